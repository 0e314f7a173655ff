/**
 * Yearly running-cost estimates for a product, per climate zone of the Zoned Energy Rating Label.
 * Pure and typed; the product page's island and the running-costs page both use it.
 *
 *   electric:    output kW ÷ efficiency (AEER cooling, ACOP heating) × hours a day × days × c/kWh
 *   evaporative: power input W ÷ 1,000 × hours a day × days × c/kWh (plus the water it uses, in litres)
 *   gas:         gas input MJ/h × hours a day × days × c/MJ
 *
 * The electric system's output is the heat or cooling the space needs (its load, kW, from the sizing
 * tool's rules: `HomeLoad`), never the unit's size: a bigger unit on the same home costs no more to
 * run, only its efficiency changes the figure. Without a load (a product page reached directly) the
 * space is one this unit suits, so its rated output is the load. The product page, the sizing tool and
 * the rebate planner all price a home through this module, so the same home and product give the same
 * yearly figure everywhere.
 *
 * Assumptions (ours, stated in src/content/pages/running-costs.yaml):
 * - The system runs at its rated output (a gas heater at full fire) for every hour it is on. Real
 *   systems modulate and cycle, so this is the label's way of counting, not a meter reading.
 * - Zones differ by the days a year the system is used for cooling and for heating. The days were
 *   chosen so that at the default 8 hours a day they give the hours of full-output running behind the
 *   annual energy figures on this catalogue's labels (cooling 1,354 / 600 / 264 hours, heating
 *   170 / 620 / 1,337 hours in the hot / average / cold zone): at the defaults the estimate's kWh
 *   match each label's within 2 % (tests/catalogue/running-cost.test.ts checks every product).
 * - Evaporative coolers use the cooling days; gas heaters the heating days.
 * - Prices are editable Australian typical figures: 33 c/kWh for electricity, 4 c/MJ for gas. Supply
 *   (daily) charges are left out: they are paid whether the system runs or not.
 */
import type { ClimateZone } from '../schemas/common.ts';
import type { Product } from '../schemas/product.ts';
import { climateZones } from './value-lists.ts';

export type Mode = 'cooling' | 'heating';
export type Fuel = 'electricity' | 'gas';

/** Days a year a system is used for each mode in each zone (see the assumptions above). */
export const daysOfUse = {
  hot: { cooling: 169, heating: 21 },
  average: { cooling: 75, heating: 78 },
  cold: { cooling: 33, heating: 167 },
} as const satisfies Record<ClimateZone, Record<Mode, number>>;

/** Hours a day the estimate starts from. */
export const defaultHoursPerDay = 8;

/** Prices the estimate starts from, and the largest the form accepts, by fuel. */
export const prices = {
  /** Cents per kWh: a typical Australian usage rate (editable). */
  electricity: { default: 33, max: 200, unit: 'c/kWh', label: 'Electricity price' },
  /** Cents per MJ: a typical Australian gas usage rate (editable). */
  gas: { default: 4, max: 50, unit: 'c/MJ', label: 'Gas price' },
} as const satisfies Record<Fuel, { default: number; max: number; unit: string; label: string }>;

/** What a product's running cost is worked out from: the rated figures on its label. */
export type RunningCostProfile =
  | {
      kind: 'electric';
      /** Rated cooling output (kW) and AEER. */
      cooling: { outputKw: number; efficiency: number };
      /** Rated heating output at 7 °C (kW) and ACOP; null for cooling-only systems. */
      heating: { outputKw: number; efficiency: number } | null;
    }
  | {
      kind: 'evaporative';
      /** Electrical input on the highest speed, W. */
      powerW: number;
      /** Water used on the highest speed on a hot, dry day, L/h, when known. */
      waterLPerHour: number | null;
    }
  | {
      kind: 'gas';
      /** Gas input at full fire, MJ/h. */
      gasInputMJh: number;
    };

/** The figures a product's estimate needs. */
export function runningCostProfile(product: Product): RunningCostProfile {
  switch (product.productType) {
    case 'evaporative':
      return { kind: 'evaporative', powerW: product.powerW, waterLPerHour: product.waterUseLPerHour ?? null };
    case 'gas-heater':
      return { kind: 'gas', gasInputMJh: product.gasInputMJh };
    default:
      return {
        kind: 'electric',
        cooling: { outputKw: product.coolingCapacityKw.rated, efficiency: product.aeer },
        heating:
          product.heatingCapacityKw && product.acop !== null
            ? { outputKw: product.heatingCapacityKw.rated, efficiency: product.acop }
            : null,
      };
  }
}

/** The fuel a profile is priced in. */
export function fuelOf(profile: RunningCostProfile): Fuel {
  return profile.kind === 'gas' ? 'gas' : 'electricity';
}

/** The modes a profile has an estimate for. */
export function modesOf(profile: RunningCostProfile): Mode[] {
  if (profile.kind === 'gas') return ['heating'];
  if (profile.kind === 'evaporative') return ['cooling'];
  return profile.heating ? ['cooling', 'heating'] : ['cooling'];
}

/**
 * The cooling and heating the space needs at its design conditions, kW: the sizing tool's loads (from
 * its floor area, ceiling, windows, insulation and climate zone). Null for a mode not wanted.
 */
export interface HomeLoad {
  coolingKw: number | null;
  heatingKw: number | null;
}

/** The visitor's inputs. */
export interface RunningCostInputs {
  /** Cents per kWh (electricity) or per MJ (gas). */
  priceCents: number;
  hoursPerDay: number;
}

export function defaultInputs(profile: RunningCostProfile): RunningCostInputs {
  return { priceCents: prices[fuelOf(profile)].default, hoursPerDay: defaultHoursPerDay };
}

/** One cell of the estimate: a mode in a zone. */
export interface CostLine {
  mode: Mode;
  zone: ClimateZone;
  /** What the system draws while running: kW of electricity, or MJ/h of gas. */
  rate: number;
  /** Electric systems: the heat or cooling delivered while running, kW (the space's load). */
  outputKw?: number;
  hoursPerDay: number;
  days: number;
  /** Energy a year: kWh of electricity, or MJ of gas. */
  energy: number;
  /** Dollars a year. */
  cost: number;
  /** Litres of water a year (evaporative coolers that state their use). */
  waterL?: number;
}

/**
 * The share of its design load a home draws, on average, over the hours it is heated or cooled. The
 * sizing tool's loads are for the hottest and coldest days; most hours are milder. Ours, calibrated on
 * a published state average: a 150 m² Melbourne home heated by ducted gas then burns about 33,500 MJ a
 * year for heating, about two-thirds (space heating's share of Victorian household gas, Infrastructure
 * Victoria, as reported in 2023) of the average Victorian household's 49,799 MJ a year (Frontier
 * Economics' analysis of gas network data, 2020, as published by a comparison site on 13 October
 * 2025). Secondary sources both: re-check when an official figure is found.
 */
export const homeLoadShare = 0.26;

/**
 * The heat or cooling an electric system delivers while running, kW: the space's average load where
 * it is known (its design load × `homeLoadShare`), else the unit's rated output (a space it suits, the
 * energy label's way of counting).
 */
function outputFor(rated: { outputKw: number }, mode: Mode, load: HomeLoad | undefined): number {
  const needed = mode === 'cooling' ? load?.coolingKw : load?.heatingKw;
  return needed === null || needed === undefined ? rated.outputKw : needed * homeLoadShare;
}

/** Power drawn (kW) or gas burnt (MJ/h) while running in a mode. */
function rateFor(profile: RunningCostProfile, mode: Mode, load: HomeLoad | undefined): number {
  if (profile.kind === 'gas') return profile.gasInputMJh;
  if (profile.kind === 'evaporative') return profile.powerW / 1000;
  const rated = mode === 'cooling' ? profile.cooling : profile.heating;
  if (!rated) throw new Error(`No ${mode} figures for this system`);
  return outputFor(rated, mode, load) / rated.efficiency;
}

/**
 * The yearly estimate for every mode the product has, in every zone (label order: hot, average,
 * cold), for the space's load when given. Costs and energy are not rounded; format them for display.
 */
export function estimateRunningCosts(
  profile: RunningCostProfile,
  inputs: RunningCostInputs,
  load?: HomeLoad,
): CostLine[] {
  return modesOf(profile).flatMap((mode) =>
    climateZones.map((zone) => {
      const rate = rateFor(profile, mode, load);
      const days = daysOfUse[zone][mode];
      const energy = rate * inputs.hoursPerDay * days;
      const line: CostLine = {
        mode,
        zone,
        rate,
        hoursPerDay: inputs.hoursPerDay,
        days,
        energy,
        cost: (energy * inputs.priceCents) / 100,
      };
      const rated =
        profile.kind === 'electric' ? (mode === 'cooling' ? profile.cooling : profile.heating) : null;
      if (rated) line.outputKw = outputFor(rated, mode, load);
      if (profile.kind === 'evaporative' && profile.waterLPerHour !== null) {
        line.waterL = profile.waterLPerHour * inputs.hoursPerDay * days;
      }
      return line;
    }),
  );
}

const number = (value: number, digits = 2) =>
  new Intl.NumberFormat('en-AU', { maximumFractionDigits: digits }).format(value);

/** Dollars a year, whole: "$315". */
export function formatCost(cost: number): string {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    maximumFractionDigits: 0,
  }).format(Math.round(cost));
}

/** Energy a year with its unit: "956 kWh", "124,248 MJ". */
export function formatEnergy(profile: RunningCostProfile, energy: number): string {
  return `${number(Math.round(energy), 0)} ${fuelOf(profile) === 'gas' ? 'MJ' : 'kWh'}`;
}

/**
 * The sum behind one cell with the actual numbers, e.g.
 * "3.5 kW ÷ 4.95 AEER × 8 h × 169 days = 956 kWh × 33 c/kWh = $315".
 */
export function formulaFor(profile: RunningCostProfile, line: CostLine, priceCents: number): string {
  const tail = `${number(line.hoursPerDay)} h × ${line.days} days = ${formatEnergy(profile, line.energy)} × ${number(priceCents)} ${prices[fuelOf(profile)].unit} = ${formatCost(line.cost)}`;
  if (profile.kind === 'gas') return `${number(profile.gasInputMJh)} MJ/h × ${tail}`;
  if (profile.kind === 'evaporative') return `${number(profile.powerW, 0)} W ÷ 1,000 × ${tail}`;
  const rated = line.mode === 'cooling' ? profile.cooling : profile.heating;
  const ratio = line.mode === 'cooling' ? 'AEER' : 'ACOP';
  return `${number(line.outputKw ?? rated?.outputKw ?? 0)} kW ÷ ${number(rated?.efficiency ?? 0)} ${ratio} × ${tail}`;
}

/** A form field's value read as a number, or the message to show beside it. */
export type FieldResult = { ok: true; value: number } | { ok: false; message: string };

function readNumber(text: string, name: string, tooBig: string, max: number): FieldResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: `Enter ${name}.` };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, message: `Enter ${name} as a number.` };
  if (value <= 0) return { ok: false, message: `Enter ${name} above 0.` };
  if (value > max) return { ok: false, message: tooBig };
  return { ok: true, value };
}

/** Reads the price field: cents per kWh or per MJ, above 0 and at most the fuel's maximum. */
export function readPrice(text: string, fuel: Fuel): FieldResult {
  const { max, unit } = prices[fuel];
  const name = fuel === 'gas' ? 'a gas price' : 'an electricity price';
  return readNumber(text, name, `Enter a price of at most ${number(max)} ${unit}.`, max);
}

/** Reads the hours field: above 0 and at most 24. */
export function readHours(text: string): FieldResult {
  return readNumber(text, 'the hours a day', 'A day has 24 hours: enter 24 or fewer.', 24);
}

/**
 * A product's yearly running cost in one climate zone for the modes asked for (those it has), for the
 * space's load (or a space it suits), at the default hours and the given price (or the typical one):
 * the sizing tool's recommendations, the comparison and the rebate planner. Undefined when it has none
 * of the modes.
 */
export function yearlyCostIn(
  profile: RunningCostProfile,
  zone: ClimateZone,
  modes: readonly Mode[],
  load?: HomeLoad,
  priceCents?: number,
): { cost: number; energy: number; modes: Mode[]; hoursPerDay: number; lines: CostLine[] } | undefined {
  const inputs = { ...defaultInputs(profile), ...(priceCents === undefined ? {} : { priceCents }) };
  const lines = estimateRunningCosts(profile, inputs, load).filter(
    (line) => line.zone === zone && modes.includes(line.mode),
  );
  if (lines.length === 0) return undefined;
  return {
    cost: lines.reduce((sum, line) => sum + line.cost, 0),
    energy: lines.reduce((sum, line) => sum + line.energy, 0),
    modes: lines.map((line) => line.mode),
    hoursPerDay: inputs.hoursPerDay,
    lines,
  };
}
