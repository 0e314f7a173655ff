import { describe, expect, it } from 'vitest';
import {
  compareHref,
  compareQuery,
  compareTable,
  maxCompared,
  parseCompareQuery,
  resolveComparison,
} from '../../src/lib/compare.ts';
import { compareProduct } from '../../src/lib/product-records.ts';
import { specTable } from '../../src/lib/spec-table.ts';
import { productBySlug, products } from './load-catalogue.ts';

const entry = (slug: string) => compareProduct(productBySlug(slug));
const dataset = products.map(compareProduct);
const rowsOf = (table: ReturnType<typeof compareTable>) => table.groups.flatMap((group) => group.rows);
const row = (table: ReturnType<typeof compareTable>, label: string) => {
  const found = rowsOf(table).find((item) => item.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found;
};

describe('the comparison address', () => {
  it('reads ?products=a,b,c in order, without repeats or malformed names', () => {
    expect(parseCompareQuery('?products=edge-3-5kw,aura-2-5kw')).toEqual(['edge-3-5kw', 'aura-2-5kw']);
    expect(parseCompareQuery('?products=a,,a,B,not%20a%20slug,c')).toEqual(['a', 'b', 'c']);
    expect(parseCompareQuery('?products=')).toEqual([]);
    expect(parseCompareQuery('')).toEqual([]);
  });

  it('writes the slugs back unescaped, and nothing for none', () => {
    expect(compareQuery(['a', 'b'])).toBe('?products=a,b');
    expect(compareQuery([])).toBe('');
    expect(compareHref(['a'])).toBe('/compare?products=a');
    expect(parseCompareQuery(compareQuery(['x-1', 'y-2', 'z-3']))).toEqual(['x-1', 'y-2', 'z-3']);
  });

  it('keeps known products up to three, and says which were unknown or dropped', () => {
    const slugs = [
      'edge-3-5kw-reverse-cycle-split-system',
      'no-such-product',
      'aura-3-5kw-reverse-cycle-split-system',
      'breeze-3-5kw-reverse-cycle-split-system',
      'edge-5-0kw-reverse-cycle-split-system',
    ];
    const resolved = resolveComparison(slugs, dataset);
    expect(maxCompared).toBe(3);
    expect(resolved.products.map((product) => product.slug)).toEqual([slugs[0], slugs[2], slugs[3]]);
    expect(resolved.unknown).toEqual(['no-such-product']);
    expect(resolved.dropped.map((product) => product.slug)).toEqual([slugs[4]]);
  });
});

describe('the comparison table', () => {
  it('uses the spec table’s own labels and values', () => {
    const edge = productBySlug('edge-3-5kw-reverse-cycle-split-system');
    const table = compareTable([compareProduct(edge)]);
    for (const spec of specTable(edge).flatMap((group) => group.specs)) {
      expect(row(table, spec.label).values).toEqual([spec.value]);
    }
  });

  it('marks rows whose values differ, and only those', () => {
    const table = compareTable([
      entry('edge-3-5kw-reverse-cycle-split-system'),
      entry('aura-3-5kw-reverse-cycle-split-system'),
    ]);
    expect(table.sameType).toBe(true);
    expect(row(table, 'Range').differs).toBe(true);
    expect(row(table, 'Type').differs).toBe(false);
    expect(row(table, 'Power supply').differs).toBe(false);
    for (const item of rowsOf(table)) expect(item.differs).toBe(new Set(item.values).size > 1);
  });

  it('marks nothing as different with a single product', () => {
    const table = compareTable([entry('edge-3-5kw-reverse-cycle-split-system')]);
    expect(rowsOf(table).some((item) => item.differs)).toBe(false);
  });

  it('shows every row for one type, with gaps where a product has no such figure', () => {
    const table = compareTable([
      entry('breeze-3-5kw-reverse-cycle-split-system'),
      entry('breeze-3-5kw-cooling-only-split-system'),
    ]);
    const heating = row(table, 'ACOP (heating)');
    expect(heating.values[0]).toMatch(/^\d\.\d\d$/);
    expect(heating.values[1]).toBeNull();
    expect(heating.differs).toBe(true);
  });

  it('shows only shared rows for different types, lining up heating capacity and output', () => {
    const table = compareTable([
      entry('edge-14-0kw-ducted-reverse-cycle-system'),
      entry('hearth-7-star-24kw-gas-ducted-heater'),
    ]);
    expect(table.sameType).toBe(false);
    const labels = rowsOf(table).map((item) => item.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Type',
        'Range',
        'Suits',
        'Heating capacity',
        'Zones',
        'Power supply',
        'Warranty',
      ]),
    );
    for (const refrigerantOnly of ['AEER (cooling)', 'Refrigerant', 'Cooling stars', 'Gas input']) {
      expect(labels).not.toContain(refrigerantOnly);
    }
    expect(row(table, 'Heating capacity').values).toEqual(['16.0 kW (4.8–19.2)', '24.0 kW']);
    for (const item of rowsOf(table)) expect(item.values.every((value) => value !== null)).toBe(true);
  });

  it('keeps the refrigerant rows when every product has a refrigerant circuit', () => {
    const table = compareTable([
      entry('edge-3-5kw-reverse-cycle-split-system'),
      entry('edge-14-0kw-ducted-reverse-cycle-system'),
    ]);
    const labels = rowsOf(table).map((item) => item.label);
    expect(labels).toContain('AEER (cooling)');
    expect(labels).toContain('Refrigerant');
    expect(labels).not.toContain('Zones'); // ducted only
  });

  it('lines up airflow between an evaporative cooler and a split that states it', () => {
    const table = compareTable([
      entry('outback-rm200-roof-mounted-evaporative-cooler'),
      entry('edge-3-5kw-reverse-cycle-split-system'),
    ]);
    expect(row(table, 'Airflow (highest speed)').values).toEqual(['20,000 m³/h', '730 m³/h']);
  });
});
