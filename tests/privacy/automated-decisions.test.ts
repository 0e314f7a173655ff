/**
 * The privacy policy names every decision the code makes about a person: each module that makes one
 * says so with `decisionsMade(...)` (src/lib/privacy/automated-decisions.ts), and the policy's
 * "Decisions made by computer" section has a point for each, with the personal information it uses.
 * A new decision in the code, or one removed from the policy's content, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { periodText } from '../../src/components/privacy/RetentionTable.tsx';
import { retentionSchedule } from '../../src/config/retention.ts';
import {
  type AutomatedDecisionId,
  automatedDecisionIds,
  automatedDecisions,
} from '../../src/lib/privacy/automated-decisions.ts';
import { pageSchema } from '../../src/schemas/page.ts';
import { contentDir, parseYaml, root } from '../content/load-content.ts';

const policy = pageSchema.parse(
  parseYaml(readFileSync(path.join(contentDir, 'pages/privacy-policy.yaml'), 'utf8')),
);
const section = policy.sections.find((item) => item.id === 'automated-decisions');
const points = section?.points ?? [];

/** Where in src each decision is made: `decisionsMade('a', 'b')` calls, by file. */
function decisionsInCode(): Map<AutomatedDecisionId, string[]> {
  const found = new Map<AutomatedDecisionId, string[]>();
  const dir = path.join(root, 'src');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx)$/.test(file) || file.includes('privacy/automated-decisions.ts')) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const call of text.matchAll(/decisionsMade\(([^)]*)\)/g))
      for (const id of (call[1] ?? '').matchAll(/'([a-z-]+)'/g)) {
        const key = id[1] as AutomatedDecisionId;
        found.set(key, [...(found.get(key) ?? []), file]);
      }
  }
  return found;
}

describe('the privacy policy’s automated decisions', () => {
  const inCode = decisionsInCode();

  it('finds the routing, warranty standing, rebate, limit, refusal and install decisions in the code', () => {
    expect([...inCode.keys()].sort()).toEqual(
      automatedDecisionIds.filter((id) => automatedDecisions[id].runs === 'now').sort(),
    );
    expect(inCode.get('lead-routing')).toContain('server/routing/repository.ts');
    expect(inCode.get('rebate-estimate')).toContain('lib/rebates/plan.ts');
    expect(inCode.get('rate-limits')).toContain('server/http/rate-limit.ts');
    expect(inCode.get('spam-refusal')).toContain('server/leads/form-steps.ts');
  });

  it.each(automatedDecisionIds)('explains %s in the policy’s content', (id) => {
    const point = points.find((item) => item.decision === id);
    expect(point, `no point of "Decisions made by computer" has decision: ${id}`).toBeDefined();
    expect(point?.text.length).toBeGreaterThan(200);
  });

  it('names no decision the code does not know, and says how to ask a person to look again', () => {
    for (const point of points) expect(automatedDecisionIds).toContain(point.decision);
    expect(section?.body.join(' ')).toMatch(/ask a person to look again/);
    expect(section?.body.join(' ')).toContain('/privacy/request');
  });

  it('is dated and versioned', () => {
    expect(policy.revision?.version).toMatch(/^\d+/);
    expect(policy.revision?.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the retention periods the policy states', () => {
  it('are the server’s configured ones, in words', () => {
    const schedule = retentionSchedule({ LEAD_RETENTION_DAYS: 730, PAYMENT_RUN_RETENTION_DAYS: 30 });
    expect(schedule.find((period) => period.id === 'leads')?.days).toBe(730);
    expect(periodText(730)).toBe('24 months');
    expect(periodText(1825)).toBe('5 years');
    expect(periodText(548)).toBe('18 months');
    expect(periodText(30)).toBe('30 days');
    expect(periodText(30 / 1440)).toBe('30 minutes');
    expect(periodText(2)).toBe('2 days');
  });
});
