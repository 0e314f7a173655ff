/**
 * Reads the dealer directory from its content files (`src/content/dealers/*.yaml`, one list per
 * state under `dealers:`, the shape the content editor writes): each dealer validated by its schema, located from its suburb and postcode and its opening
 * hours parsed. One reader for the build's content loader and for the server, which routes leads to
 * dealers without the build's content store. Node only (reads files).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { type DealerEntry, dealerSchema } from '#schemas/dealer.ts';
import { parseOpeningHours } from '../../opening-hours.ts';
import { locateSuburb, type PostcodeTable } from '../../postcodes/index.ts';

/** The list of a state's dealer file (`dealers: [...]`), or undefined when the file is not one. */
export function dealerFileDealers(data: unknown): unknown[] | undefined {
  const list =
    typeof data === 'object' && data !== null ? (data as { dealers?: unknown }).dealers : undefined;
  return Array.isArray(list) ? list : undefined;
}

/** A dealer with the file it is written in (relative to `folder`). */
export interface DirectoryDealer {
  entry: DealerEntry;
  file: string;
}

/** Every dealer of `folder`, files in name order; throws an Error naming the file and dealer at fault. */
export async function readDealerDirectory(folder: string, table: PostcodeTable): Promise<DirectoryDealer[]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.yaml')).sort();
  const seen = new Set<string>();
  const dealers: DirectoryDealer[] = [];
  for (const file of files) {
    const raw = dealerFileDealers(parse(await readFile(path.join(folder, file), 'utf8')));
    if (!raw) throw new Error(`${file}: expected a list of dealers under \`dealers:\``);
    for (const [index, item] of raw.entries()) {
      const result = dealerSchema.safeParse(item);
      if (!result.success) {
        throw new Error(
          `${file} #${index + 1}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      }
      const dealer = result.data;
      if (seen.has(dealer.id)) throw new Error(`${file}: dealer id ${dealer.id} is used twice`);
      seen.add(dealer.id);
      const { suburb, postcode, state } = dealer.address;
      const location = locateSuburb(table, suburb, postcode);
      if (!location) {
        throw new Error(
          `${file}: ${dealer.id}: ${suburb} ${state} ${postcode} is not a known suburb and postcode`,
        );
      }
      dealers.push({ entry: { ...dealer, location, hours: parseOpeningHours(dealer.openingHours) }, file });
    }
  }
  return dealers;
}
