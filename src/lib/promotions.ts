/**
 * Which promotions are current and which are past, by Australian calendar date: a promotion is open
 * for claims from the first day of its purchase window to its claim deadline, inclusive. Pure and
 * browser-safe; pages get the entries from `getPromotions` (catalogue.ts).
 */
import type { Promotion } from '../schemas/promotion.ts';

export type PromotionState = 'upcoming' | 'current' | 'closed';

export function promotionState(promotion: Promotion, today: string): PromotionState {
  if (today < promotion.purchaseWindow.from) return 'upcoming';
  return today <= promotion.claimDeadline ? 'current' : 'closed';
}

/** Current promotions (soonest deadline first) and past ones (latest first). */
export function splitPromotions(promotions: readonly Promotion[], today: string) {
  return {
    current: promotions
      .filter((promotion) => promotionState(promotion, today) === 'current')
      .sort((a, b) => a.claimDeadline.localeCompare(b.claimDeadline)),
    past: promotions
      .filter((promotion) => promotionState(promotion, today) === 'closed')
      .sort((a, b) => b.claimDeadline.localeCompare(a.claimDeadline)),
  };
}

/** Dates on promotion pages and messages: the site's one Australian date formatter. */
export { longDate } from './australian-dates.ts';
