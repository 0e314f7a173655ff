/**
 * The NSW scheme administrator's own worked examples (its rules-as-code tests, transcribed in the
 * rebate fact sheet, §1.10 and §2.5), put through the planner with the rules and postcode tables as
 * content holds them. The expected counts are the administrator's, never today's content: when staff
 * correct a rule, these still say whether the planner agrees with the administrator. So this one
 * reads the site's content (src/content), not the tests' own copy the other rebate tests read: it
 * checks the content staff publish, and a correction that keeps agreement changes nothing here.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { planFor } from '../../src/lib/rebates/plan.ts';
import { tableValue } from '../../src/lib/rebates/tables.ts';
import type { PlannerProduct, SchemeResult } from '../../src/lib/rebates/types.ts';
import type { RebateRule } from '../../src/schemas/rebate.ts';
import { planAnswersSchema } from '../../src/schemas/rebate-plan.ts';
import { siteRebateContent } from './load-rules.ts';

const { rules, settings, tables } = siteRebateContent();

/** A non-ducted split as the example gives it: its register figures only (no seasonal energy figures). */
function exampleSplit(figures: {
  coolingKw: number;
  heatingKw: number;
  coolingInputKw: number;
  aeer: number;
  acop: number;
  tcspf: number | null;
}): PlannerProduct {
  const zoned = (value: number) => ({ hot: value, average: value, cold: value });
  return {
    slug: 'example-split',
    name: 'example split system',
    productType: 'wall-split',
    registration: { number: 'DEMO-AC-00001', productClass: 'non-ducted-split' },
    aeer: figures.aeer,
    acop: figures.acop,
    coolingKw: figures.coolingKw,
    heatingKw: figures.heatingKw,
    coolingInputKw: figures.coolingInputKw,
    seasonalEfficiency: { tcspf: figures.tcspf === null ? null : zoned(figures.tcspf), hspf: null },
    annualEnergyKwh: { cooling: null, heating: null },
  };
}

function cardFor(
  product: PlannerProduct,
  postcode: string,
  install: 'new' | 'replacement',
  id: string,
  withRules: readonly RebateRule[] = rules,
) {
  const answers = v.parse(planAnswersSchema, {
    postcode,
    current: install === 'replacement' ? 'old-reverse-cycle' : 'electric-resistive',
    reverseCycleAgeYears: install === 'replacement' ? '12' : undefined,
    tenure: 'owner-occupier',
    product: product.slug,
  });
  const plan = planFor({
    answers,
    state: 'NSW',
    labelZone: 'average',
    product,
    rules: withRules,
    tables,
    settings,
    today: '2026-11-29',
  });
  const card = plan.schemes.find((scheme) => scheme.rule.id === id);
  if (!card) throw new Error(`no ${id} card`);
  return card;
}

const countOf = (card: SchemeResult) =>
  Number(
    card.working
      .find((line) => line.label === 'Certificates')
      ?.sum.split('= ')
      .at(-1),
  );

describe('peak demand certificates (HVAC1_PDRSAug24), the administrator’s three examples', () => {
  // Each example names a BCA zone and a network loss factor; a postcode the tables give both for.
  it.each([
    {
      postcode: '2074',
      bca: 5,
      loss: 1.04,
      install: 'new',
      coolingKw: 2.5,
      input: 0.49,
      tcspf: null,
      expected: 57,
    },
    // The same model as the D16 example below (TCSPF 4.6).
    {
      postcode: '2795',
      bca: 7,
      loss: 1.05,
      install: 'new',
      coolingKw: 7.1,
      input: 2.06,
      tcspf: 4.6,
      expected: 72,
    },
    {
      postcode: '2074',
      bca: 5,
      loss: 1.04,
      install: 'replacement',
      coolingKw: 5,
      input: 1.17,
      tcspf: null,
      expected: 159,
    },
  ] as const)(
    '$coolingKw kW split, input $input kW, $install, BCA zone $bca: $expected certificates',
    (example) => {
      expect(tableValue(tables['nsw-bca-climate-zones'], example.postcode)).toBe(example.bca);
      expect(tableValue(tables['nsw-network-loss-factor'], example.postcode)).toBe(example.loss);
      const product = exampleSplit({
        coolingKw: example.coolingKw,
        heatingKw: example.coolingKw,
        coolingInputKw: example.input,
        aeer: example.coolingKw / example.input,
        acop: 4,
        tcspf: example.tcspf,
      });
      const card = cardFor(product, example.postcode, example.install, 'nsw-pdrs-hvac1');
      expect(card.status).toBe('eligible');
      expect(countOf(card)).toBe(example.expected);
      expect(card.working.find((line) => line.label === 'Peak demand savings')?.sum).toContain(
        `(BCA zone ${example.bca})`,
      );
    },
  );
});

describe('energy savings certificates (D16), the administrator’s example', () => {
  it('a new 7.1 kW / 8 kW split in 2450 with no seasonal energy figures: 15 certificates', () => {
    // 2450 (Coffs Harbour): average zone, regional network factor 1.03.
    expect(tableValue(tables['nsw-climate-zones'], '2450')).toBe('average');
    expect(tableValue(tables['nsw-regional-network-factor'], '2450')).toBe(1.03);
    const product = exampleSplit({
      coolingKw: 7.1,
      heatingKw: 8,
      coolingInputKw: 2,
      aeer: 3.5824,
      acop: 3.7702,
      tcspf: 4.6,
    });
    const card = cardFor(product, '2450', 'new', 'nsw-ess-d16');
    expect(card.status).toBe('eligible');
    expect(countOf(card)).toBe(15);
    // Without the register's energy figures, the rated AEER and ACOP stand in, as the calculator does.
    expect(card.working.find((line) => line.label === 'Cooling part')?.sum).toContain('÷ AEER 3.58');
    expect(card.working.find((line) => line.label === 'Heating part')?.sum).toContain('÷ ACOP 3.77');
    // Its heating is checked on the ACOP minimum (Table D16.5), the register holding no HSPF.
    expect(card.working.find((line) => line.label === 'Minimum efficiency')?.sum).toContain(
      'ACOP (the register has no HSPF) 3.77 against at least 3.7',
    );
  });

  it('a heating part below its baseline takes from the cooling part (the sum is clamped, not each part)', () => {
    // A unit far better than the baseline at cooling and worse at heating: a clamp per part would
    // ignore the heating shortfall.
    const product = exampleSplit({
      coolingKw: 3.5,
      heatingKw: 3.6,
      coolingInputKw: 0.6,
      aeer: 6,
      acop: 2,
      tcspf: 6,
    });
    const rule = rules.find((item) => item.calculation === 'nsw-ess-d16');
    if (rule?.calculation !== 'nsw-ess-d16') throw new Error('no D16 rule');
    const relaxed = rules.map((item) =>
      item.id === rule.id
        ? {
            ...rule,
            // Let the weak heater through the minimum so the formula itself is tested.
            minimums: {
              ...rule.minimums,
              acopWithoutHspf: {
                ...rule.minimums.acopWithoutHspf,
                'non-ducted-split': {
                  under4: 1,
                  from4to6: 1,
                  from6to10: 1,
                  from10to13: 1,
                  from13to25: 1,
                  from25to65: 1,
                },
              },
            },
          }
        : item,
    );
    const card = cardFor(product, '2150', 'new', 'nsw-ess-d16', relaxed);
    const h = rule.hours;
    const coolingPart = (3.5 * h.cooling.average) / 3.66 - (3.5 * h.cooling.average) / 6;
    const heatingPart = (3.6 * h.heating.average) / 2.33 - (3.6 * h.heating.average) / 2;
    expect(heatingPart).toBeLessThan(0);
    const expected = Math.floor(
      ((Math.max(0, coolingPart + heatingPart) * rule.lifetimeYears) / 1000) * 1 * rule.certificateFactor,
    );
    expect(countOf(card)).toBe(expected);
  });
});
