#!/usr/bin/env node
/**
 * `npm run bench:build`: a clean production build, timed, with the peak memory of the build
 * process tree (GNU time's maximum resident set size when available, else Node's own figure).
 * Writes the result to stdout as JSON and a line for docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'dist-bench');
rmSync(outDir, { recursive: true, force: true });
rmSync(join(root, 'node_modules/.astro'), { recursive: true, force: true });

const astro = join(root, 'node_modules/astro/bin/astro.mjs');
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const command = gnuTime ? gnuTime : process.execPath;
const args = gnuTime ? ['-f', 'peak_kb=%M', process.execPath, astro, 'build'] : [astro, 'build'];

const started = performance.now();
const result = spawnSync(command, args, {
  cwd: root,
  env: { ...process.env, DIST_DIR: 'dist-bench' },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const seconds = (performance.now() - started) / 1000;
if (result.status !== 0) {
  process.stderr.write(result.stdout + result.stderr);
  process.exit(result.status ?? 1);
}
const peakKb = Number(/peak_kb=(\d+)/.exec(result.stderr)?.[1] ?? Number.NaN);
const pages = (result.stdout.match(/├─|└─/g) ?? []).length;
const summary = {
  seconds: Number(seconds.toFixed(1)),
  peakMemoryMb: Number.isNaN(peakKb) ? null : Math.round(peakKb / 1024),
  prerenderedRoutes: pages,
};
rmSync(outDir, { recursive: true, force: true });
console.log(JSON.stringify(summary, null, 2));
console.log(
  `\n| clean build | ${summary.seconds} s | peak memory ${summary.peakMemoryMb ?? 'n/a'} MB | ${pages} prerendered routes |`,
);
