/**
 * Where the server's promotions come from: the build's content collection (src/content/promotions),
 * or, in tests, the folder of promotion files `TEST_PROMOTIONS_DIR` names (env.ts accepts it only
 * with NODE_ENV=test), so the suite claims under promotions it wrote itself and a marketing edit
 * cannot break it. Every server reader of promotions (pages, claim rules, status, portal) asks here.
 */
import { getPromotions } from '../../lib/server-only/catalogue.ts';
import type { Promotion } from '../../schemas/promotion.ts';
import { promotionFixtures } from './fixtures.ts';

/** Every promotion the server offers, current and past (lib/promotions.ts splits them by date). */
export function serverPromotions(): Promise<Promotion[]> {
  return promotionFixtures() ?? getPromotions();
}

/**
 * A promotion's own page by slug: one the server offers, else (only while tests serve their own
 * promotions) one of the site's, because the built pages' badges link those and a page the build
 * links must answer. Never used for claim rules: a claim is checked against `serverPromotions()`.
 */
export async function promotionPageOf(slug: string): Promise<Promotion | undefined> {
  const offered = (await serverPromotions()).find((item) => item.slug === slug);
  if (offered || !promotionFixtures()) return offered;
  return (await getPromotions()).find((item) => item.slug === slug);
}
