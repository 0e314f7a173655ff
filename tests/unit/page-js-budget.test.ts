/**
 * `npm test` runs `scripts/bench/page-js.mjs` after the build: a page whose JavaScript is over its
 * budget fails the run. Here on a made-up build folder holding only the home page (budget: 20 KB
 * brotli in total), once with a small script and once with one that does not compress below it.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/bench/page-js.mjs');
let dist: string | undefined;

afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

/** A build folder whose home page loads one module script of `source`. */
async function buildWithHomeScript(source: string): Promise<string> {
  dist = await mkdtemp(path.join(tmpdir(), 'cirrus-page-js-'));
  await mkdir(path.join(dist, 'client/_astro'), { recursive: true });
  await writeFile(path.join(dist, 'client/_astro/home.js'), source);
  await writeFile(
    path.join(dist, 'client/index.html'),
    '<!doctype html><html><head><script type="module" src="/_astro/home.js"></script></head><body></body></html>',
  );
  return dist;
}

function homeLine(distDir: string) {
  const run = spawnSync(process.execPath, [script, '--quiet'], {
    env: { ...process.env, DIST_DIR: distDir },
    encoding: 'utf8',
  });
  return { status: run.status, line: run.stdout.split('\n').find((text) => text.startsWith('/: ')) };
}

describe('the JavaScript budget step', () => {
  // The other budgeted pages are missing from this folder (and fail as "not built"): the home page's
  // own line says whether it is within its budget.
  it('passes the home page under its budget', async () => {
    const { line } = homeLine(await buildWithHomeScript('console.log("Cirrus Climate");\n'));
    expect(line).toMatch(/^\/: 0\.\d KB brotli in 1 files/);
    expect(line).not.toContain('OVER');
  });

  it('fails the run for a home page over its budget, naming the page and the file', async () => {
    // 48 KB of random hex digits: four bits of information a character, so about 24 KB compressed.
    const source = `export const blob = "${randomBytes(24 * 1024).toString('hex')}";\n`;
    const run = spawnSync(process.execPath, [script, '--quiet'], {
      env: { ...process.env, DIST_DIR: await buildWithHomeScript(source) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^\/: \d+\.\d KB brotli in 1 files, .*OVER: total$/m);
    expect(run.stdout).toContain('/_astro/home.js');
  });
});
