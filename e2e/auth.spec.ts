/**
 * Login and the partner portal in a real browser, through the development identity provider's real
 * login page: redirect and popup login, silent restore, logout, refusals, the claim check, every
 * identity error's message, the portal's inbox, and what an anonymous visitor downloads.
 *
 * Each worker runs its own server (seeded leads, a signing key the tests know); see
 * tests/support/portal-site.ts.
 */
import type { Request, Route } from '@playwright/test';
import { demoUsers, type PortalSite } from '../tests/support/portal-site';
import { expect } from './support/fixtures';
import { portalTest } from './support/portal-fixture';
import { accountLink, isIdp, loginByRedirect, submitLoginForm } from './support/portal-login';
import { quietWindow } from './support/quiet-window.ts';

const test = portalTest;

const referenceOf = (portal: PortalSite, type: string, index = 0) =>
  portal.leads.filter((lead) => lead.type === type)[index]?.reference ?? '';

test.describe('login', () => {
  test('redirect login returns to a deep portal path, and back never lands on the callback', async ({
    page,
    portal,
    consoleErrors,
  }) => {
    const reference = referenceOf(portal, 'installer', 1);
    const deepPath = `/portal/lead?ref=${reference}`;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await loginByRedirect(page, portal, demoUsers.staff, deepPath);

    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(deepPath);
    await expect(
      page.getByRole('heading', { level: 1, name: `Installer request ${reference}` }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
    // The answer came back to the callback page, which then replaced itself with the stored path.
    expect(visited.some((url) => url.includes('/portal?code='))).toBe(true);

    await page.goBack();
    await page.waitForLoadState();
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
    await page.goBack();
    await page.waitForLoadState();
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
  });

  test('popup login from the header, 400 by 600, closes the popup when done', async ({
    page,
    portal,
    consoleErrors,
  }) => {
    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
    const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
    expect(size).toEqual({ width: 400, height: 600 });
    await submitLoginForm(popup, demoUsers.staff);

    // Between the submit and the header: the provider's redirect, the popup's message and the
    // token exchange, three round trips to a provider that CI's other worker may keep busy. The
    // popup closes when the page has the code (it may close before a listener could see it: poll),
    // and the header follows the token exchange; both wait as long as the test may run.
    await expect.poll(() => popup.isClosed(), { timeout: 30_000 }).toBe(true);
    await expect(accountLink(page, 'Sam Taylor')).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(consoleErrors).toEqual([]);
  });

  test('a click on Log in before the page’s scripts have run still opens the popup', async ({
    page,
    portal,
  }) => {
    // A browser kept busy: the scripts start only at the click itself (src/client/start.ts).
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-scripts', 'ready');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
    // The click was held and replayed, not followed: this page never left for the provider.
    expect(new URL(page.url()).pathname).toBe('/');
    await popup.close();
    await expect(page.getByRole('banner').getByRole('alert')).toContainText('Sign-in window closed');
  });

  test('a reload restores the session silently', async ({ page, portal }) => {
    await loginByRedirect(page, portal, demoUsers.staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads inbox' })).toBeVisible();

    const idpRequests: string[] = [];
    page.on('request', (request) => {
      if (isIdp(portal)(request.url())) idpRequests.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads inbox' })).toBeVisible();
    await expect(accountLink(page, 'Sam Taylor')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(portal.url);
    // Restored without the login page: a prompt=none request in a hidden iframe.
    expect(idpRequests.some((url) => url.includes('/authorize') && url.includes('prompt=none'))).toBe(true);
    expect(idpRequests.some((url) => url.includes('/interaction/'))).toBe(false);
  });

  test('logout ends the session here and at the provider', async ({ page, portal, context }) => {
    await loginByRedirect(page, portal, demoUsers.installer);
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${portal.url}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    const cookies = await context.cookies(portal.url);
    expect(cookies.some((cookie) => cookie.name.includes('is.authenticated'))).toBe(false);
    // The provider forgot the session too: the portal asks for the login page again.
    await page.goto('/portal');
    await page.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
  });

  test('the login page’s demo list says what each partner is: a service agent is no installer', async ({
    page,
    portal,
  }) => {
    await page.goto('/portal');
    await page.waitForURL((url) => isIdp(portal)(url));
    const demo = page.getByRole('listitem');
    await expect(demo.filter({ hasText: 'service@westmeadairservice.com.au' })).toHaveText(
      'service@westmeadairservice.com.au / cirrus-service-demo: Aisha Karim, service agent user of Westmead Air Service & Repairs',
    );
    await expect(demo.filter({ hasText: 'installer@coolfit.com.au' })).toContainText(
      'Ivy Nguyen, dealer user of Parramatta Air & Climate',
    );
    await expect(demo.filter({ hasText: /, installer$/ })).toHaveCount(0);
  });

  test('a user outside the organisation is refused on the login page', async ({ page, portal }) => {
    await page.goto('/portal');
    await page.waitForURL((url) => isIdp(portal)(url));
    await submitLoginForm(page, demoUsers.outsider);
    await expect(page.getByRole('alert')).toHaveText(
      'visitor@example.com is not a member of Cirrus Climate. Ask your Cirrus Climate contact for an invitation.',
    );
    expect(isIdp(portal)(page.url())).toBe(true);
  });

  test('a wrong password is refused', async ({ page, portal }) => {
    await page.goto('/portal');
    await page.waitForURL((url) => isIdp(portal)(url));
    await submitLoginForm(page, { email: demoUsers.staff.email, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page.getByLabel('Email')).toHaveValue(demoUsers.staff.email);
  });

  test('the claim check keeps an installer out of the staff-only view', async ({ page, portal }) => {
    await loginByRedirect(page, portal, demoUsers.installer, '/portal/overview');
    await expect(page.getByRole('heading', { name: 'You don’t have access to this page' })).toBeVisible();
    await expect(page.getByText('This page is for Cirrus Climate staff.')).toBeVisible();
    // The page keeps its title (its h1 is in the server HTML), never the staff figures.
    await expect(page.getByRole('table', { name: /^Leads by type and status/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the leads inbox' }).click();
    // A dealer's user lands on its dealer's queue.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Parramatta Air & Climate: your leads' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Overview' }),
    ).toHaveCount(0);
  });

  test('staff pass the claim check', async ({ page, portal }) => {
    await loginByRedirect(page, portal, demoUsers.staff, '/portal/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Leads by type and status/ })).toContainText(
      'Installer request',
    );
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dealers' }).click();
    // Only dealers with leads by default: Collins (Melbourne) has a seeded one.
    await expect(page.getByRole('table', { name: /^How each dealer answers its leads/ })).toContainText(
      'Collins Climate Consultants',
    );
  });
});

/** Answers the provider's /authorize like a provider would, with an error for the pending login. */
function answerAuthorizeWith(portal: PortalSite, error: string, description?: string) {
  return async (route: Route, request: Request) => {
    const url = new URL(request.url());
    const answer = new URL(url.searchParams.get('redirect_uri') ?? `${portal.url}/portal`);
    answer.searchParams.set('error', error);
    if (description) answer.searchParams.set('error_description', description);
    answer.searchParams.set('state', url.searchParams.get('state') ?? '');
    await route.fulfill({ status: 302, headers: { Location: answer.href } });
  };
}

test.describe('identity errors (spec §8)', () => {
  const fromProvider: [code: string, title: string, description?: string][] = [
    ['login_required', 'Please log in'],
    ['consent_required', 'Permission needed'],
    ['interaction_required', 'One more step to log in'],
    ['account_selection_required', 'Choose an account'],
    ['access_denied', 'Access denied', 'The organisation refused this login.'],
    ['mfa_required', 'Extra verification needed'],
    ['timeout', 'The sign-in took too long'],
    ['cancelled', 'Sign-in window closed'],
    ['missing_refresh_token', 'Please log in again'],
    [
      'temporarily_unavailable',
      'The sign-in service reported a problem',
      'The service is down for maintenance.',
    ],
    ['server_error', 'We couldn’t log you in'],
  ];

  test('each error the provider answers renders its message and a retry', async ({ page, portal }) => {
    // Eleven round trips through the router and the provider's callback: three times the usual time.
    test.slow();
    for (const [code, title, description] of fromProvider) {
      await page.unrouteAll();
      await page.route(
        (url) => isIdp(portal)(url) && url.pathname === '/authorize',
        answerAuthorizeWith(portal, code, description),
      );
      await page.goto('/portal');
      const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: title }) });
      // The portal's script reads the answer once it has loaded: slower than one expect on a busy machine.
      await expect(panel, code).toBeVisible({ timeout: 15_000 });
      if (description) await expect(panel).toContainText(description);
      await expect(panel.getByRole('button')).toBeVisible();
      // The answer never stays in the address bar.
      expect(page.url()).not.toMatch(/[?&](error|state)=/);
    }
    // Retry starts a new login: let it reach the real provider.
    await page.unrouteAll();
    await page.getByRole('alert').getByRole('button').click();
    await page.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
  });

  test('access_denied for real: the visitor cancels on the provider’s page', async ({ page, portal }) => {
    await page.goto('/portal');
    await page.waitForURL((url) => isIdp(portal)(url));
    await page.getByRole('button', { name: 'Cancel' }).click();
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(panel).toContainText('The sign-in was cancelled.');
  });

  test('cancelled: the login popup is closed before finishing', async ({ page, portal }) => {
    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => isIdp(portal)(url));
    await popup.close();
    const problem = page.getByRole('banner').getByRole('alert');
    await expect(problem).toContainText('Sign-in window closed');
    await expect(problem.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('timeout: nobody finishes the popup login within 60 seconds', async ({ page, portal }) => {
    await page.clock.install();
    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => isIdp(portal)(url));
    await page.clock.runFor(61_000);
    await expect(page.getByRole('banner').getByRole('alert')).toContainText('The sign-in took too long');
  });

  test('missing_refresh_token and mfa_required from the token endpoint', async ({ page, portal }) => {
    for (const [error, title] of [
      ['missing_refresh_token', 'Please log in again'],
      ['mfa_required', 'Extra verification needed'],
    ] as const) {
      await page.unrouteAll();
      const cors = { 'Access-Control-Allow-Origin': portal.url, 'Access-Control-Allow-Headers': '*' };
      await page.route(
        (url) => isIdp(portal)(url) && url.pathname === '/oauth/token',
        (route, request) =>
          request.method() === 'OPTIONS'
            ? route.fulfill({ status: 204, headers: { ...cors, 'Access-Control-Allow-Methods': 'POST' } })
            : route.fulfill({
                status: 403,
                headers: cors,
                json: { error, error_description: 'Refused by the test.' },
              }),
      );
      await page.goto('/portal');
      await page.waitForURL((url) => isIdp(portal)(url));
      await submitLoginForm(page, demoUsers.staff);
      await expect(page.getByRole('alert').getByRole('heading', { name: title })).toBeVisible();
      await page.context().clearCookies();
    }
  });

  test('get access token failed: the silent check after a reload fails', async ({ page, portal }) => {
    await loginByRedirect(page, portal, demoUsers.staff);
    // The provider's silent answer (web_message) carries an error without a description.
    await page.route(
      (url) => isIdp(portal)(url) && url.pathname === '/authorize',
      (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<script>parent.postMessage({type:'authorization_response',response:{error:'server_error',state:new URLSearchParams(location.search).get('state')}},${JSON.stringify(portal.url)});</script>`,
        }),
    );
    await page.reload();
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'We couldn’t confirm your sign-in' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Log in again' })).toBeVisible();
  });
});

test.describe('partner portal', () => {
  test('a dealer’s user sees only its dealer’s leads, without contact details until it accepts', async ({
    page,
    portal,
  }) => {
    await loginByRedirect(page, portal, demoUsers.melbourne);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Collins Climate Consultants: your leads' }),
    ).toBeVisible();
    const mine = portal.leads.filter((lead) => lead.dealerId === 'collins-climate-consultants-melbourne');
    await expect(
      page.getByRole('heading', { level: 2, name: `Waiting for you (${mine.length})` }),
    ).toBeVisible();
    await expect(page.getByText('Jack Wilson')).toHaveCount(0);
    // Another dealer's lead is not found.
    const theirs = portal.leads.find(
      (lead) => lead.dealerId && lead.dealerId !== 'collins-climate-consultants-melbourne',
    );
    await page.goto(`/portal/lead?ref=${theirs?.reference}`);
    await expect(page.getByRole('alert')).toHaveText('No lead has that reference.');
  });
});

test.describe('anonymous visitors', () => {
  test('a public page downloads no login code and never calls the identity provider', async ({
    page,
    portal,
  }) => {
    const requests: string[] = [];
    const scripts: { url: string; bytes: number; body: string }[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      scripts.push({ url: response.url(), bytes: body.length, body });
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await quietWindow(page, 1_500, 'a deferred sign-in check would have called the identity provider');

    expect(requests.filter((url) => isIdp(portal)(url))).toEqual([]);
    expect(requests.filter((url) => url.includes('/api/auth/'))).toEqual([]);
    expect(
      scripts.filter((script) => script.body.includes('auth0-spa-js')).map((script) => script.url),
    ).toEqual([]);
    expect(scripts.filter((script) => /session|account-menu|auth0/.test(script.url))).toEqual([]);
    const cookies = await page.context().cookies(portal.url);
    expect(cookies.filter((cookie) => cookie.name.startsWith('auth0.'))).toEqual([]);
  });
});
