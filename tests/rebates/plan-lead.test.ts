/**
 * The plan a dealer receives is the server's (src/server/rebates/plan-lead.ts): worked out from the
 * form's answers on the plan's day when that is within the last 30 days, else on today; the posted
 * text is replaced, and rows for another state's schemes are left out.
 */
import { describe, expect, it } from 'vitest';
import { plannerProductOf } from '../../src/lib/rebates/product.ts';
import { reopenPlanHref } from '../../src/lib/rebates/summary.ts';
import { planDay, withServerPlan } from '../../src/server/rebates/plan-lead.ts';
import { productBySlug } from '../catalogue/load-catalogue.ts';
import { rules, settings, tables } from './load-rules.ts';

const TODAY = '2026-11-29';
const aura = plannerProductOf(productBySlug('aura-3-5kw-reverse-cycle-split-system'));
const planner = { rules, tables, settings, products: aura ? [aura] : [] };

describe('the day a plan is worked out on', () => {
  it('is the visitor’s within the last 30 days, else today', () => {
    expect(planDay('2026-11-29', TODAY)).toBe('2026-11-29');
    expect(planDay('2026-10-30', TODAY)).toBe('2026-10-30');
    expect(planDay('2026-10-29', TODAY)).toBe(TODAY);
    expect(planDay('2026-12-01', TODAY)).toBe(TODAY);
    expect(planDay('yesterday', TODAY)).toBe(TODAY);
    expect(planDay(undefined, TODAY)).toBe(TODAY);
  });
});

describe('the plan a dealer receives', () => {
  const answers = {
    product: 'aura-3-5kw-reverse-cycle-split-system',
    postcode: '2150',
    current: 'ducted-gas',
    tenure: 'owner-occupier',
    concession: 'none',
    income: 'under-limit',
    landValue: 'under-cap',
    allGasGoes: 'yes',
    price: 3900,
    planDate: '2026-11-20',
    plan: 'Call 1900 000 000: your rebate is $9,999.',
    name: 'Dee Walker',
  };

  it('replaces the posted text with the server’s plan, and leaves out other states’ rows', () => {
    const stored = withServerPlan(answers, planner, TODAY);
    expect(stored?.plan).toMatch(/^Rebate plan of 20 November 2026/);
    expect(stored?.plan).toContain('System: Aura 3.5 kW Reverse Cycle Split System.');
    expect(stored?.plan).not.toContain('1900 000 000');
    expect(stored).not.toHaveProperty('income');
    expect(stored).not.toHaveProperty('landValue');
    expect(stored).toMatchObject({ name: 'Dee Walker', planDate: '2026-11-20', postcode: '2150' });
  });

  it('keeps the Victorian income band for a Victorian home', () => {
    const stored = withServerPlan({ ...answers, postcode: '3150' }, planner, TODAY);
    expect(stored).toMatchObject({ income: 'under-limit' });
    expect(stored).not.toHaveProperty('landValue');
  });

  it('makes no plan from answers that make none (an unknown product)', () => {
    expect(withServerPlan({ ...answers, product: 'no-such-system' }, planner, TODAY)).toBeUndefined();
  });
});

describe('a dealer’s plan lead', () => {
  const stored = {
    product: 'aura-3-5kw-reverse-cycle-split-system',
    postcode: '2150',
    current: 'ducted-gas',
    tenure: 'owner-occupier',
    allGasGoes: 'yes',
    price: 3900,
    planDate: '2026-11-20',
  };

  it('says to line up an accredited certificate provider where a certificate discount applies', () => {
    expect(withServerPlan(stored, planner, TODAY)?.plan).toContain(
      'Before installing: line up an accredited certificate provider',
    );
    // Queensland has no scheme in our rules: nothing to line up.
    expect(withServerPlan({ ...stored, postcode: '4000' }, planner, TODAY)?.plan).not.toContain(
      'certificate provider',
    );
  });

  it('links back to the planner, reopened on the plan, with the answers the dealer may see', () => {
    const href = new URL(reopenPlanHref({ ...stored, name: 'Dee Walker' }), 'https://example.com');
    expect(href.pathname).toBe('/rebates');
    expect(href.hash).toBe('#your-plan');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      postcode: '2150',
      current: 'ducted-gas',
      tenure: 'owner-occupier',
      product: 'aura-3-5kw-reverse-cycle-split-system',
      allGasGoes: 'yes',
      price: '3900',
    });
  });
});
