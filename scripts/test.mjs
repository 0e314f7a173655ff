#!/usr/bin/env node
/**
 * `npm test`: lint and format check (Biome), types (astro check), a fresh production build, each
 * page's JavaScript against its budget, unit and server tests (Vitest), then browser tests
 * (Playwright) against that build served by the real server. Stops at the first failing step; ends with one summary line of all tests.
 */
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
// Not test-results/: Playwright empties that folder when it starts.
const reports = join(root, '.test-reports');
mkdirSync(reports, { recursive: true });

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (${seconds} s)`);
    printSummary();
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function printSummary() {
  const unit = readJson(join(reports, 'vitest.json'));
  const e2e = readJson(join(reports, 'playwright.json'));
  const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
  const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
  const flaky = e2e?.stats?.flaky ?? 0;
  const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
  // Browser tests that failed once and passed on CI's second try (playwright.config.ts): named here.
  for (const title of flakyTitles(e2e?.suites ?? []))
    console.log(`flaky (passed on its second try): ${title}`);
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${flaky} flaky, ${skipped} skipped`);
}

/** The titles of Playwright tests whose outcome was "flaky", from its JSON report's suites. */
function flakyTitles(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'flaky')
        .map(() => `${spec.file}:${spec.line} ${spec.title}`),
    ),
    ...flakyTitles(suite.suites ?? []),
  ]);
}

const hasChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].some((path) => path && existsSync(path));
if (!hasChromium) {
  // No system Chromium (e.g. a laptop): Playwright's own browser is the fallback.
  step('Installing Playwright Chromium (no system Chromium found)', bin('playwright'), [
    'install',
    'chromium',
  ]);
}

step('Biome: lint and format', bin('biome'), ['check', '.']);
step('Types: astro check', bin('astro'), ['check']);
// The production build, its pages made from the tests' own promotions (scripts/build-for-tests.mjs).
step("Production build (tests' promotions)", process.execPath, [join(root, 'scripts/build-for-tests.mjs')]);
// Each page's JavaScript against its budget (docs/performance.md): a page over it fails the run.
step('JavaScript budgets: bench:js', process.execPath, [join(root, 'scripts/bench/page-js.mjs'), '--quiet']);
step('Unit and server tests: Vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);
step('Browser tests: Playwright', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
});
printSummary();
