/**
 * The rebate planner's answers (/rebates): what the visitor tells us, as the form's query string or
 * the island's state carries them. One schema for the server's render, the island (online and
 * offline) and the tests, so they read the same answers the same way. Written with valibot, not zod:
 * the island runs it in the browser, where valibot's functions tree-shake to the few it uses
 * (docs/decisions/0009). The fixed lists are in lib/value-lists.ts, which the "send this plan to a
 * dealer" form's zod schema wraps too.
 */
import * as v from 'valibot';
import { concessions, currentSystems, incomeBands, landValueBands, tenures } from '../lib/value-lists.ts';

/** A number typed in a form field: empty (or absent) means "use the default". */
const optionalNumber = (max: number, message: string) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number()])),
    v.transform((value) =>
      value === '' || value === null || value === undefined ? undefined : Number(value),
    ),
    v.optional(v.pipe(v.number(message), v.minValue(0, message), v.maxValue(max, message))),
  );

/** A checkbox: present ("yes" or "on") when ticked. */
const checkbox = v.pipe(
  v.optional(v.unknown()),
  v.transform((value) => value === 'yes' || value === 'on' || value === true),
);

/** An answer chosen from a list; absent means `fallback`. */
const choice = <const T extends readonly [string, ...string[]]>(list: T, fallback: T[number]) =>
  v.optional(v.picklist(list), fallback);

export const planAnswersSchema = v.object({
  /** The home's postcode. */
  postcode: v.pipe(v.string(), v.regex(/^\d{4}$/, 'Use a four-digit postcode')),
  /** What heats the home now. */
  current: v.picklist(currentSystems),
  /** Age of the reverse-cycle system being replaced, years (asked only for an old reverse-cycle). */
  reverseCycleAgeYears: optionalNumber(60, 'Enter the age in whole years, 0 to 60.'),
  /** Who lives in the home. */
  tenure: v.picklist(tenures),
  /** The concession card held. */
  concession: choice(concessions, 'none'),
  /** Household income against the Victorian limit. */
  income: choice(incomeBands, 'unknown'),
  /** Unimproved land value against the ACT cap. */
  landValue: choice(landValueBands, 'unknown'),
  /** The Cirrus product being considered (its slug). */
  product: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a Cirrus system.')),
  /** The floor area the new system will heat and cool, m² (empty: no running-cost comparison). */
  areaM2: v.pipe(
    optionalNumber(1000, 'Enter the area in square metres, up to 1,000.'),
    v.check((area) => area === undefined || area >= 9, 'Enter an area of at least 9 m².'),
  ),
  /** Electricity usage price, c/kWh (empty: the state's typical figure). */
  electricity: optionalNumber(200, 'Enter an electricity price from 0 to 200 c/kWh.'),
  /** Gas usage price, c/MJ (empty: the state's typical figure). */
  gas: optionalNumber(50, 'Enter a gas price from 0 to 50 c/MJ.'),
  /** The gas daily supply charge, c/day (empty: the state's typical figure). */
  supply: optionalNumber(500, 'Enter a supply charge from 0 to 500 c/day.'),
  /** Every gas appliance goes, so the gas connection and its daily charge go too. */
  allGasGoes: checkbox,
  /** The installed price quoted or expected, whole dollars (empty: no net cost or payback shown). */
  price: optionalNumber(200_000, 'Enter a price in dollars, up to $200,000.'),
});
export type PlanAnswers = v.InferOutput<typeof planAnswersSchema>;
/** The answers as a form sends them (strings). */
export type PlanAnswersInput = v.InferInput<typeof planAnswersSchema>;
