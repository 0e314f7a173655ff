/**
 * The dealer map's hosted mode (MAP_STYLE_URL) in a real browser, against a site started with a
 * style served by a loopback server of the test's own (a background, a GeoJSON land fetched from the
 * same server, an attribution: no network, nothing downloaded): MapLibre's code is fetched only once
 * the map shows, draws the style with WebGL (headless Chromium's SwiftShader), the pins stay buttons
 * in list order over it and open the callout, axe finds nothing, the policy lets in the style's
 * origin (and nothing breaks it), and a style or land that fails gives the embedded map, silently.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { type SiteProcess, startSiteProcess } from '../tests/support/site-process';
import { axeViolations, expect, siteScriptsReady, test } from './support/fixtures';

const PAGE = '/where-to-buy';
/** MapLibre and the module that draws with it (and MapLibre's worker): the hosted map's code. */
const HOSTED_CODE = /\/_astro\/(HostedBase|maplibre-gl)[.-][\w.-]*\.m?js$/;
/** The style's colours, neither of which the embedded map uses. */
const SEA: [number, number, number] = [0x2a, 0x6f, 0x97];
const LAND: [number, number, number] = [0xe8, 0xd9, 0xb5];
const hex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

test.use({ timezoneId: 'Australia/Sydney' });

/** What the style server answers: everything, a failing style, a failing land document, or a style that never comes. */
let failing: 'none' | 'style' | 'land' | 'hang' = 'none';
/** Style requests held open (failing: 'hang'), ended when the server closes. */
const held: ServerResponse[] = [];
let styleServer: Server;
let styleOrigin: string;
let site: SiteProcess;

/** Land west of 151.2° E (Sydney's CBD is at 151.21°): the first view at 2000 shows land and sea. */
const land = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [140, -40],
            [151.2, -40],
            [151.2, -30],
            [140, -30],
            [140, -40],
          ],
        ],
      },
    },
  ],
};

test.beforeAll(async () => {
  styleServer = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*' };
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/styles/cirrus.json' && failing === 'hang') {
      held.push(res);
      return;
    }
    if (path === '/styles/cirrus.json' && failing !== 'style') {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          version: 8,
          name: 'Cirrus test style',
          sources: {
            land: {
              type: 'geojson',
              data: `${styleOrigin}/data/land.geojson`,
              attribution: 'Test land © Cirrus',
            },
          },
          layers: [
            { id: 'sea', type: 'background', paint: { 'background-color': hex(SEA) } },
            {
              id: 'land',
              type: 'fill',
              source: 'land',
              paint: { 'fill-color': hex(LAND), 'fill-antialias': false },
            },
          ],
        }),
      );
      return;
    }
    if (path === '/data/land.geojson' && failing !== 'land') {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/geo+json' });
      res.end(JSON.stringify(land));
      return;
    }
    res.writeHead(path.startsWith('/styles/') || path.startsWith('/data/') ? 500 : 404, cors).end();
  });
  await new Promise<void>((resolve) => styleServer.listen(0, '127.0.0.1', resolve));
  styleOrigin = `http://127.0.0.1:${(styleServer.address() as AddressInfo).port}`;
  site = await startSiteProcess({ MAP_STYLE_URL: `${styleOrigin}/styles/cirrus.json` });
});

test.afterAll(async () => {
  // MapLibre, its worker and the style's requests all fit the Content-Security-Policy.
  expect(site?.output() ?? '').not.toContain('csp violation');
  await site?.stop();
  for (const res of held) res.destroy();
  styleServer?.close();
});

test.beforeEach(() => {
  failing = 'none';
});

const figure = (page: Page) => page.getByRole('figure', { name: /^Map of the \d+ nearest dealers to / });
const pins = (page: Page) => page.getByRole('list', { name: 'Dealers on the map' }).getByRole('button');
const resultNames = (page: Page) =>
  page.getByRole('list', { name: 'Nearest dealers' }).getByRole('heading', { level: 3 });
const hostedCanvas = (page: Page) => figure(page).locator('[data-hosted-map] canvas');

/** Pixels of the element's screenshot with exactly this colour. */
async function pixelsOf(element: Locator, rgb: readonly number[]): Promise<number> {
  const { data, info } = await sharp(await element.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2]) count += 1;
  return count;
}

test('the style’s origin is in the policy where it is configured, and only there', async ({
  page,
  baseURL,
}) => {
  const hosted = (await page.request.get(`${site.url}${PAGE}`)).headers()['content-security-policy'] ?? '';
  expect(hosted).toMatch(new RegExp(`connect-src [^;]*${styleOrigin.replaceAll('.', '\\.')}`));
  expect(hosted).toMatch(new RegExp(`img-src [^;]*${styleOrigin.replaceAll('.', '\\.')}`));
  expect(hosted).toMatch(/worker-src 'self';/);
  // The shared test server has no MAP_STYLE_URL: no map origin (its identity provider's stays).
  const embedded = (await page.request.get(`${baseURL}${PAGE}`)).headers()['content-security-policy'] ?? '';
  expect(embedded).not.toContain(styleOrigin);
  expect(embedded).toMatch(/img-src 'self' data: blob:;/);
});

test('MapLibre loads only when the map shows, draws the style under pins in list order, and a pin opens its dealer', async ({
  page,
  consoleErrors,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${site.url}${PAGE}`);
  await siteScriptsReady(page);
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => HOSTED_CODE.test(path))).toEqual([]);
  await expect(page.locator('canvas')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Postcode or suburb' }).fill('2000');
  await page.getByRole('button', { name: 'Find dealers' }).click();
  await expect(resultNames(page)).toHaveCount(10);
  await expect(figure(page)).toBeVisible();
  await expect(hostedCanvas(page)).toBeVisible();
  // MapLibre's module and its worker, both from the site.
  await expect.poll(() => fetched.filter((path) => HOSTED_CODE.test(path)).length).toBeGreaterThanOrEqual(2);
  // WebGL drew the style: its sea and its land, not the embedded map (whose base map is not fetched).
  await expect.poll(() => pixelsOf(figure(page).locator('[data-hosted-map]'), SEA)).toBeGreaterThan(500);
  await expect.poll(() => pixelsOf(figure(page).locator('[data-hosted-map]'), LAND)).toBeGreaterThan(500);
  await expect(figure(page).locator('svg path')).toHaveCount(0);
  await expect(figure(page).getByText('Test land © Cirrus')).toBeAttached();

  // From the last filter, Tab walks the pins in list order (each pin's first dealer after the last's).
  const count = await pins(page).count();
  expect(count).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Sells', exact: true }).focus();
  const firsts: number[] = [];
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab');
    const members = await page.locator(':focus').getAttribute('data-members');
    firsts.push(Number(members?.split(' ')[0]));
  }
  expect(firsts[0]).toBe(0);
  expect(firsts).toEqual([...firsts].sort((a, b) => a - b));

  // Enter on a cluster zooms in (MapLibre follows) and keeps focus on dealer 1; on a dealer, shows it.
  await page.getByRole('combobox', { name: 'Sells', exact: true }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  for (let step = 0; step < 8; step += 1) {
    const name = (await focused.getAttribute('aria-label')) ?? '';
    if (/^1: /.test(name)) break;
    await page.keyboard.press('Enter');
    await expect(focused).toHaveAttribute('data-members', /^0( |$)/);
  }
  const first = await resultNames(page).first().textContent();
  await expect(focused).toHaveAccessibleName(`1: ${first}`);
  await page.keyboard.press('Enter');
  const callout = page.getByRole('region', { name: 'Dealer 1' });
  await expect(callout).toContainText(`1. ${first}`);
  await expect(callout).toContainText(/km away/);
  expect(await axeViolations(page, 'main figure')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

const failures = {
  style: 'a style answering 500',
  land: 'the style’s data answering 500',
  webgl: 'a browser without WebGL 2',
  hang: 'a style that never answers',
} as const;

for (const [failure, title] of Object.entries(failures) as [keyof typeof failures, string][]) {
  test(`${title} gives the embedded map, with no error shown`, async ({ page }) => {
    if (failure === 'webgl') {
      // As in a browser with WebGL off or blocked: a canvas gives no WebGL 2 context (MapLibre 6 needs one).
      await page.addInitScript(() => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (
          this: HTMLCanvasElement,
          type: string,
          ...rest: never[]
        ) {
          return type === 'webgl2' ? null : getContext.call(this, type as '2d', ...rest);
        } as typeof getContext;
      });
    } else failing = failure;
    await page.goto(`${site.url}${PAGE}?near=2000`);
    await expect(resultNames(page)).toHaveCount(10);
    // The embedded base map: its coast drawn as SVG from the build's document (a hung style is
    // given ten seconds first).
    await expect(figure(page).locator('path').first()).toHaveAttribute('d', /^M[\d.]+ [\d.]+l/, {
      timeout: failure === 'hang' ? 20_000 : undefined,
    });
    await expect(figure(page).locator('[data-hosted-map]')).toHaveCount(0);
    await expect(pins(page).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /not available|error/i })).toHaveCount(0);
  });
}
