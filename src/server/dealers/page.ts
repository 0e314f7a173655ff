/**
 * The dealer's page's controller (/dealers/<id>): the directory's entry, what the site measured over
 * the last 12 months and the reviews, read on each request and kept for a minute per dealer in this
 * process (the page is public: every visitor sees the same), answered with a short public cache so
 * a burst of visitors costs a few queries. An unknown id is a 404.
 */

import { project } from '#lib/dealer-map/projection.ts';
import type { DealerMapView, DealerPageView } from '#lib/dealer-page.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import { getDealers } from '#lib/server-only/catalogue.ts';
import { australiaMap } from '#lib/server-only/map/australia-map.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import { clock } from '../clock.ts';
import type { Services } from '../services.ts';
import { measuredFigures } from './measured.ts';
import { reviewsOf } from './site.ts';

/**
 * How long a page's figures are kept, and how long shared caches may keep the page. Browsers ask
 * again each time (max-age=0, and no stale-while-revalidate: Chromium applies that to its own cache
 * too, and showed an owner back from publishing a review the copy from before it, refreshing behind
 * the page). A CDN may also serve a stale copy for five minutes while it fetches a fresh one
 * (`CDN-Cache-Control`, RFC 9213, read by CDNs and ignored by browsers).
 */
const KEEP_MS = 60_000;
export const dealerPageCacheControl = 'public, max-age=0, s-maxage=60';
export const dealerPageCdnCacheControl = 'public, max-age=60, stale-while-revalidate=300';

interface Kept {
  at: number;
  view: Promise<DealerPageView<DealerEntry>>;
}
const kept = new WeakMap<Services, Map<string, Kept>>();

/** Map units shown across the static map: about 500 km, a region around the dealer. */
const MAP_SPAN = 130;
let baseMap: Promise<{ outline: string; borders: string } | null> | undefined;

async function mapOf(dealer: DealerEntry): Promise<DealerMapView | null> {
  baseMap ??= australiaMap()
    .then((map) => ({ outline: map.outline, borders: map.borders }))
    .catch(() => null);
  const base = await baseMap;
  if (!base) return null;
  const { x, y } = project(dealer.location);
  const height = MAP_SPAN * 0.6;
  const viewBox = [x - MAP_SPAN / 2, y - height / 2, MAP_SPAN, height]
    .map((value) => value.toFixed(1))
    .join(' ');
  return { ...base, x, y, viewBox };
}

async function viewOf(services: Services, dealer: DealerEntry): Promise<DealerPageView<DealerEntry>> {
  const zone = timeZoneByState[dealer.address.state];
  const [measured, reviews, map] = await Promise.all([
    measuredFigures(services.db.db, dealer, {
      now: clock.now(),
      windowMinutes: services.routing.settings.responseMinutes,
    }),
    reviewsOf(services).repository.dealerReviews(dealer.id, zone),
    mapOf(dealer),
  ]);
  return { dealer, measured, reviews, map, radiusKm: services.routing.settings.radiusKm };
}

export interface DealerPageRoute {
  status: 200 | 404;
  view: DealerPageView<DealerEntry> | null;
}

export async function dealerPageRoute(astro: {
  locals: App.Locals;
  params: Record<string, string | undefined>;
  response: ResponseInit & { headers: Headers };
}): Promise<DealerPageRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The dealer pages need the site server (npm start)');
  // The directory the server routes with (a published edit reloads it), else the built content's:
  // the same in production; a test server routes to the tests' own dealers while the built locator
  // lists the content's, and every dealer it lists has a page.
  const dealer =
    services.dealers.find((entry) => entry.id === astro.params.dealer) ??
    (await getDealers()).find((entry) => entry.id === astro.params.dealer);
  if (!dealer) {
    astro.response.headers.set('Cache-Control', 'no-store');
    return { status: 404, view: null };
  }
  let byDealer = kept.get(services);
  if (!byDealer) {
    byDealer = new Map();
    kept.set(services, byDealer);
  }
  const now = clock.now().getTime();
  let entry = byDealer.get(dealer.id);
  if (!entry || now - entry.at > KEEP_MS || now < entry.at) {
    entry = { at: now, view: viewOf(services, dealer) };
    byDealer.set(dealer.id, entry);
    entry.view.catch(() => byDealer?.delete(dealer.id));
  }
  astro.response.headers.set('Cache-Control', dealerPageCacheControl);
  astro.response.headers.set('CDN-Cache-Control', dealerPageCdnCacheControl);
  return { status: 200, view: await entry.view };
}

/** A review just written, replied to or removed shows at once: the dealer's kept page goes. */
export function forgetDealerPage(services: Services, dealerId: string): void {
  kept.get(services)?.delete(dealerId);
}
