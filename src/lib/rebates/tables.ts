/**
 * A postcode's value in one of the schemes' postcode tables (src/content/rebate-tables, schema
 * src/schemas/rebate-table.ts): the range that lists it, or the table's value for every other
 * postcode. Pure and small, so the server, the island and the product pages read the same tables.
 */
import type { RebateTables } from '../../schemas/rebate-table.ts';

type RangeTable<T> = { otherwise: T; ranges: readonly { from: number; to: number; value: T }[] };

/** The table's value for a postcode (a four-digit string or a number). */
export function tableValue<T>(table: RangeTable<T>, postcode: string | number): T {
  const code = Number(postcode);
  return table.ranges.find((range) => code >= range.from && code <= range.to)?.value ?? table.otherwise;
}

/** Every table, by id, from the collection's entries; a missing table is a build error, named. */
export function tablesById(entries: readonly RebateTables[keyof RebateTables][]): RebateTables {
  const byId = Object.fromEntries(entries.map((table) => [table.id, table])) as Partial<RebateTables>;
  const missing = (
    [
      'nsw-climate-zones',
      'nsw-regional-network-factor',
      'nsw-network-loss-factor',
      'nsw-bca-climate-zones',
    ] as const
  ).filter((id) => !byId[id]);
  if (missing.length > 0) throw new Error(`src/content/rebate-tables is missing ${missing.join(', ')}.yaml`);
  return byId as RebateTables;
}
