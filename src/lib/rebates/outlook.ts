/**
 * "May qualify for <scheme> in <state>" on a product page, the build's half: the rules reduced to where
 * the product may qualify, a small list the page carries (the browser's half, which checks the
 * visitor's postcode against it, is ./may-qualify.ts). Only what the product decides is checked (it
 * heats, and for the NSW scheme its seasonal efficiency in the postcode's zone): the home's answers
 * (what it replaces, who lives there, a concession card) are for the planner, so the line says "may".
 * Pure.
 */
import type { EssZone, RebateRule } from '../../schemas/rebate.ts';
import { essZones } from '../value-lists.ts';
import type { OutlookEntry } from './may-qualify.ts';
import { meetsEssMinimums } from './nsw-ess.ts';
import type { PlannerProduct } from './types.ts';

/** Where the product may qualify, scheme by scheme (cooling-only products: nowhere). */
export function productRebateOutlook(rules: readonly RebateRule[], product: PlannerProduct): OutlookEntry[] {
  if (product.heatingKw === null) return [];
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
        const zones = new Set<EssZone>(essZones.filter((zone) => meetsEssMinimums(rule, product, zone)));
        if (zones.size === 0) return [];
        // A postcode in two zones counts when the product qualifies in either: the planner asks which.
        const postcodes = rule.zoneTable
          .filter((range) => range.zones.some((zone) => zones.has(zone)))
          .map((range): [number, number] => [range.from, range.to]);
        return postcodes.length > 0 ? [{ ...entry, postcodes }] : [];
      }
      default:
        return [{ ...entry, postcodes: null }];
    }
  });
}
