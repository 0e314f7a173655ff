/**
 * The plan a dealer receives with "send this plan to a dealer", worked out here from the answers the
 * form carries, the rules in force on the plan's day and the product, never taken from the text the
 * browser sends (a crafted link could otherwise put any text in a dealer's and staff's mail). The
 * plan's day is the visitor's when it is within the last 30 days, else today's. Rows that do not
 * apply to the home's state (the Victorian income band, the ACT land value) are left out.
 */
import {
  answerPlanner,
  type PlannerData,
  type PlannerValues,
  plannerFields,
} from '../../lib/rebates/answer.ts';
import { stateOfPostcode } from '../../lib/rebates/location.ts';
import { planSummary } from '../../lib/rebates/summary.ts';

/** How old a plan's day may be and still be worked out on it, days. */
export const PLAN_DAY_WINDOW_DAYS = 30;

/** The day a plan is worked out on: the visitor's, when it is a day of the last 30, else today. */
export function planDay(asked: unknown, today: string): string {
  if (typeof asked !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(asked) || asked > today) return today;
  const age = (Date.parse(today) - Date.parse(asked)) / 86_400_000;
  return Number.isFinite(age) && age <= PLAN_DAY_WINDOW_DAYS ? asked : today;
}

/**
 * The form's answers with the server's plan: `plan` and `planDate` replaced, rows for another state
 * dropped. Undefined when the answers make no plan (the schema has already refused bad ones).
 */
export function withServerPlan(
  answers: Readonly<Record<string, unknown>>,
  planner: Omit<PlannerData, 'today'>,
  today: string,
): Record<string, unknown> | undefined {
  // The planner's own fields, as the form carries them (its "yes"/"no" reads as the planner's checkbox).
  const values: PlannerValues = {};
  for (const field of plannerFields) {
    const value = answers[field];
    if (value !== undefined && value !== null && value !== '') values[field] = String(value);
  }
  const day = planDay(answers.planDate, today);
  const outcome = answerPlanner(values, { ...planner, today: day });
  if (outcome.kind !== 'plan') return undefined;
  const state = stateOfPostcode(outcome.answers.postcode);
  const { income, landValue, ...rest } = answers;
  return {
    ...rest,
    ...(state === 'VIC' && income !== undefined ? { income } : {}),
    ...(state === 'ACT' && landValue !== undefined ? { landValue } : {}),
    planDate: day,
    plan: planSummary(outcome.plan, outcome.answers, outcome.product),
  };
}
