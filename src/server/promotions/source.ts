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
