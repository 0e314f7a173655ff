/**
 * The dealer map's geometry: capital cities fall where they should on the shipped outline of
 * Australia, the frame holds the place searched and every listed dealer, markers of dealers sharing
 * a postcode are pulled apart, and the quote link from a result carries the dealer and the postcode.
 */
import { describe, expect, it } from 'vitest';
import { dealerQuoteUrl } from '../../src/lib/dealer-locator.ts';
import { bordersPath, coastPath } from '../../src/lib/dealer-map/australia-outline.ts';
import { MAP_HEIGHT, MAP_WIDTH, project } from '../../src/lib/dealer-map/projection.ts';
import { frameAround, fullFrame, spreadMarkers } from '../../src/lib/dealer-map/view.ts';

const sydney = { lat: -33.87, lng: 151.21 };
const perth = { lat: -31.95, lng: 115.86 };
const darwin = { lat: -12.46, lng: 130.84 };
const hobart = { lat: -42.88, lng: 147.33 };

describe('the map of Australia', () => {
  it('ships a small outline and puts the capitals where a reader expects them', () => {
    expect(coastPath.length + bordersPath.length).toBeLessThan(6000);
    expect(coastPath).toMatch(/^M\d+ \d+L/);
    const [s, p, d, h] = [sydney, perth, darwin, hobart].map(project);
    for (const point of [s, p, d, h]) {
      expect(point?.x).toBeGreaterThan(0);
      expect(point?.x).toBeLessThan(MAP_WIDTH);
      expect(point?.y).toBeGreaterThan(0);
      expect(point?.y).toBeLessThan(MAP_HEIGHT);
    }
    // Perth west of Sydney, Darwin north of Hobart, Hobart south of Sydney.
    expect(p?.x).toBeLessThan(s?.x ?? 0);
    expect(d?.y).toBeLessThan(h?.y ?? 0);
    expect(h?.y).toBeGreaterThan(s?.y ?? 0);
  });

  it('frames the place and every dealer at 3:2, never closer in than a city', () => {
    const points = [
      project(sydney),
      project({ lat: -33.81, lng: 151.0 }),
      project({ lat: -34.05, lng: 151.1 }),
    ];
    const frame = frameAround(points);
    expect(frame.width / frame.height).toBeCloseTo(1.5, 1);
    for (const point of points) {
      expect(point.x).toBeGreaterThan(frame.x);
      expect(point.x).toBeLessThan(frame.x + frame.width);
      expect(point.y).toBeGreaterThan(frame.y);
      expect(point.y).toBeLessThan(frame.y + frame.height);
    }
    expect(frame.width).toBeGreaterThanOrEqual(24);
    // A search across the country frames most of it.
    expect(frameAround([project(perth), project(sydney)]).width).toBeGreaterThan(fullFrame.width * 0.8);
    expect(frameAround([])).toEqual(fullFrame);
  });

  it('pulls apart the markers of dealers in one postcode so each number shows', () => {
    const shared = project(sydney);
    const alone = project(perth);
    const spread = spreadMarkers([shared, shared, shared, alone], 2);
    expect(spread[3]).toEqual(alone);
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [0, 2],
    ] as const) {
      const distance = Math.hypot(
        (spread[a]?.x ?? 0) - (spread[b]?.x ?? 0),
        (spread[a]?.y ?? 0) - (spread[b]?.y ?? 0),
      );
      expect(distance).toBeGreaterThanOrEqual(4); // two radii
    }
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
