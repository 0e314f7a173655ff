/**
 * Writes src/lib/dealer-map/australia-outline.ts, the dealer map's outline of Australia: the
 * coast (mainland, Tasmania and the larger islands) and the state and territory borders, as SVG
 * path data in the map's projection (src/lib/dealer-map/projection.ts), simplified to a few KB.
 * Run once, and again only to change the drawing:
 *
 *   npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
 *   node scripts/map/australia-outline.ts package/countries-50m.json
 *
 * The coast comes from Natural Earth's 1:50m countries (public domain) as the world-atlas package
 * ships them (TopoJSON, ISC licence). Natural Earth's state borders are not in that package, so the
 * borders are drawn here from their defining lines: the meridians and parallels most of them follow,
 * and a few points along the Murray River and the NSW–Queensland border ranges, good to a few km,
 * which is finer than the map shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { MAP_HEIGHT, MAP_WIDTH, type MapPoint, project } from '../../src/lib/dealer-map/projection.ts';

type Position = [number, number];

/** How far the simplified coast may stray from Natural Earth's, map units (one is about 3.7 km). */
const TOLERANCE = 1.2;

/** Borders between states and territories, [longitude, latitude], each from coast or border to border or coast. */
const borders: Position[][] = [
  // Western Australia: 129° E from the Timor Sea to the Great Australian Bight.
  [
    [129, -14.88],
    [129, -31.69],
  ],
  // Northern Territory and South Australia: 26° S; Queensland's corner at 138° E.
  [
    [129, -26],
    [141, -26],
  ],
  // Northern Territory and Queensland: 138° E to the Gulf of Carpentaria.
  [
    [138, -26],
    [138, -16.55],
  ],
  // South Australia: 141° E from 26° S to the Southern Ocean.
  [
    [141, -26],
    [141, -38.06],
  ],
  // Queensland and New South Wales: 29° S, then the rivers and ranges to Point Danger.
  [
    [141, -29],
    [148.96, -29],
    [149.5, -28.57],
    [150.3, -28.55],
    [151.0, -28.87],
    [151.4, -28.95],
    [152.0, -28.6],
    [152.5, -28.25],
    [153.0, -28.35],
    [153.55, -28.17],
  ],
  // New South Wales and Victoria: the Murray River, then a straight line to Cape Howe.
  [
    [141, -34.0],
    [142.16, -34.19],
    [142.77, -34.58],
    [143.55, -35.34],
    [144.75, -36.13],
    [146.0, -36.02],
    [146.92, -36.08],
    [147.9, -36.2],
    [148.2, -36.8],
    [149.98, -37.5],
  ],
  // The Australian Capital Territory.
  [
    [149.0, -35.12],
    [149.4, -35.32],
    [149.2, -35.92],
    [148.8, -35.75],
    [148.76, -35.3],
    [149.0, -35.12],
  ],
];

interface Topology {
  transform: { scale: Position; translate: Position };
  arcs: Position[][];
  objects: {
    countries: {
      geometries: { type: string; properties: { name: string }; arcs: number[][][] | number[][] }[];
    };
  };
}

const file = process.argv[2];
if (!file) throw new Error('Usage: node scripts/map/australia-outline.ts <world-atlas countries-50m.json>');
const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
const { scale, translate } = topology.transform;

/** An arc's positions: delta-encoded, quantised; a negative index (~i) is arc i reversed. */
function arc(index: number): Position[] {
  const encoded = topology.arcs[index < 0 ? ~index : index] ?? [];
  let x = 0;
  let y = 0;
  const positions = encoded.map(([dx, dy]): Position => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
  return index < 0 ? positions.reverse() : positions;
}

const ring = (indexes: number[]): Position[] => indexes.flatMap((index, n) => arc(index).slice(n ? 1 : 0));

const australia = topology.objects.countries.geometries.find((item) => item.properties.name === 'Australia');
if (!australia) throw new Error('No Australia in that file');
const polygons = (australia.type === 'Polygon' ? [australia.arcs] : australia.arcs) as number[][][];
const rings = polygons.map((polygon) => ring(polygon[0] ?? []));

/** Douglas–Peucker: drops points closer than `tolerance` map units to the line through their neighbours. */
function simplify(points: MapPoint[], tolerance: number): MapPoint[] {
  if (points.length < 3) return points;
  const first = points[0] as MapPoint;
  const last = points[points.length - 1] as MapPoint;
  let farthest = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const p = points[i] as MapPoint;
    const dx = last.x - first.x;
    const dy = last.y - first.y;
    const length = Math.hypot(dx, dy);
    const distance =
      length === 0
        ? Math.hypot(p.x - first.x, p.y - first.y)
        : Math.abs(dy * p.x - dx * p.y + last.x * first.y - last.y * first.x) / length;
    if (distance > farthest) {
      farthest = distance;
      at = i;
    }
  }
  if (farthest <= tolerance) return [first, last];
  return [
    ...simplify(points.slice(0, at + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(at), tolerance),
  ];
}

const area = (points: MapPoint[]) =>
  Math.abs(
    points.reduce((sum, p, i) => {
      const q = points[(i + 1) % points.length] as MapPoint;
      return sum + p.x * q.y - q.x * p.y;
    }, 0),
  ) / 2;

const toMap = (positions: Position[]) => positions.map(([lng, lat]) => project({ lat, lng }));
const pathOf = (points: MapPoint[], closed: boolean) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${Math.round(p.x)} ${Math.round(p.y)}`).join('') +
  (closed ? 'Z' : '');

const coast = rings
  .map((positions) => toMap(positions))
  // Split the ring in two so the simplification keeps both ends of it.
  .map((points) => {
    const middle = Math.floor(points.length / 2);
    return [
      ...simplify(points.slice(0, middle + 1), TOLERANCE).slice(0, -1),
      ...simplify(points.slice(middle), TOLERANCE),
    ];
  })
  .filter((points) => points.length > 3 && area(points) > 60)
  .map((points) => pathOf(points, true))
  .join('');
const borderPath = borders.map((line) => pathOf(toMap(line), false)).join('');

writeFileSync(
  'src/lib/dealer-map/australia-outline.ts',
  `/**
 * Australia for the dealer map: the coast and the state and territory borders as SVG path data in
 * the map's projection (./projection.ts), ${MAP_WIDTH} × ${MAP_HEIGHT} units. Generated by
 * scripts/map/australia-outline.ts (do not edit): the coast from Natural Earth's 1:50m countries
 * (public domain) via the world-atlas package (ISC licence), simplified to about ${TOLERANCE} units; the
 * borders from their defining meridians, parallels and rivers.
 */

/** Mainland, Tasmania and the larger islands. */
export const coastPath =
  '${coast}';

/** Borders between the states and territories. */
export const bordersPath =
  '${borderPath}';
`,
);
console.log(`coast ${coast.length} characters, borders ${borderPath.length}`);
