/**
 * The sizing guide's numbers, stated in words in src/content/pages/your-perfect-climate.yaml and
 * used by the sizing tool (src/lib/sizing/). Cooling figures are the market's rules of thumb (watts
 * of cooling per m² at a 2.4 m ceiling). No published standard gives a heating load per room or a
 * load per climate zone, so those numbers are Cirrus's own guidance, and the copy says so.
 * No runtime imports: the island ships this module.
 */
import type { ClimateZone } from '../schemas/common.ts';
import type { Insulation, Orientation, RoomType, Shading } from '../schemas/sizing.ts';

/** Multiplier on the cooling and heating load for each zone of the Zoned Energy Rating Label. */
export const zoneMultipliers = {
  hot: { cooling: 1.15, heating: 0.8 },
  average: { cooling: 1.0, heating: 1.0 },
  cold: { cooling: 0.9, heating: 1.25 },
} as const satisfies Record<ClimateZone, { cooling: number; heating: number }>;

/** Watts per m² at a 2.4 m ceiling, in the average zone, by kind of space. */
export const wattsPerSquareMetre = {
  /** Used mostly at night, when the load is lower (market range 80–100). */
  bedroom: { cooling: 90, heating: 70 },
  /** A home office: daytime use and a computer or two, between a bedroom and a living room. */
  study: { cooling: 110, heating: 85 },
  /** Daytime use, more people, more appliances (market range 125–140). */
  living: { cooling: 130, heating: 100 },
  /** Cooking, large glazing and through traffic: the top of the living-room range. */
  'open-plan': { cooling: 140, heating: 110 },
  /**
   * The whole home by floor area (market range 125–145): lower than the sum of its busiest rooms,
   * because bedrooms and living areas do not peak at the same time.
   */
  home: { cooling: 135, heating: 100 },
} as const satisfies Record<RoomType | 'home', { cooling: number; heating: number }>;

/** The reference ceiling height the rules of thumb assume, m. */
export const referenceCeilingM = 2.4;

/** Multiplier for insulation, on cooling and heating alike. */
export const insulationFactors = {
  poor: 1.15,
  average: 1.0,
  good: 0.9,
} as const satisfies Record<Insulation, number>;

/**
 * Multiplier on the cooling load for unshaded main windows facing each way: afternoon (west) sun is
 * the hardest to beat, north sun is high in summer and partly kept out by eaves, south gets little.
 * Window direction changes the heating load far less, so heating leaves it out.
 */
export const orientationFactors = {
  north: 1.1,
  east: 1.05,
  south: 1.0,
  west: 1.2,
} as const satisfies Record<Orientation, number>;

/**
 * How much of the window penalty above still applies: all of it with no shading, half with partial
 * shading (eaves, or blinds used on hot afternoons), none when the glass is fully shaded.
 */
export const shadingExposure = {
  none: 1,
  partial: 0.5,
  full: 0,
} as const satisfies Record<Shading, number>;

/** Evaporative coolers are sized to change the air about 30 times an hour. */
export const evaporativeAirChangesPerHour = 30;

/** Most indoor units the tool suggests running from one multi-split before it suggests ducted. */
export const multiSplitMaxRooms = 5;

/** Wall-split capacities and the floor areas a retailer's bands give them, m². */
export const wallSplitBands = [
  { kw: 2.5, minM2: 9, maxM2: 24 },
  { kw: 3.5, minM2: 25, maxM2: 33 },
  { kw: 5.0, minM2: 34, maxM2: 47 },
  { kw: 7.1, minM2: 48, maxM2: 65 },
  { kw: 8.0, minM2: 66, maxM2: 82 },
] as const;
