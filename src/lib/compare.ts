/**
 * Product comparison: the `?products=` query that names a comparison, and the side-by-side table
 * built from each product's `compareProduct` record (src/lib/product-records.ts: the spec table's own
 * rows, so labels and units have one source). Pure and free of runtime imports of the schemas, so
 * the compare island and the tray can ship it.
 *
 * Which rows a table shows: products of one type show every row any of them has (a cooling-only
 * split shows "Not applicable" against a reverse-cycle one's heating rows); products of different
 * types show only the rows every one of them has, matched by the spec's key (a gas heater's output
 * and a ducted system's heating capacity share the "Heating capacity" row).
 */
import type { Spec } from './product-facts.ts';
import { sharedSpecLabels } from './product-labels.ts';
import type { CompareProduct } from './product-records.ts';

export type { CompareProduct };

/** Most products compared at once. */
export const maxCompared = 3;

/** One row of the table: a value per product (null when the product has no such figure). */
export interface CompareRow {
  key: string;
  label: string;
  values: (string | null)[];
  /** True when two or more products are compared and their values are not all the same. */
  differs: boolean;
}

export interface CompareTable {
  /** True when every product is of one type: all rows are shown, not only the shared ones. */
  sameType: boolean;
  groups: { heading: string; rows: CompareRow[] }[];
}

const keyOf = (spec: Spec) => spec.key ?? spec.label;
const sharedLabel = (key: string) =>
  key in sharedSpecLabels ? sharedSpecLabels[key as keyof typeof sharedSpecLabels] : key;

/** The side-by-side table of the given products, in their order. */
export function compareTable(products: readonly CompareProduct[]): CompareTable {
  const sameType = products.every((product) => product.productType === products[0]?.productType);
  const specs = products.map(
    (product) => new Map(product.groups.flatMap((group) => group.specs.map((spec) => [keyOf(spec), spec]))),
  );
  // Rows in the order the products list them: each key under the first group it appears in.
  const order = new Map<string, { heading: string; keys: string[] }>();
  const placed = new Set<string>();
  for (const product of products) {
    for (const group of product.groups) {
      const entry = order.get(group.heading) ?? { heading: group.heading, keys: [] };
      order.set(group.heading, entry);
      for (const spec of group.specs) {
        const key = keyOf(spec);
        if (placed.has(key)) continue;
        placed.add(key);
        entry.keys.push(key);
      }
    }
  }
  const groups = [...order.values()].map(({ heading, keys }) => ({
    heading,
    rows: keys.flatMap((key): CompareRow[] => {
      const found = specs.map((map) => map.get(key));
      const shown = sameType ? found.some(Boolean) : found.every(Boolean);
      if (!shown) return [];
      const labels = new Set(found.flatMap((spec) => (spec ? [spec.label] : [])));
      const values = found.map((spec) => spec?.value ?? null);
      return [
        {
          key,
          label: labels.size === 1 ? ([...labels][0] ?? key) : sharedLabel(key),
          values,
          differs: values.length > 1 && new Set(values).size > 1,
        },
      ];
    }),
  }));
  return { sameType, groups: groups.filter((group) => group.rows.length > 0) };
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slugs a `?products=a,b,c` query names, in order, without repeats or malformed names. */
export function parseCompareQuery(search: string): string[] {
  const raw = new URLSearchParams(search).get('products') ?? '';
  const slugs = raw
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slugPattern.test(slug));
  return [...new Set(slugs)];
}

/** The query of a comparison: "?products=a,b" ("" for none). */
export function compareQuery(slugs: readonly string[]): string {
  return slugs.length > 0 ? `?products=${slugs.join(',')}` : '';
}

/** The comparison page's address for the given products. */
export function compareHref(slugs: readonly string[]): string {
  return `/compare${compareQuery(slugs)}`;
}

/** What a requested list of slugs resolves to against the dataset. */
export interface Resolved {
  /** Known products, at most `maxCompared`, in the order asked for. */
  products: CompareProduct[];
  /** Slugs that name no product. */
  unknown: string[];
  /** Known products left out because only `maxCompared` fit. */
  dropped: CompareProduct[];
}

export function resolveComparison(slugs: readonly string[], dataset: readonly CompareProduct[]): Resolved {
  const bySlug = new Map(dataset.map((product) => [product.slug, product]));
  const known = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  return {
    products: known.slice(0, maxCompared),
    unknown: slugs.filter((slug) => !bySlug.has(slug)),
    dropped: known.slice(maxCompared),
  };
}

const isCompareProduct = (value: unknown): value is CompareProduct => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    ['slug', 'name', 'path', 'productType'].every((field) => typeof record[field] === 'string') &&
    Array.isArray(record.groups)
  );
};

/**
 * Reads the comparison dataset (a static query document) in the browser: null when it is missing,
 * the network fails or the body is not a list of products.
 */
export async function fetchCompareDataset(url: string): Promise<CompareProduct[] | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const value: unknown = JSON.parse(await response.text());
    return Array.isArray(value) && value.every(isCompareProduct) ? value : null;
  } catch {
    return null;
  }
}
