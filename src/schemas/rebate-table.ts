/**
 * The schemes' postcode tables as content: one YAML file per table (src/content/rebate-tables/<id>.yaml),
 * each naming where it was transcribed from (repository, path, commit) and holding the value for every
 * postcode as ranges, with one value for every postcode no range lists. The NSW rules load them
 * (src/lib/rebates/tables.ts) rather than carrying a copy of their own, so staff correct a table in one
 * place, in the editor's "Rebates" section. `scripts/rebates/import-postcode-table.mjs` turns the
 * administrator's table (as CSV) into a file.
 */
import { z } from 'zod';
import { essZones } from '../lib/value-lists.ts';
import { isoDateSchema } from './common.ts';

/** Where a table was transcribed from, precisely enough to read the same figures again. */
const tableSourceSchema = z.strictObject({
  /** The repository or document, e.g. "energy-savings-scheme/openfisca_nsw_safeguard". */
  repository: z.string().min(3).max(120),
  /** The file inside it. */
  path: z.string().min(3).max(200),
  /** The commit read (40 hex digits), so a later change to the table shows as a difference. */
  commit: z.string().regex(/^[0-9a-f]{40}$/, 'Write the full 40-character commit'),
  /** The day the table was transcribed. */
  read: isoDateSchema,
  /** What the table is, in the source's own words, and anything odd about it. */
  note: z.string().min(10).max(400),
});

/** An inclusive range of postcodes and its value. */
const rangeOf = <T extends z.ZodType>(value: T) =>
  z
    .strictObject({
      /** First postcode of the range. */
      from: z.number().int().min(0).max(9999),
      /** Last postcode of the range. */
      to: z.number().int().min(0).max(9999),
      /** The value for every postcode in it. */
      value,
    })
    .refine((range) => range.from <= range.to, 'from must not be after to');

/** The ranges, in order and never overlapping (a postcode has one value). */
const rangesOf = <T extends z.ZodType>(value: T) =>
  z
    .array(rangeOf(value))
    .max(400)
    .refine(
      (ranges) => ranges.every((range, index) => index === 0 || (ranges[index - 1]?.to ?? -1) < range.from),
      'List the ranges in order, without overlaps: a postcode has one value',
    );

const tableShape = {
  /** What the table is, as its source names it. */
  title: z.string().min(10).max(160),
  /** Where it was transcribed from. */
  source: tableSourceSchema,
};

const factor = z.number().nonnegative().max(2);

/** NSW climate zone (hot, average, cold) by postcode: ESS Table A27 (AS/NZS 3823.4 zones). */
export const nswClimateZonesTableSchema = z.strictObject({
  ...tableShape,
  /** Which table this is (its file name). */
  id: z.literal('nsw-climate-zones'),
  /** The zone of every postcode no range lists. */
  otherwise: z.enum(essZones),
  /** Postcodes with another zone. */
  ranges: rangesOf(z.enum(essZones)),
});

/** NSW regional network factor by postcode: ESS Table A24 (D16 certificates). */
export const nswRegionalNetworkFactorTableSchema = z.strictObject({
  ...tableShape,
  /** Which table this is (its file name). */
  id: z.literal('nsw-regional-network-factor'),
  /** The factor of every postcode no range lists. */
  otherwise: factor,
  /** Postcodes with another factor. */
  ranges: rangesOf(factor),
});

/** NSW network loss factor by postcode (PDRS Table A3 by distributor; 0 outside NSW's networks). */
export const nswNetworkLossFactorTableSchema = z.strictObject({
  ...tableShape,
  /** Which table this is (its file name). */
  id: z.literal('nsw-network-loss-factor'),
  /** The factor of every postcode no range lists (0: not on a NSW network). */
  otherwise: factor,
  /** Postcodes with another factor. */
  ranges: rangesOf(factor),
});

/** BCA climate zone (1 to 8) by postcode: ESS Table A26 (the PDRS temperature factor). */
export const nswBcaClimateZonesTableSchema = z.strictObject({
  ...tableShape,
  /** Which table this is (its file name). */
  id: z.literal('nsw-bca-climate-zones'),
  /** The zone of every postcode no range lists. */
  otherwise: z.number().int().min(1).max(8),
  /** Postcodes with another zone. */
  ranges: rangesOf(z.number().int().min(1).max(8)),
});

/** Any of the tables. */
export const rebateTableSchema = z.discriminatedUnion('id', [
  nswClimateZonesTableSchema,
  nswRegionalNetworkFactorTableSchema,
  nswNetworkLossFactorTableSchema,
  nswBcaClimateZonesTableSchema,
]);
export type RebateTable = z.infer<typeof rebateTableSchema>;
export type RebateTableId = RebateTable['id'];
export type TableOf<Id extends RebateTableId> = Extract<RebateTable, { id: Id }>;

/** Every table, by id: what a plan is worked out with besides the rules. */
export type RebateTables = { [Id in RebateTableId]: TableOf<Id> };
