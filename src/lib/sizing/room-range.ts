/**
 * The floor area a product suits, worked out by the sizing tool's own rule (../sizing-rules.ts) at
 * stated reference conditions, so a product page, its card and the tool never disagree: the largest
 * space whose load, as the tool works it out, the product's rated output covers; down to 70 % of
 * that, below which the next size down covers the space (capacities step by about 1.4 times).
 * Pure, and no runtime import the islands would not already ship.
 */
import { climateZoneLabels } from '../product-labels.ts';
import {
  evaporativeAirChangesPerHour,
  insulationFactors,
  orientationFactors,
  referenceCeilingM,
  wattsPerSquareMetre,
  zoneMultipliers,
} from '../sizing-rules.ts';
import type { SizingFacts } from './products.ts';

/** What the range is of: one living room, or a whole home (ducted, multi-split, gas, fixed evaporative). */
export type RoomSizeBasis = 'living-room' | 'home';

/** The floor area a product suits, m². */
export interface RoomSize {
  /** Smallest space it is the right size for, m². */
  minM2: number;
  /** Largest space it covers at the reference conditions, m². */
  maxM2: number;
  /** Whether that is a room or a whole home. */
  basis: RoomSizeBasis;
}

/** Below this share of the largest space, a smaller model covers it. */
const smallestShare = 0.7;

/** The conditions the ranges assume; each is a factor of 1 in the tool's rule. */
export const referenceConditions = {
  zone: 'average',
  insulation: 'average',
  ceilingM: referenceCeilingM,
  orientation: 'south',
} as const;

/** The assumptions in words, for the sentence under a product's range. */
export const roomSizeAssumptions = `the ${climateZoneLabels.average.name.toLowerCase()} climate zone (like ${climateZoneLabels.average.city}), average insulation, a ${referenceCeilingM} m ceiling and shaded or south-facing windows`;

// The reference conditions are the rule's neutral factors: a change to the rules shows up here.
const neutral =
  zoneMultipliers[referenceConditions.zone].cooling *
  insulationFactors[referenceConditions.insulation] *
  orientationFactors[referenceConditions.orientation];

const wholeHome = new Set<SizingFacts['productType']>(['ducted', 'multi', 'gas-heater']);

/** The basis of a product's range: a whole home for whole-home systems, else a living room. */
export function roomSizeBasisOf(product: SizingFacts): RoomSizeBasis {
  if (product.productType === 'evaporative') return product.portable ? 'living-room' : 'home';
  return wholeHome.has(product.productType) ? 'home' : 'living-room';
}

/** The floor area `product` suits by the tool's rule at the reference conditions. */
export function roomSizeOf(product: SizingFacts): RoomSize {
  const basis = roomSizeBasisOf(product);
  const rates = wattsPerSquareMetre[basis === 'home' ? 'home' : 'living'];
  const covered: number[] = [];
  if (product.airflowM3h !== null)
    covered.push(product.airflowM3h / (evaporativeAirChangesPerHour * referenceConditions.ceilingM));
  if (product.coolingKw !== null) covered.push((product.coolingKw * 1000) / (rates.cooling * neutral));
  if (product.heatingKw !== null)
    covered.push(
      (product.heatingKw * 1000) /
        (rates.heating * zoneMultipliers[referenceConditions.zone].heating * insulationFactors.average),
    );
  const largest = Math.min(...covered);
  return { minM2: Math.round(largest * smallestShare), maxM2: Math.floor(largest), basis };
}

/** "Living rooms of 19–26 m²", "Homes of 52–74 m²". */
export function roomSizeText(size: RoomSize): string {
  return `${size.basis === 'home' ? 'Homes' : 'Living rooms'} of ${size.minM2}–${size.maxM2} m²`;
}
