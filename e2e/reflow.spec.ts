/**
 * Reflow at 320 CSS px, the width WCAG 2.2's criterion 1.4.10 names: no page may scroll sideways as
 * a whole. Every sitemap page, the tools' result states, the signed-in portal, and every page that
 * shows the compare tray with three products in it. A failure names the page, the document's width
 * and the widest element that sticks out (data tables may be wider, inside their own scrolling
 * region, which clips them and so does not count).
 *
 * Fast on purpose: one browser context, pages loaded one after another, waiting only for what each
 * state shows.
 */
import type { Page } from '@playwright/test';
import { demoUsers, startPortalSite } from '../tests/support/portal-site';
import { machineToday, testPromotions } from '../tests/support/promotion-fixtures';
import { expect, test } from './support/fixtures';
import { loginByRedirect } from './support/portal-login';
import { builtSitemapPaths } from './support/sitemap';

const VIEWPORT = { width: 320, height: 720 };

// No trace: a sweep of ninety pages would record them all, and the failure names page and element.
test.use({ viewport: VIEWPORT, trace: 'off' });

/** What stuck out of one page: its document width and its widest overflowing element. */
interface Overflow {
  documentWidth: number;
  widest: string;
}

/**
 * Runs in the page. Null when the document fits; otherwise the widest element past the viewport's
 * right edge that no scrolling or clipping box holds in, and the one reaching farthest (often a
 * 1 px visually hidden label that escapes a scroller because nothing positions it).
 */
function measureOverflow(): Overflow | null {
  const root = document.documentElement;
  const viewport = root.clientWidth;
  if (root.scrollWidth <= viewport) return null;
  const name = (element: Element) => {
    const box = element.getBoundingClientRect();
    const classes = [...element.classList].map((name) => `.${name}`).join('');
    const text = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return `<${element.localName}${element.id ? `#${element.id}` : ''}${classes}> ${Math.round(box.width)} px wide, right edge at ${Math.round(box.right)} px “${text.slice(0, 60)}”`;
  };
  const found = {
    widest: null as Element | null,
    width: 0,
    farthest: null as Element | null,
    right: viewport,
  };
  // Top down, once per element. A box that scrolls or clips holds in its descendants, except those
  // positioned against a box outside it (absolute with no positioned ancestor inside, or fixed).
  const visit = (element: Element, clipper: Element | null) => {
    const style = getComputedStyle(element);
    const escapes =
      style.position === 'fixed' ||
      (style.position === 'absolute' &&
        !(element instanceof HTMLElement && clipper?.contains(element.offsetParent)));
    const held = clipper !== null && !escapes;
    const box = element.getBoundingClientRect();
    if (!held && box.right > viewport + 0.5 && box.width > 0) {
      if (box.width > found.width) Object.assign(found, { widest: element, width: box.width });
      if (box.right > found.right) Object.assign(found, { farthest: element, right: box.right });
    }
    const nextClipper = style.overflowX !== 'visible' ? element : held ? clipper : null;
    for (const child of element.children) visit(child, nextClipper);
  };
  for (const child of document.body.children) visit(child, null);
  const widest = found.widest ? name(found.widest) : '(none found)';
  const farthest =
    found.farthest && found.farthest !== found.widest ? `; farthest: ${name(found.farthest)}` : '';
  return { documentWidth: root.scrollWidth, widest: `${widest}${farthest}` };
}

/** One line per page that scrolls sideways, for the assertion's message. */
async function overflowOf(page: Page, label: string): Promise<string | null> {
  const overflow = await page.evaluate(measureOverflow);
  return overflow
    ? `${label}: document ${overflow.documentWidth} px wide at ${VIEWPORT.width} px; widest: ${overflow.widest}`
    : null;
}

const tray = (page: Page) => page.getByRole('region', { name: 'Products to compare' });

/** The sizing tool hydrates when it scrolls into view (below the hero on a phone). */
async function sizingToolInView(page: Page) {
  await page.getByRole('region', { name: 'Size your system' }).scrollIntoViewIfNeeded();
}

/** The tools with a result on screen, each with what shows that the result has rendered. */
const toolStates: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/your-perfect-climate?room=bedroom_4x5_2.4&room=living_30_2.7&room=study_12_2.7&insulation=good&windows=west&shade=none&postcode=4000&want=both&scope=rooms&step=results',
    ready: async (page) => {
      await sizingToolInView(page);
      await expect(page.getByRole('table', { name: 'Capacity needed, room by room' })).toBeVisible();
    },
  },
  {
    path: '/your-perfect-climate?home=220_2.7&insulation=poor&windows=west&shade=none&postcode=3000&want=both&scope=home&step=results',
    ready: async (page) => {
      await sizingToolInView(page);
      await expect(page.getByText(/You need about .* kW of heating/)).toBeVisible();
    },
  },
  ...[
    '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system',
    '/products/evaporative-cooling/outback-rm200-roof-mounted-evaporative-cooler',
    '/products/gas-ducted-heating/hearth-7-star-24kw-gas-ducted-heater',
  ].map((path) => ({
    path,
    ready: async (page: Page) => {
      const estimate = page.getByRole('region', { name: 'Running costs' });
      await estimate.scrollIntoViewIfNeeded();
      await expect(estimate.getByRole('textbox', { name: /price/ })).toBeEnabled();
    },
  })),
  ...[
    'edge-3-5kw-reverse-cycle-split-system,aura-3-5kw-reverse-cycle-split-system,breeze-3-5kw-reverse-cycle-split-system',
    'edge-3-5kw-reverse-cycle-split-system,edge-14-0kw-ducted-reverse-cycle-system,hearth-7-star-24kw-gas-ducted-heater',
  ].map((slugs) => ({
    path: `/compare?products=${slugs}`,
    ready: async (page: Page) => {
      await expect(page.getByRole('table', { name: /side by side/ })).toBeVisible();
    },
  })),
  {
    // A promotion's page with its claim form (not in the sitemap: reached from /promotions); the
    // server serves the tests' own promotions.
    path: `/promotions/${testPromotions(machineToday()).splits.slug}`,
    ready: async (page: Page) => {
      await expect(page.getByRole('form', { name: 'Cashback claim' })).toBeVisible();
    },
  },
  {
    path: '/search?q=ducted',
    ready: async (page) => {
      // Pagefind compiles its WebAssembly first: slower than the rest on a busy machine.
      await expect(page.getByRole('main').getByRole('region', { name: /^Products/ })).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  {
    path: '/where-to-buy?near=2000',
    ready: async (page) => {
      await expect(page.getByText(/^Showing 10 of \d+ dealers/)).toBeVisible({ timeout: 20_000 });
    },
  },
];

/** Three products, the most the tray holds, with the longest names. */
const FULL_TRAY =
  '/compare?products=edge-14-0kw-ducted-reverse-cycle-system,hearth-7-star-24kw-gas-ducted-heater,breeze-2-7kw-reverse-cycle-window-air-conditioner';

test('every sitemap page and tool result fits 320 px, with the compare tray empty and full', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  /** One page of each kind that shows the tray (home, range, products index, listing, product page…). */
  const withTray = new Map<string, string>();
  for (const path of builtSitemapPaths()) {
    await page.goto(path);
    const kind = `${path.split('/')[1]}/${path.split('/').length}`;
    if (!withTray.has(kind) && (await page.locator('cirrus-compare-tray').count()) > 0)
      withTray.set(kind, path);
    failures.push((await overflowOf(page, path)) ?? '');
  }
  for (const state of toolStates) {
    await page.goto(state.path);
    await state.ready(page);
    failures.push((await overflowOf(page, state.path)) ?? '');
  }

  // The comparison makes its products the stored choice: the tray is full from here on.
  await page.goto(FULL_TRAY);
  await expect(page.getByRole('table', { name: /side by side/ })).toBeVisible();
  expect([...withTray.keys()]).toEqual(expect.arrayContaining(['products/2', 'products/3', 'products/4']));
  for (const path of withTray.values()) {
    await page.goto(path);
    await expect(tray(page).getByRole('listitem')).toHaveCount(3);
    failures.push((await overflowOf(page, `${path} (compare tray full)`)) ?? '');
  }
  expect(failures.filter(Boolean)).toEqual([]);
});

test('/portal fits 320 px before signing in: the login page with its demo accounts', async ({ page }) => {
  await page.goto('/portal');
  await expect(page.getByRole('heading', { level: 1, name: /^Log in to / })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'service@westmeadairservice.com.au' }),
  ).toBeVisible();
  expect(await overflowOf(page, '/portal (login)')).toBeNull();
});

test('the signed-in portal fits 320 px', async ({ page }) => {
  test.setTimeout(90_000);
  const portal = await startPortalSite();
  try {
    const reference = portal.leads.find((lead) => lead.type === 'quote')?.reference ?? '';
    await loginByRedirect(page, portal, demoUsers.staff, `${portal.url}/portal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads inbox' })).toBeVisible();
    // A phone gets the leads as a list, not a table to swipe sideways.
    await expect(page.getByRole('list', { name: /^Leads, page 1/ })).toBeVisible();
    const failures = [await overflowOf(page, '/portal')];
    await page.goto(`${portal.url}/portal/overview`);
    await expect(page.getByRole('table', { name: /^Leads by type and status/ })).toBeVisible();
    failures.push(await overflowOf(page, '/portal/overview'));
    await page.goto(`${portal.url}/portal/dealers`);
    await expect(page.getByRole('table', { name: /^How each dealer answers its leads/ })).toBeVisible();
    failures.push(await overflowOf(page, '/portal/dealers'));
    await page.goto(`${portal.url}/portal/lead?ref=${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
    failures.push(await overflowOf(page, '/portal/lead'));
    // Staff's warranty and claims lists: each table scrolls in its own region.
    for (const [view, table] of [
      ['/portal/warranty', /^Warranty registrations/],
      ['/portal/claims', /^Promotion claims/],
    ] as const) {
      await page.goto(`${portal.url}${view}`);
      await expect(page.getByRole('table', { name: table })).toBeVisible();
      failures.push(await overflowOf(page, view));
    }
    expect(failures.filter(Boolean)).toEqual([]);
  } finally {
    await portal.stop();
  }
});
