#!/usr/bin/env node
/**
 * Records the axe sweep the accessibility statement reports (src/lib/accessibility/axe-sweep.json):
 * runs the browser suite’s axe sweep of the sitemap pages (e2e/site.spec.ts, on the built test site:
 * `npm run build:test` first) with AXE_SWEEP_RECORD set, then writes the day, the axe-core version,
 * the sitemap's size and each swept page's failed rules. Commit the file; rebuild to publish it.
 *
 *   npm run a11y:record
 *
 * Writes the record even when a page fails: the statement lists the failures until they are fixed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = mkdtempSync(join(tmpdir(), 'axe-sweep-'));
const run = spawnSync('npx', ['playwright', 'test', 'e2e/site.spec.ts', '-g', 'no axe violations'], {
  stdio: 'inherit',
  env: { ...process.env, AXE_SWEEP_RECORD: folder },
});
const pages = readdirSync(folder)
  .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')))
  .sort((a, b) => a.path.localeCompare(b.path));
if (pages.length === 0) {
  console.error('No page was swept: is the test site built (npm run build:test)?');
  process.exit(1);
}
/** The built sitemap's pages (e2e/support/sitemap.ts reads them the same way). */
const client = join(process.env.DIST_DIR || 'dist', 'client');
const sitemapPages = readdirSync(client)
  .filter((file) => /^sitemap-\d+\.xml$/.test(file))
  .reduce((sum, file) => sum + (readFileSync(join(client, file), 'utf8').match(/<loc>/g) ?? []).length, 0);
const require = createRequire(import.meta.url);
const record = {
  checkedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date()),
  axeCore: require('axe-core/package.json').version,
  tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  sitemapPages,
  pages,
};
writeFileSync('src/lib/accessibility/axe-sweep.json', `${JSON.stringify(record, null, 2)}\n`);
const failing = pages.filter((page) => page.violations.length > 0).length;
console.log(`Recorded ${pages.length} swept pages (${failing} with failures) on ${record.checkedOn}.`);
process.exit(run.status === 0 || failing > 0 ? 0 : (run.status ?? 1));
