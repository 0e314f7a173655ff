/**
 * What the planner's calculation takes and gives back. The inputs are the content schemas' types
 * (rules, settings, answers, product facts); the results are the calculation's own shapes, typed here
 * once for the page, the island, the tests and the dealer's lead.
 */
import type { AustralianState } from '../../schemas/common.ts';
import type { ProductOf } from '../../schemas/product.ts';
import type { EssZone, RebateRule, RebateSettings } from '../../schemas/rebate.ts';
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';

type Refrigerant = ProductOf<'wall-split' | 'ducted' | 'cassette' | 'multi' | 'window'>;

/** The product figures the rules and the running-cost comparison read (a part of the catalogue entry). */
export type PlannerProduct = Pick<
  Refrigerant,
  | 'slug'
  | 'name'
  | 'productType'
  | 'aeer'
  | 'acop'
  | 'registration'
  | 'seasonalEfficiency'
  | 'annualEnergyKwh'
> & {
  /** Rated cooling capacity at 35 °C, kW. */
  coolingKw: number;
  /** Rated heating capacity at 7 °C, kW; null for cooling only. */
  heatingKw: number | null;
};

/** Everything one plan is worked out from. */
export interface PlanInput {
  answers: PlanAnswers;
  /** The postcode's state (from the postcode table). */
  state: AustralianState;
  /** The postcode's climate zone of the energy label, used where no scheme sets a zone. */
  labelZone: EssZone;
  product: PlannerProduct;
  rules: readonly RebateRule[];
  settings: RebateSettings;
  /** Today, YYYY-MM-DD, from the caller's clock: rules outside their dates are never applied. */
  today: string;
}

/** One figure of "how we worked this out": what it is and the sum with its numbers. */
export interface WorkingLine {
  label: string;
  sum: string;
}

/** A condition as the card shows it. */
export interface ConditionNote {
  says: string;
  clause: string;
}

export type SchemeStatus = 'eligible' | 'possibly' | 'not-eligible' | 'no-scheme';

/** One scheme's card. */
export interface SchemeResult {
  rule: RebateRule;
  status: SchemeStatus;
  /** Conditions not met (status not-eligible), in plain words with their clause. */
  failed: ConditionNote[];
  /** Conditions we could not check from the answers (status possibly). */
  toConfirm: ConditionNote[];
  /** The indicative value, whole dollars; null when nothing is paid or the value needs a price. */
  value: { low: number; high: number } | null;
  /** The value in words, e.g. "About $600 to $760 off the installer's invoice". */
  valueSays: string;
  /** Notes on combining with other schemes. */
  stacking: string[];
  working: WorkingLine[];
}

/** The yearly running-cost comparison. */
export interface RunningComparison {
  zone: EssZone;
  /** Dollars a year today (heating, and cooling from an old reverse-cycle). */
  currentCost: number;
  /** Dollars a year with the new system. */
  newCost: number;
  /** Gas supply charge no longer paid, dollars a year (0 unless every gas appliance goes). */
  supplySaved: number;
  /** newCost − currentCost − supplySaved: negative is a saving. */
  yearlyChange: number;
  /** Notes such as "wood is not priced". */
  notes: string[];
  working: WorkingLine[];
}

/** The whole answer. */
export interface Plan {
  state: AustralianState;
  /** The scheme zone used; for a postcode in two zones with none chosen, the first of them. */
  zone: EssZone;
  /** A postcode in two of the scheme's zones: the zones to ask about (asked again once chosen). */
  zoneQuestion: EssZone[] | null;
  schemes: SchemeResult[];
  running: RunningComparison;
  /** With a price: the price less the eligible schemes' values (low and high), whole dollars. */
  upfront: { price: number; netLow: number; netHigh: number } | null;
  /** Years to pay back the net price from the yearly saving (best and worst), or null. */
  paybackYears: { low: number; high: number } | null;
  /** The tariffs used (the visitor's or the state's). */
  tariffs: { electricity: number; gas: number; supply: number };
  /** Notices for this visitor (a Victorian landlord's heating standard). */
  notices: RebateSettings['landlordNotices'];
  /** Today, as given. */
  today: string;
}
