/**
 * The dealer map's base map, fetched through the locator's document cache and checked against its
 * schema. Here, not in ../documents.ts, so the schema's validator loads with the map, not the page.
 */
import { type MapDocument, parseMapDocument } from '#lib/dealer-map/map-document.ts';
import type { DealerLocatorSources } from '#lib/server-only/site-pages.ts';
import { load } from '../documents';

export async function loadMap(sources: DealerLocatorSources): Promise<MapDocument | null> {
  return parseMapDocument(await load<unknown>(sources.map));
}
