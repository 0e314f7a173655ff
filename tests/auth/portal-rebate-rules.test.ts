/**
 * Staff's list of rebate rules to re-check (GET /api/portal/rebate-rules, shown on the team
 * overview), against the real built server on a clock the test sets: on 24 March 2027, with
 * `staleAfterDays` 120, a rule last checked on 20 November 2026 (124 days before) is listed and one
 * checked on 27 November 2026 (117 days) is not. Staff get it; a dealer's user and an anonymous
 * caller do not. Needs a build (`npm run build:test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaleRulesResponse } from '../../src/lib/portal-api.ts';
import { rules, settings } from '../rebates/load-rules.ts';
import { type DevTokens, loginForTokens } from '../support/dev-login';
import { demoUsers, type PortalSite, startPortalSite } from '../support/portal-site';

let portal: PortalSite;
let staff: DevTokens;
let installer: DevTokens;

beforeAll(async () => {
  portal = await startPortalSite({ TEST_NOW: '2027-03-24T09:00:00+11:00' });
  [staff, installer] = await Promise.all([
    loginForTokens(portal.settings, demoUsers.staff, portal.url),
    loginForTokens(portal.settings, demoUsers.installer, portal.url),
  ]);
}, 60_000);

afterAll(async () => {
  await portal?.stop();
});

const staleRules = (token?: string) =>
  fetch(new URL('/api/portal/rebate-rules', portal.url), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

describe('rebate rules to re-check', () => {
  it('lists, for staff, each rule checked more than staleAfterDays ago with its scheme, date and source', async () => {
    expect(settings.staleAfterDays).toBe(120);
    const response = await staleRules(staff.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as StaleRulesResponse;
    expect(body.today).toBe('2027-03-24');
    expect(body.staleAfterDays).toBe(120);
    const expected = rules.filter((rule) => rule.lastVerified <= '2026-11-23').map((rule) => rule.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.stale.map((rule) => rule.id).sort()).toEqual(expected.sort());
    const ess = body.stale.find((rule) => rule.id === 'nsw-ess-d16');
    expect(ess).toMatchObject({
      scheme: 'NSW Energy Savings Scheme (residential air conditioners)',
      state: 'NSW',
      lastVerified: '2026-11-20',
      source: { url: expect.stringMatching(/^https:\/\//) },
    });
    // Checked on 27 November 2026: 117 days, within the limit.
    expect(body.stale.map((rule) => rule.id)).not.toContain('nsw-pdrs-hvac1');
  });

  it('is refused to a dealer’s user (403) and to an anonymous caller (401)', async () => {
    expect((await staleRules(installer.access_token)).status).toBe(403);
    expect((await staleRules()).status).toBe(401);
  });
});
