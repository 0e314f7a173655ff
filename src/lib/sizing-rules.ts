/**
 * The sizing guide's numbers (src/content/pages/your-perfect-climate.yaml states them in words):
 * watts of cooling per m² by room at a 2.4 m ceiling, and the climate-zone multipliers. No
 * published standard gives a load per zone, so the multipliers are Cirrus's own guidance.
 */
import type { ClimateZone } from '../schemas/common.ts';

/** Multiplier on the cooling and heating load for each zone of the Zoned Energy Rating Label. */
export const zoneMultipliers = {
  hot: { cooling: 1.15, heating: 0.8 },
  average: { cooling: 1.0, heating: 1.0 },
  cold: { cooling: 0.9, heating: 1.25 },
} as const satisfies Record<ClimateZone, { cooling: number; heating: number }>;

/** Watts of cooling per m² the guide uses for each kind of room (2.4 m ceiling). */
export const wattsPerSquareMetre = {
  bedroom: 90,
  living: 130,
  openPlan: 140,
} as const;

/** The reference ceiling height the rules of thumb assume, m. */
export const referenceCeilingM = 2.4;
