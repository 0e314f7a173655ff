/**
 * What the planner's calculation takes and gives back. The inputs are the content schemas' types
 * (rules, settings, answers, product facts); the results are the calculation's own shapes, typed here
 * once for the page, the island, the tests and the dealer's lead.
 */
import type { AustralianState } from '../../schemas/common.ts';
import type { ProductOf } from '../../schemas/product.ts';
import type { EssZone, RebateRule, RebateSettings } from '../../schemas/rebate.ts';
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import type { RebateTables } from '../../schemas/rebate-table.ts';

type Refrigerant = ProductOf<'wall-split' | 'ducted' | 'cassette' | 'multi' | 'window'>;
type Zoned = Refrigerant['seasonalEfficiency']['tcspf'];

/**
 * The product figures the rules and the running-cost comparison read (a part of the catalogue entry).
 * The register may hold no seasonal figures for a model: each is then null, and the rules fall back to
 * the rated AEER and ACOP as the schemes' calculators do.
 */
export type PlannerProduct = Pick<
  Refrigerant,
  'slug' | 'name' | 'productType' | 'aeer' | 'acop' | 'registration'
> & {
  /** Rated cooling capacity at 35 °C, kW. */
  coolingKw: number;
  /** Rated heating capacity at 7 °C, kW; null for cooling only. */
  heatingKw: number | null;
  /** Rated cooling power input at 35 °C, kW. */
  coolingInputKw: number;
  /** Seasonal efficiencies by zone from the register; null where it holds none. */
  seasonalEfficiency: { tcspf: Zoned | null; hspf: Zoned | null };
  /** Annual energy by zone from the register (TCEC and THEC), kWh; null where it holds none. */
  annualEnergyKwh: { cooling: Zoned | null; heating: Zoned | null };
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
  /** The schemes' postcode tables (zones and network factors). */
  tables: RebateTables;
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

/** `closed`: a program whose end has passed, shown with what replaced it, never as claimable. */
export type SchemeStatus = 'eligible' | 'possibly' | 'not-eligible' | 'no-scheme' | 'closed';

/** One scheme's card. */
export interface SchemeResult {
  rule: RebateRule;
  status: SchemeStatus;
  /** Conditions not met (status not-eligible), in plain words with their clause. */
  failed: ConditionNote[];
  /** Conditions we could not check from the answers (status possibly). */
  toConfirm: ConditionNote[];
  /** Certificates the scheme's formula gives, where it has one (the NSW schemes). */
  certificates?: number;
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
  /** The energy label's zone of the home (hours of use and the sizing tool's loads). */
  zone: EssZone;
  /** Whether today's heating burns gas: only then are gas prices part of the plan. */
  usesGas: boolean;
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
  /** The climate zone used: the scheme's table where the state has one, else the energy label's. */
  zone: EssZone;
  schemes: SchemeResult[];
  /** The schemes' values that count (a scheme that cannot be combined counts once), or null for none. */
  totalBack: { low: number; high: number } | null;
  /** The running-cost comparison, or null until the home's area is given. */
  running: RunningComparison | null;
  /**
   * The installed price (the visitor's, or the typical band for the system from the settings) less
   * the schemes' values, whole dollars; null without either.
   */
  upfront: { priceLow: number; priceHigh: number; typical: boolean; netLow: number; netHigh: number } | null;
  /** Years to pay back the net price from the yearly saving (best and worst), or null. */
  paybackYears: { low: number; high: number } | null;
  /** The tariffs used (the visitor's or the state's). */
  tariffs: { electricity: number; gas: number; supply: number };
  /** Notices for this visitor (a Victorian landlord's heating standard). */
  notices: RebateSettings['landlordNotices'];
  /** Today, as given. */
  today: string;
}
