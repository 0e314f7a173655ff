/**
 * Which promotions are current and which are past, by Australian calendar date: a promotion is open
 * for claims from the first day of its purchase window to its claim deadline, inclusive. Pure and
 * browser-safe; pages get the entries from `getPromotions` (server-only/catalogue.ts; the server through src/server/promotions/source.ts).
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

/** A calendar date (YYYY-MM-DD) as Australians write it: 23 November 2026. */
export const longDate = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
