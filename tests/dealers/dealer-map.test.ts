/**
 * The dealer map's geometry: the base map built from world-atlas (Natural Earth 1:10m) is small and
 * puts the capitals where a reader expects them, the first view holds the place searched and every
 * listed dealer, clustering leaves no two pins overlapping, place names keep clear of pins and of
 * each other, and the quote link from a result carries the dealer and the postcode.
 */
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dealerQuoteUrl } from '../../src/lib/dealer-locator.ts';
import { clusterPins } from '../../src/lib/dealer-map/clusters.ts';
import { placeLabels } from '../../src/lib/dealer-map/labels.ts';
import { parseMapDocument } from '../../src/lib/dealer-map/map-document.ts';
import { MAP_HEIGHT, MAP_WIDTH, project } from '../../src/lib/dealer-map/projection.ts';
import { countryView, fitView, toScreen, zoomView } from '../../src/lib/dealer-map/view.ts';
import { australiaMap } from '../../src/lib/server-only/map/australia-map.ts';
import { pathData } from '../../src/lib/server-only/map/geometry.ts';

const sydney = { lat: -33.87, lng: 151.21 };
const perth = { lat: -31.95, lng: 115.86 };
const darwin = { lat: -12.46, lng: 130.84 };
const hobart = { lat: -42.88, lng: 147.33 };
const box = { width: 720, height: 480 };

describe('the base map of Australia', () => {
  it('is built small from Natural Earth, with borders and named places, and parses as the island reads it', async () => {
    const map = await australiaMap();
    expect(parseMapDocument(JSON.parse(JSON.stringify(map)))).toEqual(map);
    // The full coast is several thousand points; the whole document stays under 30 KB compressed.
    expect(map.coast.length).toBeGreaterThan(30_000);
    expect(brotliCompressSync(JSON.stringify(map)).length).toBeLessThan(30 * 1024);
    expect(map.outline.length).toBeLessThan(8000);
    expect(map.borders).toMatch(/^M[\d.]+ [\d.]+l/);
    const names = map.places.map(([label]) => label);
    expect(names).toEqual(expect.arrayContaining(['Sydney', 'Parramatta', 'Darwin', 'Hobart', 'Gold Coast']));
    const parramatta = map.places.find(([label]) => label === 'Parramatta');
    const city = project(sydney);
    // Parramatta is about 20 km west of the city: five or so map units.
    expect(city.x - (parramatta?.[1] ?? 0)).toBeGreaterThan(4);
    expect(city.x - (parramatta?.[1] ?? 0)).toBeLessThan(7);
  });

  it('projects the capitals where a reader expects them', () => {
    const [s, p, d, h] = [sydney, perth, darwin, hobart].map(project);
    for (const point of [s, p, d, h]) {
      expect(point?.x).toBeGreaterThan(0);
      expect(point?.x).toBeLessThan(MAP_WIDTH);
      expect(point?.y).toBeGreaterThan(0);
      expect(point?.y).toBeLessThan(MAP_HEIGHT);
    }
    expect(p?.x).toBeLessThan(s?.x ?? 0);
    expect(d?.y).toBeLessThan(h?.y ?? 0);
    expect(h?.y).toBeGreaterThan(s?.y ?? 0);
  });

  it('writes compact path data that keeps its points on the grid', () => {
    const path = pathData(
      [
        [
          { x: 1, y: 2 },
          { x: 1.5, y: 1.5 },
          { x: 1.5, y: 1.5 },
          { x: 3, y: 1.55 },
        ],
      ],
      0.05,
      true,
    );
    expect(path).toBe('M1 2l.5-.5 1.5.05z');
  });
});

describe('the view', () => {
  it('first frames the place and every dealer, never closer in than a city', () => {
    const points = [
      project(sydney),
      project({ lat: -33.81, lng: 151.0 }),
      project({ lat: -34.05, lng: 151.1 }),
    ];
    const view = fitView(points, box);
    expect(view.width).toBeGreaterThanOrEqual(12);
    for (const point of points) {
      const onScreen = toScreen(point, view, box);
      expect(onScreen.x).toBeGreaterThan(0);
      expect(onScreen.x).toBeLessThan(box.width);
      expect(onScreen.y).toBeGreaterThan(0);
      expect(onScreen.y).toBeLessThan(box.height);
    }
    expect(fitView([project(perth), project(sydney)], box).width).toBeGreaterThan(MAP_WIDTH * 0.8);
    expect(fitView([], box)).toEqual(countryView);
    // Zooming stops at street level and at the whole country.
    expect(zoomView(view, 1000).width).toBe(4);
    expect(zoomView(view, 0.001).width).toBe(countryView.width);
  });
});

describe('clustering', () => {
  it('leaves no two pins closer than a pin, however the dealers crowd', () => {
    const pins = [
      { index: 0, x: 100, y: 100 },
      { index: 1, x: 100, y: 100 }, // one postcode
      { index: 2, x: 120, y: 110 },
      { index: 3, x: 150, y: 100 },
      { index: 4, x: 300, y: 300 },
      { index: 5, x: 185, y: 100 },
      { index: 6, x: 326, y: 326 }, // 36.8 px from 4 in a straight line, but their boxes would touch
    ];
    const groups = clusterPins(pins, 36);
    for (const [i, a] of groups.entries()) {
      for (const b of groups.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(36);
    }
    expect(groups.flatMap((group) => group.members).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(groups.find((group) => group.members.includes(4))?.members).toEqual([4, 6]);
    expect(clusterPins(pins, 1)).toHaveLength(6); // only the shared postcode stays together
  });
});

describe('place names', () => {
  it('shows capitals from afar, suburbs close in, never over a pin or another name', () => {
    const places = [
      ['Sydney', 928.3, 628, 1],
      ['Parramatta', 923, 627, 3],
      ['Newcastle', 940, 600, 2],
    ] as const;
    const far = placeLabels(
      places.map((p) => [...p]),
      countryView,
      box,
      [],
      16,
      12,
    );
    expect(far.map((label) => label.label)).toEqual(['Sydney']);
    const close = { x: 926, y: 627, width: 20 };
    const near = placeLabels(
      places.map((p) => [...p]),
      close,
      box,
      [],
      16,
      12,
    );
    expect(near.map((label) => label.label)).toEqual(['Sydney', 'Parramatta']);
    const sydneyOnScreen = toScreen({ x: 928.3, y: 628 }, close, box);
    const covered = placeLabels(
      places.map((p) => [...p]),
      close,
      box,
      [{ members: [0], ...sydneyOnScreen }],
      16,
      12,
    );
    expect(covered.map((label) => label.label)).toEqual(['Parramatta']);
  });
});

describe('asking a dealer for a quote', () => {
  it('links the quote form with the dealer, the postcode searched and the product filter', () => {
    expect(dealerQuoteUrl('parramatta-air-and-climate', 'Parramatta NSW 2150', 'ducted')).toBe(
      '/get-a-quote?dealer=parramatta-air-and-climate&postcode=2150&product=ducted',
    );
    expect(dealerQuoteUrl('capital-heating-and-cooling-fyshwick', '2609', null)).toBe(
      '/get-a-quote?dealer=capital-heating-and-cooling-fyshwick&postcode=2609',
    );
    // "Use my location" has no postcode to pass on.
    expect(dealerQuoteUrl('capital-heating-and-cooling-fyshwick', null, null)).toBe(
      '/get-a-quote?dealer=capital-heating-and-cooling-fyshwick',
    );
  });
});
