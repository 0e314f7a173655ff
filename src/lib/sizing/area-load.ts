/**
 * The load of a conditioned floor area sized as the whole home on the sizing tool's middle answers (a
 * 2.4 m ceiling, average insulation, shaded windows: every multiplier 1 but the zone's), which is what
 * the rebate planner prices a home from when the visitor gives only its area. The same numbers as
 * `sizingLoads` (./loads.ts) for those answers (tests/rebates/home-running-costs.test.ts), without its
 * working, so the planner's island ships only the rules.
 */
import type { ClimateZone } from '../../schemas/common.ts';
import { wattsPerSquareMetre, zoneMultipliers } from '../sizing-rules.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function areaLoad(areaM2: number, zone: ClimateZone): { coolingKw: number; heatingKw: number } {
  const rates = wattsPerSquareMetre.home;
  const multipliers = zoneMultipliers[zone];
  return {
    coolingKw: oneDecimal(((areaM2 * rates.cooling) / 1000) * multipliers.cooling),
    heatingKw: oneDecimal(((areaM2 * rates.heating) / 1000) * multipliers.heating),
  };
}
