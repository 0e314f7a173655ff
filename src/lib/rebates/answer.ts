/**
 * From the planner form's fields (a query string or the island's state) to a plan, or to the
 * messages to show beside each field. One function for the server's render and the island, so
 * the page answers the same with and without JavaScript. Pure.
 */
import * as v from 'valibot';
import type { RebateRule, RebateSettings } from '../../schemas/rebate.ts';
import { type PlanAnswers, planAnswersSchema } from '../../schemas/rebate-plan.ts';
import type { RebateTables } from '../../schemas/rebate-table.ts';
import { labelZoneOfPostcode, stateOfPostcode } from './location.ts';
import { planFor } from './plan.ts';
import type { Plan, PlannerProduct } from './types.ts';

/** The form's fields, by name. */
export const plannerFields = [
  'postcode',
  'current',
  'reverseCycleAgeYears',
  'tenure',
  'concession',
  'income',
  'landValue',
  'product',
  'areaM2',
  'electricity',
  'gas',
  'supply',
  'allGasGoes',
  'price',
] as const satisfies readonly (keyof PlanAnswers)[];
export type PlannerField = (typeof plannerFields)[number];

/** What the form holds: every field as text (a ticked checkbox is "yes"). */
export type PlannerValues = Partial<Record<PlannerField, string>>;

/** The data a plan is worked out from, besides the answers. */
export interface PlannerData {
  rules: readonly RebateRule[];
  /** The schemes' postcode tables. */
  tables: RebateTables;
  settings: RebateSettings;
  products: readonly PlannerProduct[];
  /** Today, YYYY-MM-DD. */
  today: string;
}

export type PlannerOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: Partial<Record<PlannerField, string>> }
  | { kind: 'plan'; answers: PlanAnswers; product: PlannerProduct; plan: Plan };

/** The form's values from a query string: known fields only, trimmed. */
export function plannerValuesFrom(params: URLSearchParams): PlannerValues {
  const values: PlannerValues = {};
  for (const field of plannerFields) {
    const value = params.get(field);
    if (value !== null) values[field] = value.trim();
  }
  return values;
}

const messages: Partial<Record<PlannerField, string>> = {
  postcode: 'Enter your four-digit postcode, for example 2150.',
  current: 'Choose what heats your home now.',
  tenure: 'Choose whether you own and live in the home, rent it out, or rent it.',
  product: 'Choose a Cirrus system.',
};

/**
 * The plan for the values, or each field's problem. "Empty" when the form has not been answered yet:
 * no postcode, or a link that only fills some answers in (a product page's or the sizing tool's
 * `?product=&postcode=`), which has neither of the questions the form always sends (its selects are
 * sent even when left on "Choose one", so a submitted form is checked).
 */
export function answerPlanner(values: PlannerValues, data: PlannerData): PlannerOutcome {
  if (!values.postcode && !values.current && !values.tenure) return { kind: 'empty' };
  if (values.current === undefined && values.tenure === undefined) return { kind: 'empty' };
  const errors: Partial<Record<PlannerField, string>> = {};
  const parsed = v.safeParse(planAnswersSchema, values);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = issue.path?.[0]?.key as PlannerField;
      errors[field] ??= messages[field] ?? issue.message;
    }
  }
  const state = values.postcode ? stateOfPostcode(values.postcode) : undefined;
  if (!errors.postcode && !state)
    errors.postcode = `We do not know the postcode ${values.postcode}: check it.`;
  const product = data.products.find((item) => item.slug === values.product);
  if (!errors.product && !product) errors.product = messages.product;
  if (
    !errors.reverseCycleAgeYears &&
    values.current === 'old-reverse-cycle' &&
    (values.reverseCycleAgeYears ?? '') === ''
  ) {
    errors.reverseCycleAgeYears = 'Enter how old your reverse-cycle system is, in years.';
  }
  if (!parsed.success || !state || !product || Object.keys(errors).length > 0)
    return { kind: 'invalid', errors };
  const answers = parsed.output;
  const plan = planFor({
    answers,
    state,
    labelZone: labelZoneOfPostcode(answers.postcode, state),
    product,
    rules: data.rules,
    tables: data.tables,
    settings: data.settings,
    today: data.today,
  });
  return { kind: 'plan', answers, product, plan };
}
