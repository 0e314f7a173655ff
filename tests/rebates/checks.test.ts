/**
 * Rules not yet checked against their official source (`lastVerified` null): always listed for
 * staff, first; a dated rule older than `staleAfterDays` is listed and a recent one is not; a scheme
 * card and the offline line say plainly that the figures are unchecked, instead of a date, and a
 * checked one names what it was checked against. The content rules are dated or undated here, so the
 * tests do not depend on which rules staff have checked.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlanResult } from '../../src/components/rebates/PlanResult.tsx';
import { SchemeCard } from '../../src/components/rebates/SchemeCard.tsx';
import { byOldestCheck, isStale, planFor } from '../../src/lib/rebates/plan.ts';
import { plannerProductOf } from '../../src/lib/rebates/product.ts';
import type { RebateRule } from '../../src/schemas/rebate.ts';
import { rebateRuleSchema } from '../../src/schemas/rebate.ts';
import { planAnswersSchema } from '../../src/schemas/rebate-plan.ts';
import { productBySlug } from '../catalogue/load-catalogue.ts';
import { rules, settings, tables } from './load-rules.ts';

/** What a check read, for the rules this test dates. */
const checkRecord = {
  source: 'The scheme administrator’s rules-as-code',
  url: 'https://github.com/energy-savings-scheme/openfisca_nsw_safeguard',
  version: 'commit 1ed8431',
  by: 'Product team',
};

const checkedOn = (day: string | null, only?: string) =>
  rules.map(
    (rule): RebateRule =>
      only === undefined || rule.id === only
        ? { ...rule, lastVerified: day, checkedAgainst: day === null ? null : checkRecord }
        : rule,
  );

/** The text a visitor reads, without tags (apostrophes as the page prints them). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('&#x27;', '’');

function nswPlan(planRules: readonly RebateRule[]) {
  const answers = v.parse(planAnswersSchema, {
    postcode: '2150',
    current: 'old-reverse-cycle',
    reverseCycleAgeYears: '12',
    tenure: 'owner-occupier',
    product: 'aura-3-5kw-reverse-cycle-split-system',
  });
  const product = plannerProductOf(productBySlug(answers.product));
  if (!product) throw new Error('not a planner product');
  const plan = planFor({
    answers,
    state: 'NSW',
    labelZone: 'average',
    product,
    rules: planRules,
    tables,
    settings,
    today: '2026-11-27',
  });
  return { plan, answers, product };
}

describe('the schema', () => {
  it('takes null for "not yet checked" and a date, and refuses anything else', () => {
    const [ess] = checkedOn(null, 'nsw-ess-d16').filter((rule) => rule.id === 'nsw-ess-d16');
    expect(rebateRuleSchema.safeParse({ ...ess, lastVerified: null }).success).toBe(true);
    expect(
      rebateRuleSchema.safeParse({ ...ess, lastVerified: '2026-11-20', checkedAgainst: checkRecord }).success,
    ).toBe(true);
    // A check day says what was read: a date alone, or what was read without a date, is refused.
    expect(rebateRuleSchema.safeParse({ ...ess, lastVerified: '2026-11-20' }).success).toBe(false);
    expect(rebateRuleSchema.safeParse({ ...ess, checkedAgainst: checkRecord }).success).toBe(false);
    expect(rebateRuleSchema.safeParse({ ...ess, lastVerified: 'checked' }).success).toBe(false);
    const { lastVerified: _left, ...without } = ess as RebateRule;
    expect(rebateRuleSchema.safeParse(without).success).toBe(false);
  });
});

describe('which rules staff are asked to check', () => {
  const today = '2027-03-24';
  it('a rule never checked is always listed, even on the day it was written', () => {
    expect(isStale({ lastVerified: null }, '2026-11-27', 120)).toBe(true);
    expect(isStale({ lastVerified: null }, today, 120)).toBe(true);
  });

  it('a dated rule older than staleAfterDays is listed; a recent one is not', () => {
    expect(isStale({ lastVerified: '2026-11-20' }, today, 120)).toBe(true); // 124 days
    expect(isStale({ lastVerified: '2026-11-27' }, today, 120)).toBe(false); // 117 days
  });

  it('lists never-checked rules first, then the oldest check, then by id', () => {
    const listed = [
      { id: 'b-dated', lastVerified: '2026-11-20' },
      { id: 'z-never', lastVerified: null },
      { id: 'a-dated', lastVerified: '2026-10-01' },
      { id: 'a-never', lastVerified: null },
    ].sort(byOldestCheck);
    expect(listed.map((rule) => rule.id)).toEqual(['a-never', 'z-never', 'a-dated', 'b-dated']);
  });
});

describe('a scheme card', () => {
  it('of an unchecked rule says its figures are unchecked and who confirms them, with no check date', () => {
    const { plan } = nswPlan(checkedOn(null));
    const ess = plan.schemes.find((scheme) => scheme.rule.id === 'nsw-ess-d16');
    if (!ess) throw new Error('no ESS card');
    const card = text(renderToStaticMarkup(createElement(SchemeCard, { result: ess })));
    expect(card).toContain(
      'These figures have not yet been checked against the scheme’s official documents; treat them as a guide and confirm with an accredited certificate provider.',
    );
    expect(card).toContain('not yet checked against its official documents.');
    expect(card).not.toContain('last checked');
  });

  it('of a checked rule gives the day it was checked and no warning', () => {
    const { plan } = nswPlan(checkedOn('2026-11-20'));
    const ess = plan.schemes.find((scheme) => scheme.rule.id === 'nsw-ess-d16');
    if (!ess) throw new Error('no ESS card');
    const card = text(renderToStaticMarkup(createElement(SchemeCard, { result: ess })));
    expect(card).toContain(
      'last checked 20 November 2026 against The scheme administrator’s rules-as-code, commit 1ed8431.',
    );
    expect(card).not.toContain('have not yet been checked');
  });
});

describe('the offline line', () => {
  const offlineLine = (planRules: readonly RebateRule[]) => {
    const { plan, answers, product } = nswPlan(planRules);
    const html = text(
      renderToStaticMarkup(createElement(PlanResult, { plan, answers, product, offline: true })),
    );
    const start = html.indexOf('This plan was worked out on this device');
    return html.slice(start, html.indexOf('before you rely on it.', start) + 'before you rely on it.'.length);
  };

  it('says the rules are unchecked, instead of a date, when every rule used is', () => {
    expect(offlineLine(checkedOn(null))).toBe(
      'This plan was worked out on this device from the rules kept from your last visit, which have not yet been checked against the schemes’ official documents. Reconnect to check for newer rules before you rely on it.',
    );
  });

  it('says some are unchecked when one rule used is', () => {
    const onePending = checkedOn('2026-11-20').map((rule) =>
      rule.id === 'nsw-pdrs-hvac1' ? { ...rule, lastVerified: null, checkedAgainst: null } : rule,
    );
    expect(offlineLine(onePending)).toContain(
      'rules kept from your last visit, some of which have not yet been checked against the schemes’ official documents.',
    );
  });

  it('gives the oldest check when every rule used is dated', () => {
    expect(offlineLine(checkedOn('2026-11-20'))).toContain(
      'rules kept from your last visit, last checked on 20 November 2026.',
    );
  });
});
