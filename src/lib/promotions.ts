/**
 * Which promotions are current and which are past, by Australian calendar date: a promotion is open
 * for claims from the first day of its purchase window to its claim deadline, inclusive. Pure and
 * browser-safe; pages get the entries from `getPromotions` (catalogue.ts).
 */
import type { Promotion } from '../schemas/promotion.ts';
import { dayAndMonth } from './australian-dates.ts';

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

/** Promotions a purchase made today qualifies for (today inside the purchase window), largest first. */
export function promotionsOnSale(promotions: readonly Promotion[], today: string): Promotion[] {
  return promotions
    .filter((promotion) => promotion.purchaseWindow.from <= today && today <= promotion.purchaseWindow.to)
    .sort((a, b) => b.amountAud - a.amountAud);
}

/**
 * The promotion a product bought today qualifies for: the largest cashback if two overlap.
 * Undefined when no promotion covers the product now.
 */
export function promotionForProduct(
  productSlug: string,
  promotions: readonly Promotion[],
  today: string,
): Promotion | undefined {
  return promotionsOnSale(promotions, today).find((promotion) =>
    promotion.eligibleProducts.includes(productSlug),
  );
}

/** What a covered product says about its promotion: "$200 cashback until 31 January". */
export const promotionBadgeText = (promotion: Promotion) =>
  `$${promotion.amountAud} cashback until ${dayAndMonth(promotion.purchaseWindow.to)}`;

/** A promotion's own page. */
export const promotionPath = (promotion: Pick<Promotion, 'slug'>) => `/promotions/${promotion.slug}`;
