/**
 * Staff's list of rebate rules to check (GET /api/portal/rebate-rules, shown on the team overview),
 * against the real built server on a clock the test sets (24 March 2027, `staleAfterDays` 120): every
 * content rule never checked against its source (`lastVerified` null), or checked more than 120 days
 * before, is listed with its scheme, state and source (which rules those are is read from the content,
 * so staff checking a rule changes no test). With dated fixture rules on the
 * same clock, the handler lists a rule never checked first, one last checked on 20 November 2026
 * (124 days before) next, and not one checked on 27 November 2026 (117 days). Staff get it; a
 * dealer's user and an anonymous caller do not. Needs a build (`npm run build:test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaleRulesResponse } from '../../src/lib/portal-api.ts';
import { byOldestCheck, isStale } from '../../src/lib/rebates/plan.ts';
import type { RebateRule } from '../../src/schemas/rebate.ts';
import { startClock } from '../../src/server/clock.ts';
import { staleRebateRules } from '../../src/server/portal/rebate-handlers.ts';
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
  it('lists, for staff, every rule never checked or checked too long ago, with its scheme and source', async () => {
    expect(settings.staleAfterDays).toBe(120);
    const response = await staleRules(staff.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as StaleRulesResponse;
    expect(body.today).toBe('2027-03-24');
    expect(body.staleAfterDays).toBe(120);
    const due = rules.filter((rule) => isStale(rule, '2027-03-24', 120)).sort(byOldestCheck);
    expect(due.length).toBeGreaterThan(0);
    expect(body.stale.map((rule) => rule.id)).toEqual(due.map((rule) => rule.id));
    const [first] = due;
    expect(body.stale[0]).toMatchObject({
      scheme: first?.scheme,
      state: first?.state,
      lastVerified: first?.lastVerified,
      source: { url: expect.stringMatching(/^https:\/\//) },
    });
  });

  it('with dated rules: never checked first, then a check older than the limit; a recent check is not listed', async () => {
    const fixture = (id: string, lastVerified: string | null): RebateRule => {
      const base = rules.find((rule) => rule.id === 'nsw-pdrs-hvac1');
      if (!base) throw new Error('no PDRS rule');
      return { ...base, id, lastVerified };
    };
    startClock('2027-03-24T09:00:00+11:00');
    try {
      const response = await staleRebateRules(
        {
          principal: { sub: 'auth0|staff', name: 'Sam Staff', roles: ['staff'], organisation: 'org_cirrus' },
        },
        [
          fixture('checked-recently', '2026-11-27'),
          fixture('checked-long-ago', '2026-11-20'),
          fixture('never-checked', null),
        ],
        settings,
      );
      const body = (await response.json()) as StaleRulesResponse;
      expect(body.today).toBe('2027-03-24');
      // 124 days is past the 120; 117 days is within it.
      expect(body.stale.map((rule) => [rule.id, rule.lastVerified])).toEqual([
        ['never-checked', null],
        ['checked-long-ago', '2026-11-20'],
      ]);
    } finally {
      startClock(undefined);
    }
  });

  it('is refused to a dealer’s user (403) and to an anonymous caller (401)', async () => {
    expect((await staleRules(installer.access_token)).status).toBe(403);
    expect((await staleRules()).status).toBe(401);
  });
});
