/**
 * From loads to a system: which type suits the rooms, the climate and what is wanted, and which
 * products cover the load. Rules (the guide states them): one or two rooms, a split system each;
 * three to five rooms, a multi-split; more rooms or the whole home, ducted. Evaporative cooling
 * where summers are dry; gas ducted heating when whole-home heating is asked for. In the cold zone a
 * reverse-cycle system must cover the heating load at 2 °C, not only at its 7 °C rating.
 */
import type { ClimateZone, ProductType } from '../../schemas/common.ts';
import type { SizingInput } from '../../schemas/sizing.ts';
import type { PostcodeClimate } from '../postcodes/climate-zone.ts';
import { evaporativeAirChangesPerHour, multiSplitMaxRooms } from '../sizing-rules.ts';
import type { SizingLoads } from './loads.ts';
import type { SizingFacts, SizingProduct } from './products.ts';

export type SystemKind =
  | 'split-per-room'
  | 'multi-split'
  | 'ducted'
  | 'evaporative'
  | 'gas-ducted'
  | 'window';

/**
 * The products that cover one load: the smallest capacity that does, in every range that has it.
 * `P` is the record given (the island's carries each product's card; sizing needs only the facts).
 */
export interface ProductMatch<P extends SizingFacts = SizingProduct> {
  /** What the products are for: a room's label, or "Whole home". */
  forLabel: string;
  /** Cooling the products must deliver, kW, or null. */
  coolingKw: number | null;
  /** Heating the products must deliver, kW, or null. */
  heatingKw: number | null;
  /** Airflow an evaporative cooler must move, m³/h, or null. */
  airflowM3h: number | null;
  /** Matching products, smallest first; empty when no single product is large enough. */
  products: P[];
}

/** A way to meet the loads. */
export interface SystemOption<P extends SizingFacts = SizingProduct> {
  kind: SystemKind;
  /** What the option's quote asks for: its one product's slug, or the product type when there is a choice. */
  quoteProduct: string;
  /** One match per room for split systems and window units, one for whole-home systems. */
  matches: ProductMatch<P>[];
}

export interface Recommendation<P extends SizingFacts = SizingProduct> {
  /** What we would install. */
  primary: SystemOption<P>;
  /** Other sensible choices, best first. */
  alternatives: SystemOption<P>[];
}

const productTypeByKind = {
  'split-per-room': 'wall-split',
  'multi-split': 'multi',
  ducted: 'ducted',
  evaporative: 'evaporative',
  'gas-ducted': 'gas-heater',
  window: 'window',
} as const satisfies Record<SystemKind, ProductType>;

const rangeOrder = ['Breeze', 'Aura', 'Edge', 'Outback', 'Hearth'];

interface Need {
  coolingKw: number | null;
  heatingKw: number | null;
  airflowM3h: number | null;
  rooms: number;
}

/** Heating a product can be counted on for in the zone: its 2 °C output in the cold zone. */
function heatingIn(product: SizingFacts, zone: ClimateZone): number | null {
  return zone === 'cold' ? (product.heatingAt2CKw ?? product.heatingKw) : product.heatingKw;
}

function covers(product: SizingFacts, need: Need, zone: ClimateZone): boolean {
  if (need.coolingKw !== null && (product.coolingKw ?? 0) < need.coolingKw) return false;
  if (need.heatingKw !== null && (heatingIn(product, zone) ?? 0) < need.heatingKw) return false;
  if (need.airflowM3h !== null && (product.airflowM3h ?? 0) < need.airflowM3h) return false;
  if (product.maxIndoorUnits !== null && product.maxIndoorUnits < need.rooms) return false;
  return !product.portable;
}

/** What a product is sized by: cooling, else heating, else airflow. */
const sizeOf = (product: SizingFacts) => product.coolingKw ?? product.heatingKw ?? product.airflowM3h ?? 0;

/** The smallest size of the type that covers the need, in every range that makes it. */
export function smallestCovering<P extends SizingFacts>(
  products: readonly P[],
  type: ProductType,
  need: Need,
  zone: ClimateZone,
): P[] {
  const candidates = products
    .filter((product) => product.productType === type && covers(product, need, zone))
    .sort((a, b) => sizeOf(a) - sizeOf(b) || rangeOrder.indexOf(a.range) - rangeOrder.indexOf(b.range));
  const smallest = candidates[0];
  return smallest ? candidates.filter((product) => sizeOf(product) === sizeOf(smallest)) : [];
}

function option<P extends SizingFacts>(kind: SystemKind, matches: ProductMatch<P>[]): SystemOption<P> {
  // One product for one load is named; a choice (the same size in several ranges) is the visitor's
  // to make on the product links, so the option's own quote asks for the kind of system.
  const only = matches.length === 1 ? matches[0]?.products : undefined;
  return {
    kind,
    quoteProduct: only?.length === 1 && only[0] ? only[0].slug : productTypeByKind[kind],
    matches,
  };
}

/** Recommends systems for the loads; `products` are the current catalogue's sizing facts. */
export function recommend<P extends SizingFacts>(
  input: SizingInput,
  loads: SizingLoads,
  climate: PostcodeClimate,
  products: readonly P[],
): Recommendation<P> {
  const wantsCooling = input.want !== 'heating';
  const wantsHeating = input.want !== 'cooling';
  const roomCount = input.space.kind === 'rooms' ? input.space.rooms.length : 1;
  const wholeHome = input.space.kind === 'home' || input.scope === 'whole-home';

  const matchFor = (type: ProductType, forLabel: string, need: Partial<Need>): ProductMatch<P> => {
    const full: Need = { coolingKw: null, heatingKw: null, airflowM3h: null, rooms: 1, ...need };
    return {
      forLabel,
      coolingKw: full.coolingKw,
      heatingKw: full.heatingKw,
      airflowM3h: full.airflowM3h,
      products: smallestCovering(products, type, full, climate.zone),
    };
  };
  const whole = (type: ProductType, need: Partial<Need>) => [matchFor(type, 'Whole home', need)];
  const totals = { coolingKw: loads.coolingKw, heatingKw: loads.heatingKw };
  const perRoom = (type: ProductType) =>
    loads.spaces.map((space) =>
      matchFor(type, space.label, {
        coolingKw: space.cooling?.kw ?? null,
        heatingKw: space.heating?.kw ?? null,
      }),
    );

  const split = option('split-per-room', perRoom('wall-split'));
  const multi = option('multi-split', whole('multi', { ...totals, rooms: roomCount }));
  const ducted = option('ducted', whole('ducted', totals));
  const evaporative = option(
    'evaporative',
    whole('evaporative', {
      airflowM3h: Math.ceil((loads.volumeM3 * evaporativeAirChangesPerHour) / 100) * 100,
    }),
  );
  const gas = option('gas-ducted', whole('gas-heater', { heatingKw: loads.heatingKw }));
  const dry = climate.summer === 'dry';
  const ranked: SystemOption<P>[] = [];

  if (wholeHome) {
    if (!wantsCooling) {
      // Heating only: gas ducted heating leads where winters are cold.
      ranked.push(...(climate.zone === 'cold' ? [gas, ducted] : [ducted, gas]));
    } else if (!wantsHeating && dry) {
      // Cooling only in dry heat: evaporative is the cheapest way to cool a whole home.
      ranked.push(evaporative, ducted);
    } else {
      ranked.push(ducted);
      if (dry) ranked.push(evaporative);
      if (wantsHeating) ranked.push(gas);
    }
    if (input.space.kind === 'rooms' && roomCount <= multiSplitMaxRooms && wantsCooling) ranked.push(multi);
  } else if (roomCount <= 2) {
    ranked.push(split);
    if (roomCount === 1 && wantsCooling) ranked.push(option('window', perRoom('window')));
    if (roomCount === 2) ranked.push(multi);
  } else if (roomCount <= multiSplitMaxRooms) {
    ranked.push(multi, split);
  } else {
    ranked.push(ducted, split);
  }

  // A multi-split that no product can cover is no recommendation: fall back to the next choice.
  const usable = ranked.filter(
    (candidate) =>
      candidate.kind !== 'multi-split' || candidate.matches.every((match) => match.products.length > 0),
  );
  const [primary = split, ...alternatives] = usable;
  return { primary, alternatives };
}
