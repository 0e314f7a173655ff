/**
 * Which products a promotion covers today, as the badge their cards and pages show ("$200 cashback
 * until 31 January", linking the promotion). Build-time: the pages are prerendered, so "today" is
 * the build's Australian date, and the badge names its last day so a page built earlier stays true
 * about what it promises.
 */
import type { Promotion } from '../../schemas/promotion.ts';
import { clock } from '../../server/clock.ts';
import type { ProductCard, PromotionBadge } from '../product-records.ts';
import { promotionBadgeText, promotionForProduct, promotionPath } from '../promotions.ts';
import { getPromotions } from './catalogue.ts';

/**
 * The build's own date in Australia: static pages are made once, so what they say about promotions
 * is true as of the build, and each badge names its last day so an older build stays honest.
 * The server's clock, which at build time is the system's.
 */
export function buildDay(): string {
  return clock.today();
}

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
  return promotionBadgeFor(productSlug, await getPromotions(), buildDay());
}

/** Product cards, each with its promotion's badge where one covers it. */
export async function withPromotionBadges(cards: readonly ProductCard[]): Promise<ProductCard[]> {
  const promotions = await getPromotions();
  const today = buildDay();
  return cards.map((card) => {
    const promotion = promotionBadgeFor(card.slug, promotions, today);
    return promotion ? { ...card, promotion } : card;
  });
}
