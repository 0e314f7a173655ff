/**
 * Page loading as the spec (§2, §4, §7, §9) describes it, observed in a real browser: client
 * navigation, retries, error pages, build-id reloads, chunk recovery, scroll restoration.
 */
import type { Page, Route } from '@playwright/test';
import { expect, siteScriptsReady, test } from './support/fixtures';
import { quietWindow } from './support/quiet-window.ts';

// These tests fake the network with page.route, which does not see requests the service worker
// makes on the page's behalf; the worker has its own suite (offline.spec.ts).

/** Marks the current document; a full page load loses the mark. */
const markThisDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

/** Marks the document, once its scripts (the client router among them) have started. */
async function markDocument(page: Page) {
  await siteScriptsReady(page);
  await markThisDocument(page);
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function clickInMain(page: Page, href: string) {
  // A link added to the page, so each test controls exactly what it follows.
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = `Go to ${target}`;
    link.id = 'test-link';
    document.querySelector('main')?.prepend(link);
  }, href);
  await page.locator('#test-link').click();
}

test.describe('client navigation', () => {
  test('follows internal links without a full page load', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    await page
      .getByRole('navigation', { name: 'Primary', exact: true })
      .getByRole('link', { name: 'Why Cirrus' })
      .click();
    await expect(page).toHaveURL(/\/why-cirrus$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('retries a failed load and lands without a full page load', async ({ page }) => {
    let fetches = 0;
    await page.route('**/why-cirrus', (route: Route) => {
      if (route.request().resourceType() === 'fetch') {
        fetches += 1;
        if (fetches <= 2) return route.abort('failed');
      }
      return route.continue();
    });
    await page.goto('/');
    await markDocument(page);
    await clickInMain(page, '/why-cirrus');
    await expect(page).toHaveURL(/\/why-cirrus$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetches).toBe(3);
    expect(await isSameDocument(page)).toBe(true);
  });

  for (const failure of ['network error', '503'] as const) {
    test(`gives up after 3 retries (${failure}) with a full navigation`, async ({ page }) => {
      let fetches = 0;
      let documents = 0;
      await page.route('**/why-cirrus', (route: Route) => {
        if (route.request().resourceType() === 'fetch') {
          fetches += 1;
          return failure === '503' ? route.fulfill({ status: 503, body: 'busy' }) : route.abort('failed');
        }
        documents += 1;
        return route.fulfill({
          contentType: 'text/html',
          body: '<title>Full</title><h1>Arrived by full navigation</h1>',
        });
      });
      await page.goto('/');
      await markDocument(page);
      await clickInMain(page, '/why-cirrus');
      await expect(page.getByRole('heading', { name: 'Arrived by full navigation' })).toBeVisible();
      expect(fetches).toBe(4);
      expect(documents).toBe(1);
    });
  }

  test('shows the 404 page for a missing page', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    await clickInMain(page, '/no-such-page-here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await expect(page).toHaveURL(/\/no-such-page-here$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('shows the 500 page when the server fails', async ({ page, baseURL }) => {
    const errorPage = await (await fetch(new URL('/500', baseURL))).text();
    await page.route('**/why-cirrus', (route: Route) =>
      route.request().resourceType() === 'fetch'
        ? route.fulfill({ status: 500, contentType: 'text/html', body: errorPage })
        : route.continue(),
    );
    await page.goto('/');
    await markDocument(page);
    await clickInMain(page, '/why-cirrus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on our side');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('treats an answer that is not HTML as not found', async ({ page }) => {
    await page.route('**/why-cirrus', (route: Route) =>
      route.request().resourceType() === 'fetch'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"a page"}' })
        : route.continue(),
    );
    await page.goto('/');
    await markDocument(page);
    await clickInMain(page, '/why-cirrus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    // The address stays where the visitor went, as for a real 404 (not /404).
    await expect(page).toHaveURL(/\/why-cirrus$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('never retries a form post', async ({ page }) => {
    let posts = 0;
    await page.route('**/form-target', (route: Route) => {
      if (route.request().method() === 'POST') posts += 1;
      return route.abort('failed');
    });
    await page.goto('/');
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/form-target';
      form.innerHTML = '<input name="q" value="1"><button id="send">Send</button>';
      document.querySelector('main')?.prepend(form);
    });
    await page.locator('#send').click();
    await quietWindow(page, 2_500, 'a retried post would have gone out');
    // One attempt; the fallback after a failed post is a plain GET navigation, never a second post.
    expect(posts).toBe(1);
  });

  test('a link to a file bypasses the router', async ({ page }) => {
    const seen: string[] = [];
    await page.route('**/files/spec-sheet.pdf', (route: Route) => {
      seen.push(route.request().resourceType());
      return route.fulfill({ contentType: 'application/pdf', body: '%PDF-1.4' });
    });
    await page.goto('/');
    await siteScriptsReady(page);
    await clickInMain(page, '/files/spec-sheet.pdf');
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('fetch');
  });

  test('a link clicked while the router runs and the page loader does not yet is followed by the browser', async ({
    page,
  }) => {
    // The layout's first module installs the page loader (src/client/bootstrap.ts): held back, the
    // client router's module, which runs before it, is the only one that has run.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/_astro\/BaseLayout\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/,
      async (route) => {
        await released;
        await route.continue().catch(() => undefined); // the page may be gone by then
      },
    );
    await page.goto('/');
    await page.evaluate(() => (window as Window & { cirrusStart?: () => void }).cirrusStart?.());
    // The router has run: it numbers the page's history entry as it starts.
    await expect.poll(() => page.evaluate(() => (history.state as { index?: number } | null)?.index)).toBe(0);
    await markThisDocument(page);
    await clickInMain(page, '/why-cirrus');
    await expect(page).toHaveURL(/\/why-cirrus$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
    release();
  });
});

test.describe('new deploys', () => {
  test('a page of another build reloads once, and only once', async ({ page }) => {
    const documents: string[] = [];
    const futureBuild = (html: string) =>
      html.replace(/(<meta name="build-id" content=")[^"]+/, '$1build-from-the-future');
    await page.route(/\/(why-cirrus|faqs)$/, async (route: Route) => {
      if (route.request().resourceType() === 'document') {
        documents.push(new URL(route.request().url()).pathname);
        return route.continue();
      }
      const response = await route.fetch();
      return route.fulfill({ response, body: futureBuild(await response.text()) });
    });
    await page.goto('/');
    await markDocument(page);
    await clickInMain(page, '/why-cirrus');
    await expect(page).toHaveURL(/\/why-cirrus$/);
    await expect.poll(() => documents).toEqual(['/why-cirrus']);
    expect(await isSameDocument(page)).toBe(false);
    // The reloaded page's router starts with its scripts; a click before that is a plain link.
    await page.waitForLoadState('load');
    // The same new build again: the guard has already reloaded for it, so no loop.
    await markDocument(page);
    await clickInMain(page, '/faqs');
    await expect(page).toHaveURL(/\/faqs$/);
    await quietWindow(page, 500, 'a second reload for the same build would have started');
    expect(documents).toEqual(['/why-cirrus']);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a chunk that fails to load reloads the page once', async ({ page }) => {
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/faqs');
    await siteScriptsReady(page);
    expect(documents).toBe(1);
    const addDeletedChunk = () =>
      page.evaluate(() => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = '/_astro/chunk-deleted-by-a-deploy.js';
        document.body.append(script);
      });
    await addDeletedChunk();
    await expect.poll(() => documents).toBe(2);
    await expect(page).toHaveURL(/\/faqs$/);
    await siteScriptsReady(page);
    await addDeletedChunk();
    await quietWindow(page, 1_000, 'a second reload for the missing chunk would have started');
    expect(documents).toBe(2);
  });
});

test.describe('scroll', () => {
  test.use({ viewport: { width: 1000, height: 500 } });

  test('a new page starts at the top; back and forward restore the position', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('footer a[href="/why-cirrus"]');
      link?.click();
    });
    await expect(page).toHaveURL(/\/why-cirrus$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    await page.goForward();
    await expect(page).toHaveURL(/\/why-cirrus$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
