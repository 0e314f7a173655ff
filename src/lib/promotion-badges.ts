/**
 * Which products a promotion covers today, as the badge their cards and pages show ("$200 cashback
 * until 31 January", linking the promotion). Build-time: the pages are prerendered, so "today" is
 * the build's Australian date, and the badge names its last day so a page built earlier stays true
 * about what it promises.
 */
import type { Promotion } from '../schemas/promotion.ts';
import { getPromotions } from './catalogue.ts';
import { australianToday } from './lead-forms/dates.ts';
import type { ProductCard, PromotionBadge } from './product-records.ts';
import { promotionBadgeText, promotionForProduct, promotionPath } from './promotions.ts';

/** The badge of the promotion a product bought today qualifies for, if any. */
export function promotionBadgeFor(
  productSlug: string,
  promotions: readonly Promotion[],
  today: string,
): PromotionBadge | undefined {
  const promotion = promotionForProduct(productSlug, promotions, today);
  return promotion
    ? { text: promotionBadgeText(promotion), title: promotion.title, href: promotionPath(promotion) }
    : undefined;
}

/** The badge of a product by slug, from the promotions in the content, for the build's date. */
export async function getPromotionBadge(productSlug: string): Promise<PromotionBadge | undefined> {
  return promotionBadgeFor(productSlug, await getPromotions(), australianToday());
}

/** Product cards, each with its promotion's badge where one covers it. */
export async function withPromotionBadges(cards: readonly ProductCard[]): Promise<ProductCard[]> {
  const promotions = await getPromotions();
  const today = australianToday();
  return cards.map((card) => {
    const promotion = promotionBadgeFor(card.slug, promotions, today);
    return promotion ? { ...card, promotion } : card;
  });
}
