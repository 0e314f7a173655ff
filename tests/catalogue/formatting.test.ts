import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/lib/dealer-format.ts';
import { gasEfficiencyPercent } from '../../src/lib/product-facts.ts';
import { productCard } from '../../src/lib/product-records.ts';
import { layoutTitle } from '../../src/lib/seo.ts';
import { zoneMultipliers } from '../../src/lib/sizing-rules.ts';
import { specTable } from '../../src/lib/spec-table.ts';
import { warrantyCoverFor, withDerivedWarranty } from '../../src/lib/warranty.ts';
import { pageSchema } from '../../src/schemas/page.ts';
import { loadFolder, loadWarrantyTerms } from '../content/load-content.ts';
import { productBySlug, products } from './load-catalogue.ts';

describe('spec table', () => {
  it('groups a refrigerant system as performance, efficiency, sound, dimensions, electrical, refrigerant', () => {
    const groups = specTable(productBySlug('edge-3-5kw-reverse-cycle-split-system')).map(
      (group) => group.heading,
    );
    expect(groups).toEqual([
      'Model numbers',
      'Performance',
      'Efficiency',
      'Sound',
      'Dimensions',
      'Electrical',
      'Refrigerant',
      'Warranty',
    ]);
  });

  it('gives gas heaters and evaporative coolers their own facts and no refrigerant group', () => {
    for (const product of products.filter((item) =>
      ['gas-heater', 'evaporative'].includes(item.productType),
    )) {
      const groups = specTable(product);
      expect(groups.map((group) => group.heading)).not.toContain('Refrigerant');
      expect(groups.map((group) => group.heading)).toContain('Efficiency');
      for (const group of groups)
        expect(group.specs.length, `${product.slug} ${group.heading}`).toBeGreaterThan(0);
    }
  });

  it('works out a gas heater’s thermal efficiency (1 kW = 3.6 MJ/h)', () => {
    expect(gasEfficiencyPercent({ outputKw: 24, gasInputMJh: 100 })).toBe(86);
  });
});

describe('product cards', () => {
  it('carry the capacity and stars the filters use', () => {
    const split = productCard(productBySlug('aura-2-5kw-reverse-cycle-split-system'));
    expect(split).toMatchObject({ capacityKw: 2.5, coolingStars: 4.5, heatingStars: 5 });
    expect(split.keyFeatures).toHaveLength(3);
    const gas = products.find((product) => product.productType === 'gas-heater');
    if (gas?.productType !== 'gas-heater') throw new Error('no gas heater');
    expect(productCard(gas)).toMatchObject({ capacityKw: gas.outputKw, gasStars: gas.gasStarRating });
  });
});

describe('warranty cover', () => {
  const terms = loadWarrantyTerms();

  it('finds the range cover before the general one, and the cover by mounting', () => {
    expect(warrantyCoverFor(terms, productBySlug('edge-3-5kw-reverse-cycle-split-system'))?.id).toBe('edge');
    expect(warrantyCoverFor(terms, productBySlug('aura-2-5kw-reverse-cycle-split-system'))?.id).toBe(
      'split-ducted-cassette-multi',
    );
    expect(warrantyCoverFor(terms, productBySlug('outback-portable-15l-evaporative-cooler'))?.id).toBe(
      'evaporative-portable',
    );
    for (const product of products) expect(warrantyCoverFor(terms, product), product.slug).toBeDefined();
  });

  it('gives each product the periods of its cover, and refuses a product file that writes its own', () => {
    expect(productBySlug('edge-3-5kw-reverse-cycle-split-system').warranty).toEqual({
      years: 7,
      partsAndLabour: true,
      compressorYears: 10,
    });
    expect(productBySlug('hearth-4-star-20kw-gas-ducted-heater').warranty).toEqual({
      years: 3,
      partsAndLabour: true,
      componentCover: [{ component: 'Heat exchanger and burner', years: 10 }],
    });
    const { warranty, ...file } = productBySlug('aura-2-5kw-reverse-cycle-split-system');
    expect(withDerivedWarranty(terms, file)).toEqual({ ...file, warranty });
    expect(() => withDerivedWarranty(terms, { ...file, warranty })).toThrow(/comes from the warranty terms/);
    const noCover = { ...terms, coverage: terms.coverage.filter((cover) => cover.id === 'edge') };
    expect(() => withDerivedWarranty(noCover, file)).toThrow(/no warranty cover .* Aura wall-split/);
  });
});

describe('small formatters', () => {
  it('dials landlines in international form', () => {
    expect(telHref('(02) 7010 1234')).toBe('tel:+61270101234');
  });

  it('takes the brand off SEO titles, which the layout adds back', () => {
    expect(layoutTitle('Warranty | Parts and Labour Cover | Cirrus Climate')).toBe(
      'Warranty | Parts and Labour Cover',
    );
    expect(layoutTitle('FAQs | Air Conditioning and Heating Help | Cirrus')).toBe(
      'FAQs | Air Conditioning and Heating Help',
    );
    expect(layoutTitle('Cirrus Climate | Air Conditioning & Heating for Australia')).toBe(
      'Air Conditioning & Heating for Australia',
    );
    expect(layoutTitle('Why Cirrus | Designed for Australian Conditions')).toBe(
      'Why Cirrus | Designed for Australian Conditions',
    );
  });

  it('states in the sizing guide copy the zone multipliers the site uses', () => {
    const guide = pageSchema.parse(
      loadFolder('pages').find((file) => file.name === 'your-perfect-climate')?.data,
    );
    const text = JSON.stringify(guide);
    const { hot, average, cold } = zoneMultipliers;
    expect(text).toContain(
      `hot zone ${hot.cooling}, average zone ${average.cooling.toFixed(1)}, cold zone ${cold.cooling} for cooling`,
    );
    expect(text).toContain(
      `hot zone ${hot.heating}, average zone ${average.heating.toFixed(1)}, cold zone ${cold.heating}`,
    );
  });
});
