/**
 * The dealer map's base map as the build publishes it (a static-query document the locator fetches
 * when it first draws the map): Australia's coast at two levels of detail, the state borders and
 * the places it names, all already in the map's projection (./projection.ts). The schema is the
 * type, and the island checks what it fetched against it. Browser-safe.
 */
import * as v from 'valibot';

const rank = v.picklist([1, 2, 3]);

export const mapDocumentSchema = v.object({
  /** Width of the map, SVG units. */
  width: v.number(),
  /** Height of the map, SVG units. */
  height: v.number(),
  /** The coast at full detail (Natural Earth 1:10m), SVG path data: drawn once the view is a region. */
  coast: v.string(),
  /** The coast simplified for the whole country and the inset, SVG path data. */
  outline: v.string(),
  /** Borders between states and territories (Natural Earth 1:10m), SVG path data. */
  borders: v.string(),
  /** Named places: label, x, y (SVG units) and rank (1 capital, 2 regional city, 3 suburb or town). */
  places: v.array(v.tuple([v.string(), v.number(), v.number(), rank])),
});

export type MapDocument = v.InferOutput<typeof mapDocumentSchema>;
export type MapPlace = MapDocument['places'][number];

/** The document checked; null when it is not a map. */
export function parseMapDocument(data: unknown): MapDocument | null {
  const result = v.safeParse(mapDocumentSchema, data);
  return result.success ? result.output : null;
}
