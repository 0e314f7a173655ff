/**
 * The money answer comes from the home, not from the unit picked (issue 50): the heat and cooling a
 * home needs follow its area and climate zone, so three ducted units on one Victorian home give the
 * same "today" cost; the same product and home give the same yearly figure on the product page, in
 * the sizing tool and in the planner; an old unit's age changes today's cost; gas prices appear only
 * where gas is used; and without a dealer's price the payback is a range from a typical price band.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answerPlanner, type PlannerValues } from '../../src/lib/rebates/answer.ts';
import { typicalPrice } from '../../src/lib/rebates/plan.ts';
import { plannerProductOf } from '../../src/lib/rebates/product.ts';
import { planSummary } from '../../src/lib/rebates/summary.ts';
import type { PlannerProduct } from '../../src/lib/rebates/types.ts';
import { estimateRunningCosts, runningCostProfile, yearlyCostIn } from '../../src/lib/running-cost.ts';
import { areaLoad } from '../../src/lib/sizing/area-load.ts';
import { sizingLoads } from '../../src/lib/sizing/loads.ts';
import { readSizingNeed } from '../../src/lib/sizing/sizing-answer.ts';
import { sizingInputSchema } from '../../src/schemas/sizing.ts';
import { productBySlug, products } from '../catalogue/load-catalogue.ts';
import { rules, settings, tables } from './load-rules.ts';

const TODAY = '2026-11-27';
const plannerProducts = products
  .map(plannerProductOf)
  .filter((product): product is PlannerProduct => product !== undefined);

function answer(values: PlannerValues) {
  const outcome = answerPlanner(
    { tenure: 'owner-occupier', current: 'ducted-gas', ...values },
    { rules, tables, settings, products: plannerProducts, today: TODAY },
  );
  if (outcome.kind !== 'plan') throw new Error(`no plan: ${JSON.stringify(outcome)}`);
  return outcome;
}

/** The sizing tool's loads for a whole home on its middle answers (2.4 m, average insulation, shaded). */
function wholeHomeLoads(areaM2: number, zone: 'hot' | 'average' | 'cold') {
  const input = v.parse(sizingInputSchema, {
    space: { kind: 'home', areaM2, ceilingM: 2.4 },
    insulation: 'average',
    orientation: 'south',
    shading: 'full',
    postcode: '3150',
    want: 'both',
    scope: 'whole-home',
  });
  return sizingLoads(input, { zone, summer: 'humid' });
}

/** A Glen Waverley home of 180 m², heated by ducted gas today. */
const glenWaverley = {
  postcode: '3150',
  current: 'ducted-gas',
  areaM2: '180',
  gas: '3.6',
  electricity: '29',
};
const ducted = [
  'aura-7-1kw-ducted-reverse-cycle-system',
  'aura-14-0kw-ducted-reverse-cycle-system',
  'aura-24-0kw-ducted-reverse-cycle-system',
];

describe('the home, not the unit', () => {
  it('three ducted units of 7.1, 14 and 24 kW on one Victorian home: the same cost today', () => {
    const plans = ducted.map((product) => answer({ ...glenWaverley, product }).plan);
    const today = plans.map((plan) => plan.running?.currentCost);
    // 180 m² × 100 W/m² × 1.25 (cold zone) = 22.5 kW on the coldest days, 0.26 of it on an average
    // hour; 8 h × 167 days; ducted gas 0.7; 3.6 c/MJ.
    const expected = (22.5 * 0.26 * 8 * 167 * 3.6 * 3.6) / 0.7 / 100;
    // About 40,000 MJ of gas a year for heating: near a published Victorian household's heating share.
    expect((expected * 100) / 3.6).toBeGreaterThan(30_000);
    expect((expected * 100) / 3.6).toBeLessThan(45_000);
    for (const cost of today) expect(cost).toBeCloseTo(expected, 6);
    // Each new system's side moves with its efficiency alone: the load over ACOP and AEER.
    for (const [index, slug] of ducted.entries()) {
      const product = productBySlug(slug);
      if (product.productType !== 'ducted' || product.acop === null) throw new Error('fixture changed');
      const cooling = 180 * 0.135 * 0.9;
      const kwh =
        (22.5 * 0.26 * 8 * 167) / product.acop +
        ((Math.round(cooling * 10) / 10) * 0.26 * (8 * 33)) / product.aeer;
      expect(plans[index]?.running?.newCost).toBeCloseTo((kwh * 29) / 100, 6);
    }
  });

  it('the planner’s home loads are the sizing tool’s for the whole home on its middle answers', () => {
    for (const zone of ['hot', 'average', 'cold'] as const) {
      for (const areaM2 of [30, 87.5, 180, 1000]) {
        const loads = wholeHomeLoads(areaM2, zone);
        expect(areaLoad(areaM2, zone), `${areaM2} m², ${zone}`).toEqual({
          coolingKw: loads.coolingKw,
          heatingKw: loads.heatingKw,
        });
      }
    }
  });

  it('a bigger unit of the same efficiency never makes the saving bigger', () => {
    const small = plannerProducts.find((item) => item.slug === ducted[0]);
    if (!small) throw new Error('fixture changed');
    // The same model three times the size, under the same name so the planner picks it.
    const bigger = {
      ...small,
      coolingKw: small.coolingKw * 3,
      heatingKw: (small.heatingKw ?? 0) * 3,
    };
    const values = { ...glenWaverley, product: small.slug };
    const parsed = answerPlanner(
      { tenure: 'owner-occupier', ...values },
      { rules, tables, settings, products: [bigger], today: TODAY },
    );
    const base = answer(values);
    if (parsed.kind !== 'plan') throw new Error('no plan');
    expect(parsed.plan.running?.yearlyChange).toBeCloseTo(base.plan.running?.yearlyChange ?? Number.NaN, 6);
  });

  it('the same home and product: one yearly figure on the product page, in the sizing tool and in the planner', () => {
    const slug = 'aura-14-0kw-ducted-reverse-cycle-system';
    const product = productBySlug(slug);
    // The sizing tool: the whole home at its middle answers, in the cold zone (3150).
    const loads = wholeHomeLoads(180, 'cold');
    const load = { coolingKw: loads.coolingKw, heatingKw: loads.heatingKw };
    const sizingCard = yearlyCostIn(runningCostProfile(product), 'cold', ['cooling', 'heating'], load)?.cost;
    // The product page, reached from the tool's card with the space's needs in its address.
    const need = readSizingNeed(`?for=Whole+home&cooling=${load.coolingKw}&heating=${load.heatingKw}`);
    const page = estimateRunningCosts(
      runningCostProfile(product),
      { priceCents: 33, hoursPerDay: 8 },
      need ?? undefined,
    )
      .filter((line) => line.zone === 'cold')
      .reduce((sum, line) => sum + line.cost, 0);
    // The planner, told the area, at the product page's typical price.
    const planner = answer({ ...glenWaverley, product: slug, electricity: '33' }).plan.running?.newCost;
    expect(sizingCard).toBeGreaterThan(0);
    expect(page).toBeCloseTo(sizingCard ?? Number.NaN, 6);
    expect(planner).toBeCloseTo(sizingCard ?? Number.NaN, 6);
  });
});

describe('today’s system', () => {
  it('an older reverse-cycle unit costs more to run the older it is', () => {
    const values = {
      postcode: '2150',
      current: 'old-reverse-cycle',
      areaM2: '40',
      product: 'aura-3-5kw-reverse-cycle-split-system',
    };
    const young = answer({ ...values, reverseCycleAgeYears: '5' }).plan.running;
    const old = answer({ ...values, reverseCycleAgeYears: '25' }).plan.running;
    expect(old?.currentCost).toBeGreaterThan(young?.currentCost ?? Number.POSITIVE_INFINITY);
    expect(old?.working.find((line) => line.label.startsWith('Today'))?.label).toBe(
      'Today, a 25-year-old reverse-cycle',
    );
  });

  it('gas prices appear only where gas is used', () => {
    const electric = answer({
      postcode: '2150',
      current: 'electric-resistive',
      areaM2: '40',
      product: 'aura-3-5kw-reverse-cycle-split-system',
    });
    expect(electric.plan.running?.usesGas).toBe(false);
    expect(planSummary(electric.plan, electric.answers, electric.product)).not.toMatch(/c\/MJ|gas appliance/);
    const gas = answer({ ...glenWaverley, product: ducted[1] ?? '' });
    expect(gas.plan.running?.usesGas).toBe(true);
    expect(planSummary(gas.plan, gas.answers, gas.product)).toContain('3.6 c/MJ');
  });
});

describe('the answer a person can act on', () => {
  it('without an area, no running costs are guessed; the plan asks for it', () => {
    const { plan } = answer({ postcode: '3150', product: ducted[1] ?? '' });
    expect(plan.running).toBeNull();
    expect(plan.paybackYears).toBeNull();
  });

  it('a total line, and without a dealer’s price a typical band gives the payback as a range', () => {
    const { plan, product } = answer({
      postcode: '2150',
      current: 'electric-resistive',
      areaM2: '40',
      product: 'aura-3-5kw-reverse-cycle-split-system',
    });
    const band = typicalPrice(settings, product);
    if (!band || !plan.totalBack || !plan.upfront || !plan.running)
      throw new Error('expected a band, a total and running costs');
    expect(plan.upfront).toMatchObject({ typical: true, priceLow: band.low, priceHigh: band.high });
    expect(plan.upfront.netLow).toBe(band.low - plan.totalBack.high);
    expect(plan.upfront.netHigh).toBe(band.high - plan.totalBack.low);
    const saving = -plan.running.yearlyChange;
    expect(plan.paybackYears?.low).toBeCloseTo(plan.upfront.netLow / saving, 10);
    expect(plan.paybackYears?.high).toBeCloseTo(plan.upfront.netHigh / saving, 10);
    expect(
      planSummary(
        plan,
        answer({ postcode: '2150', current: 'electric-resistive', areaM2: '40', product: product.slug })
          .answers,
        product,
      ),
    ).toMatch(/^In all: about \$[\d,]+ to \$[\d,]+ back, estimated\.$/m);
  });

  it('every planner product has a typical installed-price band', () => {
    expect(
      plannerProducts.filter((product) => !typicalPrice(settings, product)).map((product) => product.slug),
    ).toEqual([]);
  });
});

describe('combining', () => {
  it('a Victorian card says whether it combines, even alone', () => {
    const { plan } = answer({ ...glenWaverley, product: ducted[1] ?? '' });
    const veu = plan.schemes.find((scheme) => scheme.rule.id === 'vic-veu-space-heating-cooling');
    expect(veu?.stacking).toEqual([
      'Combining: no other VIC scheme in our rules is open, so this one stands alone.',
    ]);
  });
});
