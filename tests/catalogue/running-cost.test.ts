import { describe, expect, it } from 'vitest';
import {
  daysOfUse,
  defaultHoursPerDay,
  defaultInputs,
  estimateRunningCosts,
  formulaFor,
  prices,
  readHours,
  readPrice,
  runningCostProfile,
} from '../../src/lib/running-cost.ts';
import { isRefrigerantProduct } from '../../src/schemas/product.ts';
import { productBySlug, products } from './load-catalogue.ts';

const line = (lines: ReturnType<typeof estimateRunningCosts>, mode: string, zone: string) => {
  const found = lines.find((item) => item.mode === mode && item.zone === zone);
  if (!found) throw new Error(`no ${mode} ${zone}`);
  return found;
};

describe('running cost of a reverse-cycle system', () => {
  const edge = productBySlug('edge-3-5kw-reverse-cycle-split-system'); // 3.5 kW / AEER 4.95, 4.0 kW / ACOP 5.3
  const profile = runningCostProfile(edge);

  it('is output ÷ efficiency × hours × days × price, per mode and zone', () => {
    const lines = estimateRunningCosts(profile, { priceCents: 33, hoursPerDay: 8 });
    expect(lines.map((item) => `${item.mode}-${item.zone}`)).toEqual([
      'cooling-hot',
      'cooling-average',
      'cooling-cold',
      'heating-hot',
      'heating-average',
      'heating-cold',
    ]);
    // Worked example: 3.5 / 4.95 = 0.7071 kW × 8 h × 169 days = 955.96 kWh × $0.33 = $315.47
    const hotCooling = line(lines, 'cooling', 'hot');
    expect(hotCooling.rate).toBeCloseTo(3.5 / 4.95, 10);
    expect(hotCooling.energy).toBeCloseTo(955.96, 1);
    expect(hotCooling.cost).toBeCloseTo(315.47, 2);
    // 4.0 / 5.3 = 0.7547 kW × 8 h × 167 days = 1,008.3 kWh × $0.33 = $332.74
    expect(line(lines, 'heating', 'cold').cost).toBeCloseTo(332.74, 2);
  });

  it('scales with price and hours', () => {
    const base = line(
      estimateRunningCosts(profile, { priceCents: 33, hoursPerDay: 8 }),
      'cooling',
      'average',
    );
    const edited = line(
      estimateRunningCosts(profile, { priceCents: 25, hoursPerDay: 4 }),
      'cooling',
      'average',
    );
    expect(edited.cost).toBeCloseTo((base.cost * 25 * 4) / (33 * 8), 6);
  });

  it('shows the sum with the actual numbers', () => {
    const lines = estimateRunningCosts(profile, { priceCents: 33, hoursPerDay: 8 });
    expect(formulaFor(profile, line(lines, 'cooling', 'hot'), 33)).toBe(
      '3.5 kW ÷ 4.95 AEER × 8 h × 169 days = 956 kWh × 33 c/kWh = $315',
    );
    expect(formulaFor(profile, line(lines, 'heating', 'average'), 33)).toBe(
      '4 kW ÷ 5.3 ACOP × 8 h × 78 days = 471 kWh × 33 c/kWh = $155',
    );
  });

  it('starts from 33 c/kWh and 8 hours a day', () => {
    expect(defaultInputs(profile)).toEqual({ priceCents: 33, hoursPerDay: 8 });
  });
});

describe('running cost of other systems', () => {
  it('gives a cooling-only system cooling figures only', () => {
    const profile = runningCostProfile(productBySlug('breeze-2-5kw-cooling-only-split-system'));
    const lines = estimateRunningCosts(profile, defaultInputs(profile));
    expect(new Set(lines.map((item) => item.mode))).toEqual(new Set(['cooling']));
    expect(lines).toHaveLength(3);
  });

  it('prices a gas heater by its gas input in MJ at 4 c/MJ over the heating days', () => {
    const heater = productBySlug('hearth-7-star-24kw-gas-ducted-heater'); // 93 MJ/h
    const profile = runningCostProfile(heater);
    expect(defaultInputs(profile)).toEqual({ priceCents: 4, hoursPerDay: 8 });
    const lines = estimateRunningCosts(profile, defaultInputs(profile));
    expect(lines.map((item) => item.mode)).toEqual(['heating', 'heating', 'heating']);
    // 93 MJ/h × 8 h × 78 days = 58,032 MJ × $0.04 = $2,321.28
    const average = line(lines, 'heating', 'average');
    expect(average.energy).toBe(58_032);
    expect(average.cost).toBeCloseTo(2321.28, 2);
    expect(formulaFor(profile, average, 4)).toBe('93 MJ/h × 8 h × 78 days = 58,032 MJ × 4 c/MJ = $2,321');
  });

  it('prices an evaporative cooler by its power input, and counts its water', () => {
    const cooler = productBySlug('outback-rm200-roof-mounted-evaporative-cooler'); // 1,050 W, 24 L/h
    const profile = runningCostProfile(cooler);
    const lines = estimateRunningCosts(profile, defaultInputs(profile));
    const average = line(lines, 'cooling', 'average');
    // 1.05 kW × 8 h × 75 days = 630 kWh × $0.33 = $207.90; 24 L/h × 600 h = 14,400 L
    expect(average.energy).toBeCloseTo(630, 6);
    expect(average.cost).toBeCloseTo(207.9, 6);
    expect(average.waterL).toBe(14_400);
    expect(formulaFor(profile, average, 33)).toBe(
      '1,050 W ÷ 1,000 × 8 h × 75 days = 630 kWh × 33 c/kWh = $208',
    );
    // Close to the catalogue's own "typical summer" figure for the cooler.
    if (cooler.productType !== 'evaporative') throw new Error('not an evaporative cooler');
    expect(Math.abs(average.cost - cooler.annualRunningCostAud) / cooler.annualRunningCostAud).toBeLessThan(
      0.1,
    );
  });
});

describe('days of use per zone', () => {
  it('match each label’s annual energy within 2 % at the starting hours', () => {
    for (const product of products.filter(isRefrigerantProduct)) {
      const profile = runningCostProfile(product);
      for (const item of estimateRunningCosts(profile, defaultInputs(profile))) {
        const label = product.annualEnergyKwh[item.mode]?.[item.zone];
        if (label === undefined) throw new Error(`${product.slug}: no label figure for ${item.mode}`);
        expect(
          Math.abs(item.energy - label) / label,
          `${product.slug} ${item.mode} ${item.zone}`,
        ).toBeLessThan(0.02);
      }
    }
  });

  it('cool most in the hot zone and heat most in the cold zone', () => {
    expect(daysOfUse.hot.cooling).toBeGreaterThan(daysOfUse.average.cooling);
    expect(daysOfUse.average.cooling).toBeGreaterThan(daysOfUse.cold.cooling);
    expect(daysOfUse.cold.heating).toBeGreaterThan(daysOfUse.average.heating);
    expect(daysOfUse.average.heating).toBeGreaterThan(daysOfUse.hot.heating);
    expect(defaultHoursPerDay).toBe(8);
  });
});

describe('form input', () => {
  it('accepts a positive price up to the fuel’s maximum', () => {
    expect(readPrice('33', 'electricity')).toEqual({ ok: true, value: 33 });
    expect(readPrice(' 27.5 ', 'electricity')).toEqual({ ok: true, value: 27.5 });
    expect(readPrice(String(prices.electricity.max), 'electricity').ok).toBe(true);
    expect(readPrice('3.8', 'gas')).toEqual({ ok: true, value: 3.8 });
  });

  it('explains an empty, non-numeric, negative, zero or huge value', () => {
    expect(readPrice('', 'electricity')).toEqual({ ok: false, message: 'Enter an electricity price.' });
    expect(readPrice('abc', 'gas')).toEqual({ ok: false, message: 'Enter a gas price as a number.' });
    expect(readPrice('-5', 'electricity')).toEqual({
      ok: false,
      message: 'Enter an electricity price above 0.',
    });
    expect(readPrice('0', 'electricity').ok).toBe(false);
    expect(readPrice('5000', 'electricity')).toEqual({
      ok: false,
      message: 'Enter a price of at most 200 c/kWh.',
    });
    expect(readPrice('51', 'gas')).toEqual({ ok: false, message: 'Enter a price of at most 50 c/MJ.' });
    expect(readHours('')).toEqual({ ok: false, message: 'Enter the hours a day.' });
    expect(readHours('-1')).toEqual({ ok: false, message: 'Enter the hours a day above 0.' });
    expect(readHours('25')).toEqual({ ok: false, message: 'A day has 24 hours: enter 24 or fewer.' });
    expect(readHours('24')).toEqual({ ok: true, value: 24 });
  });
});
