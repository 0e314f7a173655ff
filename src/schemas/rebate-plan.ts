/**
 * The rebate planner's answers (/rebates): what the visitor tells us, as the form's query string or
 * post carries it. One schema for the server's render, the island and the "send this plan to a
 * dealer" lead, so the three read the same answers the same way.
 */
import { z } from 'zod';
import { postcodeSchema, slugSchema } from './common.ts';
import { currentSystemSchema, essZoneSchema } from './rebate.ts';

/** Who lives in the home. */
export const tenures = ['owner-occupier', 'landlord', 'renter'] as const;
export const tenureSchema = z.enum(tenures);
export type Tenure = z.infer<typeof tenureSchema>;

/** The concession card the household holds, if any. */
export const concessions = ['none', 'pensioner', 'health-care', 'other'] as const;
export const concessionSchema = z.enum(concessions);
export type Concession = z.infer<typeof concessionSchema>;

/** Household income against the Victorian rebate's limit. */
export const incomeBands = ['unknown', 'under-limit', 'over-limit'] as const;
export const incomeBandSchema = z.enum(incomeBands);

/** The home's unimproved land value against the ACT rebate's cap. */
export const landValueBands = ['unknown', 'under-cap', 'over-cap'] as const;
export const landValueSchema = z.enum(landValueBands);

/** A number typed in a form field: empty means "use the default". */
const optionalNumber = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number(message).min(0, message).max(max, message).optional(),
  );

/** A checkbox: present ("yes" or "on") when ticked. */
const checkbox = z.preprocess((value) => value === 'yes' || value === 'on' || value === true, z.boolean());

export const planAnswersSchema = z.object({
  /** The home's postcode. */
  postcode: postcodeSchema,
  /** What heats the home now. */
  current: currentSystemSchema,
  /** Age of the reverse-cycle system being replaced, years (asked only for an old reverse-cycle). */
  reverseCycleAgeYears: optionalNumber(60, 'Enter the age in whole years, 0 to 60.'),
  /** Who lives in the home. */
  tenure: tenureSchema,
  /** The concession card held. */
  concession: concessionSchema.default('none'),
  /** Household income against the Victorian limit. */
  income: incomeBandSchema.default('unknown'),
  /** Unimproved land value against the ACT cap. */
  landValue: landValueSchema.default('unknown'),
  /** The Cirrus product being considered. */
  product: slugSchema,
  /** The scheme's climate zone, where the postcode straddles two. */
  zone: z.preprocess((value) => (value === '' ? undefined : value), essZoneSchema.optional()),
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
export type PlanAnswers = z.infer<typeof planAnswersSchema>;
/** The answers as a form sends them (strings). */
export type PlanAnswersInput = z.input<typeof planAnswersSchema>;
