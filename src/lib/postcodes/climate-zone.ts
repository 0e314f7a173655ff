/**
 * Maps a postcode to a climate zone of the Zoned Energy Rating Label (hot: Brisbane, average: Sydney,
 * cold: Melbourne). The label's official zone map is not published as postcode data, so this is
 * Cirrus Climate's own approximation by state, latitude and a few cool highland areas. It is guidance
 * for the sizing tool, not a regulatory classification.
 */
import type { AustralianState, ClimateZone } from '../../schemas/common.ts';
import type { PostcodeTable } from './index.ts';
import { lookupPostcode } from './index.ts';

/** NSW postcodes on the tablelands and in the alps, where winters are cold: [from, to] inclusive. */
const coldNswPostcodes: ReadonlyArray<readonly [number, number]> = [
  [2350, 2365], // New England: Armidale, Uralla, Walcha, Guyra
  [2370, 2372], // Glen Innes, Tenterfield
  [2575, 2583], // Southern Highlands, Goulburn, Yass, Crookwell
  [2611, 2611], // Cotter and Uriarra, next to the ACT
  [2619, 2633], // Queanbeyan, the Monaro, Cooma, Jindabyne, Bombala
  [2649, 2649], // Laurel Hill
  [2653, 2653], // Tumbarumba
  [2720, 2720], // Tumut
  [2779, 2787], // Upper Blue Mountains, Lithgow valley, Oberon
  [2790, 2795], // Lithgow, Bathurst
  [2798, 2800], // Millthorpe, Blayney, Orange
];

/**
 * Zone for a position in a state. Rules (ours): the NT, and Queensland and WA north of 26° S, are hot,
 * as is the rest of Queensland bar the Darling Downs and Granite Belt (Brisbane is the hot zone's
 * reference city); northern NSW above 29° S is hot; Tasmania, the ACT and Victoria (except the Mallee
 * and Sunraysia north of 36° S) are cold, as is South Australia's south-east below 36.5° S.
 * Everything else is average.
 */
export function climateZoneFor(state: AustralianState, lat: number, lng: number): ClimateZone {
  switch (state) {
    case 'NT':
      return 'hot';
    case 'QLD':
      return lat < -26.8 && lng > 150.5 && lng < 152.3 ? 'average' : 'hot';
    case 'WA':
      return lat > -26 ? 'hot' : 'average';
    case 'NSW':
      return lat > -29 ? 'hot' : 'average';
    case 'SA':
      return lat < -36.5 ? 'cold' : 'average';
    case 'VIC':
      return lat > -36 ? 'average' : 'cold';
    case 'TAS':
    case 'ACT':
      return 'cold';
  }
}

/** A postcode's climate as the sizing tool uses it. */
export interface PostcodeClimate {
  /** Zone of the Zoned Energy Rating Label. */
  zone: ClimateZone;
  /** Whether summers are humid (evaporative cooling does not suit) or dry enough for it. */
  summer: SummerHumidity;
}

export type SummerHumidity = 'humid' | 'dry';

/**
 * Whether evaporative cooling suits a position. It works only in dry heat, so the rules (ours) call
 * humid: the tropics north of 20° S, Queensland's coast and ranges east of 150° E, and the NSW coast
 * east of 150.8° E (Sydney to the Queensland border, and the Illawarra). Everywhere else, inland and
 * across the south, summers are dry enough.
 */
export function summerHumidityFor(state: AustralianState, lat: number, lng: number): SummerHumidity {
  if (lat > -20) return 'humid';
  if (state === 'QLD' && lng > 150) return 'humid';
  if (state === 'NSW' && lng > 150.8) return 'humid';
  return 'dry';
}

/** Zone and summer climate of a postcode at a position: what the browser works out from the table. */
export function climateForPosition(
  postcode: string,
  state: AustralianState,
  lat: number,
  lng: number,
): PostcodeClimate {
  const code = Number(postcode);
  const coldTableland = state === 'NSW' && coldNswPostcodes.some(([from, to]) => code >= from && code <= to);
  return {
    zone: coldTableland ? 'cold' : climateZoneFor(state, lat, lng),
    summer: summerHumidityFor(state, lat, lng),
  };
}

/** Zone for a postcode, or undefined when the postcode is unknown. */
export function climateZoneForPostcode(
  table: PostcodeTable,
  postcode: string | number,
): ClimateZone | undefined {
  const info = lookupPostcode(table, postcode);
  if (!info) return undefined;
  return climateForPosition(info.postcode, info.state, info.location.lat, info.location.lng).zone;
}
