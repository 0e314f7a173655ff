/**
 * Portal specs run against their own server per worker (seeded leads routed to dealers, a signing
 * key the tests know; tests/support/portal-site.ts) instead of the shared one, and check at the
 * end that nothing the login did broke the Content-Security-Policy. Its mail goes to a real SMTP
 * server on loopback (`sink`), so a spec can read what a dealer or an owner was sent.
 */
import { loginForTokens } from '../../tests/support/dev-login';
import { demoUsers, type PortalSite, startPortalSite } from '../../tests/support/portal-site';
import { type SmtpSink, startSmtpSink } from '../../tests/support/smtp-sink';
import { test as base, expect } from './fixtures';

export const portalTest = base.extend<
  object,
  { portal: PortalSite; sink: SmtpSink; portalEnv: Record<string, string>; portalOfItsOwn: boolean }
>({
  // Settings a spec's server needs besides these (`test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } })`).
  portalEnv: [{}, { scope: 'worker', option: true }],
  // A test that counts everything the server holds (the staff inbox's totals) sets this: a worker
  // option of its own value puts it in a worker, and so on a server, no other spec's leads reach.
  portalOfItsOwn: [false, { scope: 'worker', option: true }],
  sink: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      const sink = await startSmtpSink();
      await use(sink);
      await sink.stop();
    },
    { scope: 'worker' },
  ],
  portal: [
    async ({ sink, portalEnv, portalOfItsOwn: _ownServer }, use) => {
      // One server serves a worker's every portal test, each checking statuses several times from
      // the same address; the limit itself is tested on its own server (tests/server).
      const portal = await startPortalSite({ FORM_RATE_LIMIT: '0', SMTP_URL: sink.url, ...portalEnv });
      // One login through the provider before the first test: its first interaction, code and
      // token exchange load code and keys a fresh process has not touched yet, seconds under a
      // busy CI worker, which the first test's timeouts should not have to absorb.
      await loginForTokens(portal.settings, demoUsers.staff, portal.url);
      await use(portal);
      await portal.stop();
      // The login's frames, workers and calls all fit the Content-Security-Policy.
      expect(portal.site.output()).not.toContain('csp violation');
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
});
