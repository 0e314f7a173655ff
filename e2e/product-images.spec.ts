import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
/**
 * Product pictures in a real browser and over HTTP: every product page's pictures answer (no 404),
 * carry alt text and an AVIF source; the gallery leads the page with its first picture preloaded at
 * high priority and the rest lazy (never raised to high priority on a phone), its thumbnails work from the keyboard without JavaScript; cards
 * show their product's picture; and Astro's on-demand `/_image` endpoint is refused. Promotions:
 * every promotion page leads with its offer artwork (or its first eligible product's picture),
 * preloaded, with the amount over it as text; /promotions shows each offer's artwork; the /promotions
 * and /warranty heroes show from a tablet up, like a listing's.
 */
import { machineToday, testPromotions } from '../tests/support/promotion-fixtures';
import { axeViolations, expect, test } from './support/fixtures';
import { layoutShiftsSince, recordLayoutShifts, twoFrames } from './support/layout-shifts';
import { builtSitemapPaths } from './support/sitemap';

const PRODUCT = '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system';
const COOLER = '/products/evaporative-cooling/outback-rm250-roof-mounted-evaporative-cooler';
const productPaths = builtSitemapPaths().filter(
  (path) => path.startsWith('/products/') && path.split('/').length === 4,
);

/** Each `<picture>` of a page's HTML: its sources' types and URLs, and its `<img>`'s alt and URLs. */
function picturesOf(html: string) {
  return [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map(([, inner = '']) => {
    const attribute = (tag: string, name: string) =>
      tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&');
    const urls = (srcset = '') =>
      srcset
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean);
    // (A source without a type is the empty stand-in a phone shows for a picture it leaves out.)
    const sources = [...inner.matchAll(/<source[^>]*>/g)]
      .filter(([tag]) => attribute(tag, 'type'))
      .map(([tag]) => ({ type: attribute(tag, 'type'), urls: urls(attribute(tag, 'srcset')) }));
    const img = inner.match(/<img[^>]*>/)?.[0] ?? '';
    return {
      sources,
      alt: attribute(img, 'alt'),
      width: attribute(img, 'width'),
      height: attribute(img, 'height'),
      urls: [attribute(img, 'src') ?? '', ...urls(attribute(img, 'srcset'))].filter(Boolean),
    };
  });
}

test('every product page has five pictures, each with alt text, an AVIF source and files that answer', async ({
  request,
}) => {
  // Some 60 pages and their few hundred picture files.
  test.setTimeout(5 * 60_000);
  expect(productPaths.length).toBeGreaterThan(50);
  const checked = new Set<string>();
  for (const path of productPaths) {
    const html = await (await request.get(path)).text();
    const pictures = picturesOf(html);
    // The gallery's large pictures have alt text; thumbnails inside their named links have alt="".
    const described = pictures.filter((picture) => picture.alt);
    expect(described.length, path).toBeGreaterThanOrEqual(5);
    for (const picture of pictures) {
      expect(picture.alt, path).toBeDefined();
      expect(Number(picture.width), path).toBeGreaterThan(0);
      expect(Number(picture.height), path).toBeGreaterThan(0);
      expect(
        picture.sources.map((source) => source.type),
        path,
      ).toContain('image/avif');
      for (const url of [...picture.urls, ...picture.sources.flatMap((source) => source.urls)]) {
        if (checked.has(url)) continue;
        checked.add(url);
        const response = await request.get(url);
        expect(response.status(), `${path}: ${url}`).toBe(200);
        expect(response.headers()['content-type'], url).toMatch(/^image\/(avif|webp)/);
      }
    }
  }
});

test('the product page leads with its gallery: first picture preloaded and eager, thumbnails by keyboard', async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // axe on a long page
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(PRODUCT);
  const gallery = page.getByRole('region', { name: /^Pictures of the Edge 3\.5 kW/ });
  await expect(gallery).toBeVisible();
  const first = gallery.getByRole('img', {
    name: /Edge 3\.5 kW Reverse Cycle Split System: the wall split indoor unit/,
  });
  await expect(first).toBeInViewport();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect
    .poll(() => first.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // The preload names the same AVIF sizes, at high priority.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  expect(await preload.getAttribute('imagesrcset')).toBe(
    await gallery.locator('source[type="image/avif"]').first().getAttribute('srcset'),
  );
  // The other pictures wait until they are near.
  const others = gallery.locator('ol img');
  expect(await others.count()).toBeGreaterThanOrEqual(3);
  for (const image of (await others.all()).slice(1)) await expect(image).toHaveAttribute('loading', 'lazy');

  // Keyboard: a thumbnail link brings its picture into view.
  const inScale = gallery.getByRole('img', { name: /to scale in a room with a 2\.4 m ceiling/ });
  await expect(inScale).not.toBeInViewport();
  const thumbnail = gallery.getByRole('link', { name: /: In scale$/ });
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  await expect(inScale).toBeInViewport();

  // The dimension drawing is with the specifications.
  await expect(
    page
      .getByRole('region', { name: 'Specifications' })
      .getByRole('img', { name: /^Dimension drawing of the Edge 3\.5 kW/ }),
  ).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/**
 * Chrome's own record of a page's requests, from now on: each one's priority as it starts and
 * whenever layout raises it, when it was sent and when its last bytes arrived (the protocol's
 * monotonic clock). With `phoneNetwork`, the page is put on Lighthouse's phone network (150 ms,
 * 1.6 Mbit/s).
 */
async function recordRequests(page: Page, { phoneNetwork = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; priorities: string[]; sentAt: number; doneAt?: number }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    requests.set(requestId, { url: request.url, priorities: [request.initialPriority], sentAt: timestamp });
  });
  cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    requests.get(requestId)?.priorities.push(newPriority);
  });
  // Arrived: its last bytes reached the page (the finished event itself can come a moment later).
  cdp.on('Network.dataReceived', ({ requestId, timestamp }) => {
    const request = requests.get(requestId);
    if (request) request.doneAt = timestamp;
  });
  if (phoneNetwork)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  return {
    /** The requests for a path. */
    of: (path: string) => [...requests.values()].filter(({ url }) => new URL(url).pathname === path),
    /** The requests of an image's files (they share the name the image pipeline gave its source). */
    ofImage: async (image: Locator) => {
      const src = (await image.getAttribute('src')) ?? '';
      const stem = src.slice(0, src.lastIndexOf('_') + 1);
      return [...requests.values()].filter(({ url }) => url.includes(stem));
    },
  };
}

test.describe('a second product page, its stylesheet already cached', () => {
  // The browser's own cache, not the service worker's, so the page's requests are Chrome's. With
  // the stylesheet at hand, layout finds the next slides near while the main picture is still
  // arriving: without the wait for the first screen's paint, they would share its bandwidth.
  // (The suite blocks the service worker: playwright.config.ts.)
  test('on a phone the gallery’s first picture is fetched alone at high priority; the later slides after it has painted, never raised', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The first product page: every product page's stylesheet is now in the cache.
    await page.goto(PRODUCT);
    await page.waitForLoadState('load');
    const requestsOf = (await recordRequests(page, { phoneNetwork: true })).ofImage;
    // A heavy main picture: the cooler's pads.
    await page.goto(COOLER);
    const slides = page.getByRole('region', { name: /^Pictures of the Outback 25,000/ }).locator('ol img');
    const prioritiesOf = async (index: number) =>
      (await requestsOf(slides.nth(index))).flatMap(({ priorities }) => priorities);
    await expect.poll(() => prioritiesOf(0)).toContain('High');
    await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'painted');
    // The second slide starts where the first ends, at the screen's edge, so it is fetched without a
    // swipe...
    expect(await slides.nth(1).evaluate((image) => image.getBoundingClientRect().left)).toBeLessThan(390);
    await expect.poll(async () => (await prioritiesOf(1)).length).toBeGreaterThan(0);
    // ...but only once the main picture is in.
    const [main] = await requestsOf(slides.nth(0));
    const [second] = await requestsOf(slides.nth(1));
    expect(main?.doneAt, 'the main picture arrived').toBeDefined();
    expect(second?.sentAt ?? 0).toBeGreaterThanOrEqual(main?.doneAt ?? Number.POSITIVE_INFINITY);
    // And never raised to high priority beside the main picture (web.dev: a carousel's hidden slides).
    for (const index of [1, 2, 3, 4]) {
      const seen = await prioritiesOf(index);
      expect(seen, `slide ${index + 1}`).not.toContain('High');
      expect(seen, `slide ${index + 1}`).not.toContain('VeryHigh');
    }
  });
});

test('on a phone a listing’s later cards wait for the first card’s picture to paint, and nothing moves when they come', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The first picture the page asks for (the first card's, preloaded) is held until released.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(/\/_astro\/file\.[^/]+\.avif$/, async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (url === requested[0]) await held;
    await route.continue();
  });
  // The brand font's swap moves one line by a pixel's fraction (start-scripts.spec.ts holds it to
  // its own measure); here only the pictures may move anything.
  await page.route('**/*.woff2', (route) => route.abort());
  await recordLayoutShifts(page);
  await page.goto('/products/wall-mounted-air-conditioning', { waitUntil: 'domcontentloaded' });
  const cards = page.getByRole('list', { name: 'Products', exact: true }).locator('picture img');
  // The next card with a picture of its own (models of one cabinet share theirs), near enough to
  // the first screen to load without a scroll.
  const sources = await cards.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  const next = cards.nth(sources.findIndex((src) => src !== sources[0]));
  // Laid out, and the lazy pictures' observers given their frame to fire: nothing more is asked for.
  await twoFrames(page);
  await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'painting');
  expect(await next.evaluate((image) => image.getClientRects().length)).toBe(0);
  expect(requested).toHaveLength(1);
  // The first card's picture arrives and paints: the others follow.
  release();
  await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'painted');
  await expect
    .poll(() => next.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(requested.length).toBeGreaterThan(1);
  // Each card's frame kept its shape while its picture waited.
  expect(await layoutShiftsSince(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every slide of the gallery is there from the start, and a swipe shows the next picture', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PRODUCT);
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
    const gallery = page.getByRole('region', { name: /^Pictures of the Edge 3\.5 kW/ });
    const pictures = gallery.locator('ol picture');
    expect(await pictures.count()).toBe(5);
    for (const picture of await pictures.all())
      expect(await picture.evaluate((element) => element.getClientRects().length)).toBeGreaterThan(0);
    // The strip scrolls sideways by itself: the second picture comes into view and loads.
    await gallery.getByRole('list', { name: /5 pictures; scroll sideways/ }).evaluate((strip) => {
      strip.scrollBy({ left: strip.clientWidth, behavior: 'instant' });
    });
    const second = gallery.locator('ol img').nth(1);
    await expect(second).toBeInViewport();
    await expect
      .poll(() => second.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('listing cards show each product its own picture', async ({ page }) => {
  await page.goto('/products/wall-mounted-air-conditioning');
  const pictures = page.getByRole('list', { name: 'Products', exact: true }).locator('picture img');
  expect(await pictures.count()).toBeGreaterThan(10);
  const alts = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(new Set(alts).size).toBe(alts.length);
  await expect
    .poll(() => pictures.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

test("Astro's on-demand image endpoint is refused: every size is made at build", async ({ request }) => {
  const response = await request.get('/_image?href=%2F_astro%2Ffront.jpg&w=4000&h=3000&f=avif&q=100');
  expect(response.status()).toBe(404);
  expect((await request.get('/_image')).status()).toBe(404);
});

/** The server's promotions (global-setup.ts started it on this day), and the build's (same slugs and art). */
const promotions = testPromotions(process.env.E2E_TODAY ?? machineToday());

test('every promotion page leads with its offer artwork: alt text, an AVIF source, files that answer, preloaded', async ({
  request,
}) => {
  const expected = {
    [promotions.splits.slug]: promotions.splits.artwork.alt,
    [promotions.ducted.slug]: promotions.ducted.artwork.alt,
    [promotions.closed.slug]: promotions.closed.artwork.alt,
    // No artwork of its own: its first eligible product's picture stands in.
    [promotions.upcoming.slug]: /^Aura 2\.5 kW Reverse Cycle Split System: the wall split indoor unit/,
  };
  for (const [slug, alt] of Object.entries(expected)) {
    const path = `/promotions/${slug}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const [artwork] = picturesOf(html);
    expect(artwork, path).toBeDefined();
    if (!artwork) continue;
    if (typeof alt === 'string') expect(artwork.alt, path).toBe(alt);
    else expect(artwork.alt, path).toMatch(alt);
    expect(
      artwork.sources.map((source) => source.type),
      path,
    ).toContain('image/avif');
    // The layout preloads the same AVIF sizes.
    const preload = html.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/)?.[0] ?? '';
    expect(preload.replace(/&amp;/g, '&'), path).toContain(artwork.sources[0]?.urls[0] ?? 'none');
    for (const url of [...artwork.urls, ...artwork.sources.flatMap((source) => source.urls)]) {
      const file = await request.get(url);
      expect(file.status(), `${path}: ${url}`).toBe(200);
      expect(file.headers()['content-type'], url).toMatch(/^image\/(avif|webp)/);
    }
  }
});

test('a promotion page shows its artwork with the offer over it on a laptop and a phone, axe clean', async ({
  page,
  consoleErrors,
}) => {
  const { splits } = promotions;
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/promotions/${splits.slug}`);
    const artwork = page.getByRole('img', { name: splits.artwork.alt, exact: true });
    await expect(artwork).toBeInViewport();
    await expect(artwork).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => artwork.evaluate((image) => (image as HTMLImageElement).currentSrc))
      .toMatch(/\.avif$/);
    await expect(page.getByText('$200 cashback', { exact: true })).toBeInViewport();
  }
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('/promotions shows each offer its artwork; its hero and the warranty hero stay off a phone', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/promotions');
  const current = page.getByRole('region', { name: 'Current promotions' });
  await expect(current.getByRole('img', { name: promotions.splits.artwork.alt, exact: true })).toBeVisible();
  await expect(current.getByRole('img', { name: promotions.ducted.artwork.alt, exact: true })).toBeVisible();
  await expect(current.getByText('$400 cashback', { exact: true })).toBeVisible();
  const past = page.getByRole('region', { name: 'Past promotions' });
  await expect(past.getByRole('img', { name: promotions.closed.artwork.alt, exact: true })).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);

  for (const path of ['/promotions', '/warranty'] as const) {
    // The hero, by the alt text the page's content gives it.
    const { hero } = parse(readFileSync(`src/content/pages${path}.yaml`, 'utf8')) as {
      hero: { alt: string };
    };
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    const picture = page.getByRole('main').getByRole('img', { name: hero.alt, exact: true });
    await expect(picture, path).toBeInViewport();
    await expect(picture, path).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('link[rel="preload"][as="image"]'), path).toHaveAttribute(
      'media',
      '(min-width: 40rem)',
    );
    if (path === '/warranty') expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(picture, path).toBeHidden();
  }
  expect(consoleErrors).toEqual([]);
});

test('a hero a phone leaves out costs the phone nothing: no file fetched, the first card preloaded instead, while a laptop loads it', async ({
  page,
}) => {
  const listing = '/products/wall-mounted-air-conditioning';
  // The listing's hero, by the alt text its category gives it.
  const category = parse(
    readFileSync('src/content/categories/wall-mounted-air-conditioning.yaml', 'utf8'),
  ) as { hero: { alt: string } };
  const hero = page.getByAltText(category.hero.alt, { exact: true });
  const heroFiles = (html: string) =>
    new Set([...html.matchAll(/\/_astro\/image\.[\w-]+\.(?:avif|webp)/g)].map(([path]) => path));
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const requests = await recordRequests(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(listing);
  await page.waitForLoadState('load');
  const files = heroFiles(await page.content());
  expect(files.size).toBeGreaterThan(0);
  await expect(hero).toBeHidden();
  expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/^data:image\/gif/);
  expect(fetched.filter((path) => files.has(path))).toEqual([]);
  // The phone's largest picture is the first card's instead: preloaded for the phone, at high
  // priority, and fetched once (the preload names the same file the card then shows).
  const firstCard = page.getByRole('list', { name: 'Products', exact: true }).locator('picture img').first();
  await expect(firstCard).toBeInViewport();
  await expect
    .poll(() => firstCard.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const cardFile = await firstCard.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
  expect(cardFile).toMatch(/\.avif$/);
  expect(fetched.filter((path) => path === cardFile)).toHaveLength(1);
  expect(requests.of(cardFile).map(({ priorities }) => priorities[0])).toEqual(['High']);

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(1);
  expect(await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(
    /\.avif$/,
  );
});

test('on a phone the gallery’s thumbnails are dots that fetch nothing and still bring their picture into view', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PRODUCT);
  await page.waitForLoadState('load');
  const gallery = page.getByRole('region', { name: /^Pictures of the Edge 3\.5 kW/ });
  const thumbnailFiles = await gallery.locator('ul picture').evaluateAll((pictures) =>
    pictures.flatMap((picture) =>
      [...picture.querySelectorAll('source[type], img')].flatMap((element) =>
        `${element.getAttribute('srcset') ?? ''},${element.getAttribute('src') ?? ''}`
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
          .filter((url) => url.startsWith('/')),
      ),
    ),
  );
  expect(thumbnailFiles.length).toBeGreaterThan(4);
  expect(fetched.filter((path) => thumbnailFiles.includes(path))).toEqual([]);

  const dots = gallery.getByRole('link', { name: /^Show picture \d/ });
  expect(await dots.count()).toBeGreaterThanOrEqual(3);
  for (const dot of await dots.all()) {
    const box = await dot.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
  const inScale = gallery.getByRole('img', { name: /to scale in a room with a 2\.4 m ceiling/ });
  await expect(inScale).not.toBeInViewport();
  await gallery.getByRole('link', { name: /: In scale$/ }).click();
  await expect(inScale).toBeInViewport();
});
