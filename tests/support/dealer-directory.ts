/**
 * The real dealer directory and postcode table, as the server loads them, for routing tests.
 */
import path from 'node:path';
import { lookupPostcode, type PostcodeTable } from '../../src/lib/postcodes/index.ts';
import { readDealerDirectory } from '../../src/lib/server-only/dealers/read-directory.ts';
import { derivePostcodeTable, readPostcodeTable } from '../../src/lib/server-only/postcodes/derive.ts';
import type { Coordinates, DealerEntry } from '../../src/schemas/dealer.ts';
import { root } from '../content/load-content.ts';

export interface RealDirectory {
  dealers: DealerEntry[];
  postcodes: PostcodeTable;
  /** The position of a postcode; throws for an unknown one (a mistake in the test). */
  at(postcode: string): Coordinates;
  /** A dealer by id; throws for an unknown one. */
  dealer(id: string): DealerEntry;
}

export async function loadRealDirectory(): Promise<RealDirectory> {
  const tableFile = path.join(root, 'src/generated/postcodes.json');
  await derivePostcodeTable(tableFile);
  const postcodes = await readPostcodeTable(tableFile);
  const dealers = (await readDealerDirectory(path.join(root, 'src/content/dealers'), postcodes)).map(
    (item) => item.entry,
  );
  return {
    dealers,
    postcodes,
    at(postcode) {
      const info = lookupPostcode(postcodes, postcode);
      if (!info) throw new Error(`unknown postcode ${postcode}`);
      return info.location;
    },
    dealer(id) {
      const found = dealers.find((dealer) => dealer.id === id);
      if (!found) throw new Error(`unknown dealer ${id}`);
      return found;
    },
  };
}
