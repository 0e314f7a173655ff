/**
 * "May qualify for <scheme> in <state>" on a product page, the build's half: the rules reduced to where
 * the product may qualify, a small list the page carries (the browser's half, which checks the
 * visitor's postcode against it, is ./may-qualify.ts). Only what the product decides is checked: for
 * the NSW energy savings scheme, that it heats and meets the minimums in the postcode's zone; for the
 * peak demand scheme, the cooling minimum only (a cooling-only system can qualify); elsewhere, that it
 * heats. The home's answers (what it replaces, who lives there, a concession card) are for the
 * planner, so the line says "may". Pure.
 */
import type { RebateRule } from '../../schemas/rebate.ts';
import type { RebateTables } from '../../schemas/rebate-table.ts';
import type { OutlookEntry } from './may-qualify.ts';
import { coolingMinimum } from './minimums.ts';
import { meetsEssMinimums } from './nsw-ess.ts';
import { tableValue } from './tables.ts';
import type { PlannerProduct } from './types.ts';

/** The NSW postcodes (as ranges) whose zone passes a test, from the zone table. */
function postcodesWhere(tables: RebateTables, passes: (postcode: number) => boolean): [number, number][] {
  const ranges: [number, number][] = [];
  for (let code = 2000; code <= 2999; code++) {
    if (!passes(code)) continue;
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  // The border postcodes the scheme's tables list outside 2xxx.
  for (const range of tables['nsw-climate-zones'].ranges)
    if (range.from > 2999 && passes(range.from)) ranges.push([range.from, range.to]);
  return ranges;
}

/** Where the product may qualify, scheme by scheme. */
export function productRebateOutlook(
  rules: readonly RebateRule[],
  tables: RebateTables,
  product: PlannerProduct,
): OutlookEntry[] {
  return rules.flatMap((rule): OutlookEntry[] => {
    const entry = {
      scheme: rule.scheme,
      state: rule.state,
      validFrom: rule.validFrom,
      validTo: rule.validTo,
    };
    switch (rule.calculation) {
      case 'none':
        return [];
      case 'nsw-ess-d16': {
        const zones = tables['nsw-climate-zones'];
        const postcodes = postcodesWhere(tables, (code) =>
          meetsEssMinimums(rule, product, tableValue(zones, code)),
        );
        return postcodes.length > 0 ? [{ ...entry, postcodes }] : [];
      }
      case 'nsw-pdrs-hvac1':
        return coolingMinimum(rule.minimums, product).met ? [{ ...entry, postcodes: null }] : [];
      default:
        return product.heatingKw === null ? [] : [{ ...entry, postcodes: null }];
    }
  });
}
