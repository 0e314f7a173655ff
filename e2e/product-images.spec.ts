/**
 * Product pictures in a real browser and over HTTP: every product page's pictures answer (no 404),
 * carry alt text and an AVIF source; the gallery leads the page with its first picture preloaded at
 * high priority and the rest lazy, its thumbnails work from the keyboard without JavaScript; cards
 * show their product's picture; and Astro's on-demand `/_image` endpoint is refused.
 */
import { axeViolations, expect, test } from './support/fixtures';
import { builtSitemapPaths } from './support/sitemap';

const PRODUCT = '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system';
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
    const sources = [...inner.matchAll(/<source[^>]*>/g)].map(([tag]) => ({
      type: attribute(tag, 'type'),
      urls: urls(attribute(tag, 'srcset')),
    }));
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

test('every product page has at least three pictures, each with alt text, an AVIF source and files that answer', async ({
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
    expect(described.length, path).toBeGreaterThanOrEqual(3);
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
  const inScale = gallery.getByRole('img', { name: /drawn to scale in a room with a 2\.4 m ceiling/ });
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
