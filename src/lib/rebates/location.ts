/**
 * A postcode's state and label climate zone for the planner, from Australia Post's postcode ranges:
 * pure and small, so the server's answer and the island's instant answer agree without shipping the
 * postcode table. The zones are ours (as the sizing tool's are), by region: the NT, north and coastal
 * Queensland and WA's north are hot; Victoria, Tasmania, the ACT, South Australia's south-east and the
 * NSW tablelands cold; the rest average. NSW schemes use their own zone table instead (the rule).
 */
import type { AustralianState } from '../../schemas/common.ts';
import type { EssZone } from '../../schemas/rebate.ts';

type Range = readonly [from: number, to: number];
const within = (code: number, ranges: readonly Range[]) =>
  ranges.some(([from, to]) => code >= from && code <= to);

/** The state a postcode belongs to, or undefined for a number no range covers. */
export function stateOfPostcode(postcode: string): AustralianState | undefined {
  const code = Number(postcode);
  if (!/^\d{4}$/.test(postcode)) return undefined;
  if (
    within(code, [
      [200, 299],
      [2600, 2618],
      [2900, 2920],
    ])
  )
    return 'ACT';
  if (within(code, [[800, 999]])) return 'NT';
  if (within(code, [[1000, 2999]])) return 'NSW';
  if (
    within(code, [
      [3000, 3999],
      [8000, 8999],
    ])
  )
    return 'VIC';
  if (
    within(code, [
      [4000, 4999],
      [9000, 9999],
    ])
  )
    return 'QLD';
  if (within(code, [[5000, 5999]])) return 'SA';
  if (within(code, [[6000, 6999]])) return 'WA';
  if (within(code, [[7000, 7999]])) return 'TAS';
  return undefined;
}

/** The label climate zone the running-cost comparison uses where no scheme sets one. */
export function labelZoneOfPostcode(postcode: string, state: AustralianState): EssZone {
  const code = Number(postcode);
  switch (state) {
    case 'NT':
      return 'hot';
    case 'ACT':
    case 'TAS':
      return 'cold';
    case 'VIC':
      // The Mallee and Sunraysia are warmer than the rest of Victoria.
      return within(code, [[3490, 3549]]) ? 'average' : 'cold';
    case 'QLD':
      // The Darling Downs and Granite Belt are the state's cool corner.
      return within(code, [[4350, 4390]]) ? 'average' : 'hot';
    case 'WA':
      return code >= 6700 ? 'hot' : 'average';
    case 'SA':
      return within(code, [[5270, 5291]]) ? 'cold' : 'average';
    case 'NSW':
      return within(code, [
        [2350, 2372],
        [2575, 2633],
        [2779, 2800],
      ])
        ? 'cold'
        : code >= 2400 && code <= 2490
          ? 'hot'
          : 'average';
  }
}
