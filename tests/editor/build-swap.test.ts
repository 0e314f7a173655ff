/**
 * Swapping the served build (what a publish ends with), on the real site server with two stand-in
 * builds: a request under way when the swap happens finishes on the build it started with, the
 * next ones get the new build, nothing is refused, and the old build's hashed assets stay served
 * for the pages still open on it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type AstroHandler,
  createSiteServer,
  type SiteBuild,
  type SiteServer,
} from '../../src/server/http/site-server.ts';
import { createLogger } from '../../src/server/log.ts';
import { simulatedLatency } from '../support/latency.ts';

const root = mkdtempSync(join(tmpdir(), 'cirrus-swap-'));

function build(id: string, delayMs = 0): SiteBuild & { release: () => void; started: Promise<void> } {
  const clientDir = join(root, id);
  mkdirSync(join(clientDir, '_astro'), { recursive: true });
  writeFileSync(join(clientDir, '_astro', `chunk.${id}.js`), `// ${id}\n`);
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const astroHandler: AstroHandler = async (_req, res) => {
    markStarted();
    if (delayMs > 0) await Promise.race([gate, simulatedLatency(delayMs)]);
    res.setHeader('Content-Type', 'text/plain');
    res.end(`page of ${id}`);
  };
  return { astroHandler, clientDir, buildId: id, csp: "default-src 'self'", release, started };
}

let site: SiteServer;
let origin: string;
const first = build('first', 5_000);
const second = build('second');

beforeAll(async () => {
  site = createSiteServer({
    ...first,
    https: false,
    logger: createLogger({ service: 'swap-test' }, true),
    locals: () => ({}),
  });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

it('finishes requests under way on their build, answers the next ones from the new build', async () => {
  const underway = fetch(`${origin}/slow-page`).then((response) => response.text());
  // The slow request is under way on the first build before the swap.
  await first.started;
  site.swap(second);
  first.release();
  const [before, after, health] = await Promise.all([
    underway,
    fetch(`${origin}/another-page`).then((response) => response.text()),
    fetch(`${origin}/healthz`).then((response) => response.json() as Promise<{ buildId: string }>),
  ]);
  expect(before).toBe('page of first');
  expect(after).toBe('page of second');
  expect(health.buildId).toBe('second');
  expect(site.buildId()).toBe('second');
});

it('keeps serving the previous build’s hashed assets to pages still open on it', async () => {
  const old = await fetch(`${origin}/_astro/chunk.first.js`);
  expect(old.status).toBe(200);
  expect(await old.text()).toBe('// first\n');
  expect((await fetch(`${origin}/_astro/chunk.second.js`)).status).toBe(200);
  // Only hashed assets fall back: an old build's pages are not.
  expect(await (await fetch(`${origin}/first-only-page`)).text()).toBe('page of second');
});
