/**
 * The dealer map's hosted mode (MAP_STYLE_URL): the browser learns the style from the run-time
 * configuration, the Content-Security-Policy lets in the style's origins only when one is set, and
 * the camera the locator gives MapLibre puts places exactly where the pins are drawn.
 */
import { describe, expect, it } from 'vitest';
import { loadEnv, runtimeClientConfig } from '../../src/config/env';
import { cameraOf } from '../../src/lib/dealer-map/camera.ts';
import { project, unproject } from '../../src/lib/dealer-map/projection.ts';
import { fitView, toScreen } from '../../src/lib/dealer-map/view.ts';
import {
  buildContentSecurityPolicy,
  hostedMapOrigins,
  isSubresourcePath,
} from '../../src/server/http/security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

const policy = (env: Record<string, string>) => {
  const parsed = loadEnv(env);
  return buildContentSecurityPolicy({
    scriptHashes: [],
    mapOrigins: hostedMapOrigins(parsed.MAP_STYLE_URL, parsed.MAP_TILE_ORIGINS),
    https: true,
  });
};

describe('hosted map configuration', () => {
  it('is off by default: the browser is told no style and the policy lets no map origin in', () => {
    const env = loadEnv({});
    expect(runtimeClientConfig(env).mapStyleUrl).toBeNull();
    const csp = policy({});
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
  });

  it("tells the browser the style and lets in its origin and the tiles' for fetching and images", () => {
    const env = {
      MAP_STYLE_URL: 'https://maps.example.com.au/styles/cirrus/style.json?key=abc',
      MAP_TILE_ORIGINS: 'https://tiles.example.com.au, https://maps.example.com.au/fonts',
    };
    expect(runtimeClientConfig(loadEnv(env)).mapStyleUrl).toBe(env.MAP_STYLE_URL);
    const csp = policy(env);
    const origins = ['https://maps.example.com.au', 'https://tiles.example.com.au'];
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...origins]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', ...origins]);
    // MapLibre's worker is the site's own file: no blob: workers, no third-party scripts.
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('refuses a style address that is not a URL', () => {
    expect(() => loadEnv({ MAP_STYLE_URL: 'maps.example.com.au/style.json' })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadEnv({ MAP_TILE_ORIGINS: 'tiles' })).toThrow(/MAP_TILE_ORIGINS/);
  });

  it("serves MapLibre's worker with the page's policy, which bounds what it fetches", () => {
    expect(isSubresourcePath('/_astro/maplibre-gl-worker.B3x_9aQ1.mjs')).toBe(false);
    expect(isSubresourcePath('/_astro/HostedBase.B3x_9aQ1.js')).toBe(true);
  });
});

describe("the hosted map's camera", () => {
  const sydney = { lat: -33.87, lng: 151.21 };
  const parramatta = { lat: -33.815, lng: 151.003 };
  const hobart = { lat: -42.88, lng: 147.33 };

  it('inverts the projection', () => {
    for (const place of [sydney, hobart]) {
      const back = unproject(project(place));
      expect(back.lat).toBeCloseTo(place.lat, 3);
      expect(back.lng).toBeCloseTo(place.lng, 3);
    }
  });

  it('puts places where the pins are, by Web Mercator at MapLibre zoom (512-pixel world at zoom 0)', () => {
    const size = { width: 600, height: 400 };
    const view = fitView([project(sydney), project(parramatta), project(hobart)], size);
    const { center, zoom } = cameraOf(view, size);
    const world = 512 * 2 ** zoom;
    // Independent of the locator's projection: the textbook Web Mercator pixel of a place.
    const pixel = ({ lat, lng }: { lat: number; lng: number }) => {
      const sin = Math.sin((lat * Math.PI) / 180);
      return {
        x: ((lng + 180) / 360) * world,
        y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world,
      };
    };
    const middle = pixel({ lng: center[0], lat: center[1] });
    for (const place of [sydney, parramatta, hobart]) {
      const expected = pixel(place);
      const onScreen = toScreen(project(place), view, size);
      expect(onScreen.x).toBeCloseTo(expected.x - middle.x + size.width / 2, 0);
      expect(onScreen.y).toBeCloseTo(expected.y - middle.y + size.height / 2, 0);
    }
  });
});
