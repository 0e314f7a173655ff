/**
 * What the dealer map draws under its pins: the hosted style the server names at run time
 * (MAP_STYLE_URL, read from `/page-data/app-data.json` like Tag Manager's and chat's settings), or,
 * with none or once the hosted map fails, the embedded base map fetched with the locator's documents.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MapDocument } from '#lib/dealer-map/map-document.ts';
import type { DealerLocatorSources } from '#lib/server-only/site-pages.ts';
import { hostedStyleUrl } from '../map-config';
import { loadMap } from './load-map';

export interface BaseMapChoice {
  /** The hosted style's URL while the hosted map is drawn; null for the embedded map. */
  styleUrl: string | null;
  /** The embedded base map once fetched (null while it loads, or while the hosted map is drawn). */
  map: MapDocument | null;
  /** Gives up the hosted map (its style, tiles or WebGL failed) for the embedded one, without a word. */
  fallBack: () => void;
}

export function useBaseMap(sources: DealerLocatorSources): BaseMapChoice {
  const [styleUrl, setStyleUrl] = useState<string | null>(null);
  const [embedded, setEmbedded] = useState(false);
  const [map, setMap] = useState<MapDocument | null>(null);

  useEffect(() => {
    let live = true;
    hostedStyleUrl().then((style) => {
      if (!live) return;
      if (style) setStyleUrl(style);
      else setEmbedded(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!embedded) return;
    let live = true;
    loadMap(sources).then((document) => live && setMap(document));
    return () => {
      live = false;
    };
  }, [embedded, sources]);

  const fallBack = useCallback(() => {
    setStyleUrl(null);
    setEmbedded(true);
  }, []);
  return { styleUrl, map, fallBack };
}
