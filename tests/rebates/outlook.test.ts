/**
 * A product page's "may qualify for <scheme> in <state>" line (src/lib/rebates/outlook.ts, may-qualify.ts): the rules
 * reduced at build to where a product may qualify, then checked against a postcode on a day.
 */
import { describe, expect, it } from 'vitest';
import { mayQualifyAt, mayQualifyLine, plannerHref } from '../../src/lib/rebates/may-qualify.ts';
import { productRebateOutlook } from '../../src/lib/rebates/outlook.ts';
import { plannerProductOf } from '../../src/lib/rebates/product.ts';
import { productBySlug } from '../catalogue/load-catalogue.ts';
import { rules, tables } from './load-rules.ts';

const TODAY = '2026-11-27';

function outlookOf(slug: string, withRules = rules) {
  const product = plannerProductOf(productBySlug(slug));
  if (!product) throw new Error('not a planner product');
  return productRebateOutlook(withRules, tables, product);
}

const lineFor = (slug: string, postcode: string, today = TODAY, withRules = rules) =>
  mayQualifyLine(mayQualifyAt(outlookOf(slug, withRules), postcode, today));

const ESS = 'NSW Energy Savings Scheme (residential air conditioners)';
const PDRS = 'NSW Peak Demand Reduction Scheme (residential air conditioners)';

describe('may qualify, by postcode', () => {
  it('a reverse-cycle split in 2150: both NSW schemes', () => {
    expect(lineFor('aura-3-5kw-reverse-cycle-split-system', '2150')).toBe(
      `may qualify for ${ESS} and ${PDRS} in NSW`,
    );
  });

  it('in Victoria (3150): Victorian Energy Upgrades, and never the closed upgrade rebate', () => {
    const line = lineFor('aura-3-5kw-reverse-cycle-split-system', '3150') ?? '';
    expect(line).toContain('Victorian Energy Upgrades');
    expect(line).not.toContain('Home Heating and Cooling Upgrades');
    expect(line).toMatch(/in VIC$/);
    expect(line).not.toContain('NSW');
  });

  it('a cooling-only product below the cooling minimum earns nothing anywhere', () => {
    expect(outlookOf('breeze-3-5kw-cooling-only-split-system')).toEqual([]);
    expect(lineFor('breeze-3-5kw-cooling-only-split-system', '2150')).toBeNull();
  });

  it('a cooling-only product that meets the cooling minimum: the peak demand scheme only', () => {
    expect(lineFor('breeze-2-5kw-cooling-only-split-system', '2150')).toBe(`may qualify for ${PDRS} in NSW`);
    expect(lineFor('breeze-2-5kw-cooling-only-split-system', '3150')).toBeNull();
  });

  it('a product below the cooling minimum both NSW activities share (TCSPF 5.18 against 5.5): neither', () => {
    expect(lineFor('breeze-3-5kw-reverse-cycle-split-system', '2150')).toBeNull();
  });

  it('Queensland (4000), where no scheme applies, and an unknown postcode: no line', () => {
    expect(lineFor('aura-3-5kw-reverse-cycle-split-system', '4000')).toBeNull();
    expect(lineFor('aura-3-5kw-reverse-cycle-split-system', '0000')).toBeNull();
  });

  it('a rule past its end date on the visitor’s day is left out', () => {
    const ending = rules.map((rule) =>
      rule.id === 'nsw-pdrs-hvac1' ? { ...rule, validTo: '2026-12-31' } : rule,
    );
    expect(lineFor('aura-3-5kw-reverse-cycle-split-system', '2150', '2026-12-31', ending)).toContain(PDRS);
    expect(lineFor('aura-3-5kw-reverse-cycle-split-system', '2150', '2027-01-01', ending)).toBe(
      `may qualify for ${ESS} in NSW`,
    );
  });

  it('links to the planner with the product and the postcode filled in', () => {
    expect(plannerHref('aura-3-5kw-reverse-cycle-split-system', '2150')).toBe(
      '/rebates?product=aura-3-5kw-reverse-cycle-split-system&postcode=2150',
    );
    expect(plannerHref('aura-3-5kw-reverse-cycle-split-system')).toBe(
      '/rebates?product=aura-3-5kw-reverse-cycle-split-system',
    );
  });
});
