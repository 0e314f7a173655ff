/**
 * The data the tool fetches: the sizing page's page-data document (the products' capacities) at
 * start, and the postcode table only once the visitor reaches the location step or arrives with a
 * postcode in the link. Each is fetched once; a failure is forgotten so a later step can retry.
 */
import { safeParse } from 'valibot';
import { fetchPageData, staticQueryUrl } from '../../lib/page-data';
import { climateForPosition, type PostcodeClimate } from '../../lib/postcodes/climate-zone.ts';
import type { PostcodePositions } from '../../lib/postcodes/suburbs.ts';
import {
  postcodePositionsSchema,
  type SizingPageData,
  sizingPageDataSchema,
} from '../../lib/sizing/products.ts';
import type { AustralianState } from '../../schemas/common.ts';

// The locator reads the same document with the same type.
export type { PostcodePositions };

let pageData: Promise<SizingPageData | null> | undefined;
let positions: Promise<PostcodePositions | null> | undefined;

async function once<T>(promise: Promise<T | null>, forget: () => void): Promise<T | null> {
  const value = await promise;
  if (value === null) forget();
  return value;
}

/** The products' sizing facts and the postcode table's hash, or null when unavailable. */
export function loadSizingData(path: string): Promise<SizingPageData | null> {
  pageData ??= once(
    fetchPageData(path).then((document) => {
      const parsed = safeParse(sizingPageDataSchema, document?.data);
      return parsed.success ? parsed.output : null;
    }),
    () => {
      pageData = undefined;
    },
  );
  return pageData;
}

/** Postcode → [state, lat, lng], or null when unavailable. */
export function loadPostcodePositions(path: string): Promise<PostcodePositions | null> {
  positions ??= once(
    loadSizingData(path).then(async (data) => {
      if (!data) return null;
      try {
        const response = await fetch(staticQueryUrl(data.postcodeTable));
        const parsed = safeParse(postcodePositionsSchema, response.ok ? await response.json() : null);
        return parsed.success ? parsed.output : null;
      } catch {
        return null;
      }
    }),
    () => {
      positions = undefined;
    },
  );
  return positions;
}

/** A postcode's state and climate, or null when the table does not know it. */
export function postcodeClimate(
  positions: PostcodePositions | null,
  postcode: string,
): (PostcodeClimate & { state: AustralianState }) | null {
  const row = positions && Object.hasOwn(positions, postcode) ? positions[postcode] : undefined;
  return row ? { state: row[0], ...climateForPosition(postcode, row[0], row[1], row[2]) } : null;
}
