/**
 * The tests' own dealer directory (tests/fixtures/content/dealers, the one test servers route to:
 * TEST_DEALERS_DIR) and the real postcode table, read as the server reads them, for routing tests.
 * A dealer staff correct in src/content/dealers changes none of it.
 */
import path from 'node:path';
import { lookupPostcode, type PostcodeTable } from '../../src/lib/postcodes/index.ts';
import { readDealerDirectory } from '../../src/lib/server-only/dealers/read-directory.ts';
import { derivePostcodeTable, readPostcodeTable } from '../../src/lib/server-only/postcodes/derive.ts';
import type { Coordinates, DealerEntry } from '../../src/schemas/dealer.ts';
import { root } from '../content/load-content.ts';
import { fixtureDealersDir } from './fixture-content.ts';

export interface TestDirectory {
  dealers: DealerEntry[];
  postcodes: PostcodeTable;
  /** The position of a postcode; throws for an unknown one (a mistake in the test). */
  at(postcode: string): Coordinates;
  /** A dealer by id; throws for an unknown one. */
  dealer(id: string): DealerEntry;
}

export async function loadTestDirectory(): Promise<TestDirectory> {
  const tableFile = path.join(root, 'src/generated/postcodes.json');
  await derivePostcodeTable(tableFile);
  const postcodes = await readPostcodeTable(tableFile);
  const dealers = (await readDealerDirectory(fixtureDealersDir, postcodes)).map((item) => item.entry);
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
