/**
 * The built sitemap's paths, read from dist/ when tests are collected, so a spec can make one test
 * per page or sweep them all in one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from '../../src/config/env';
import { projectRoot } from '../../tests/support/site-process';

export function builtSitemapPaths(): string[] {
  const client = join(projectRoot, loadEnv().DIST_DIR, 'client');
  const files = readdirSync(client).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  return files.flatMap((file) =>
    [...readFileSync(join(client, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc ?? '').pathname,
    ),
  );
}

/**
 * Pages made from one template over many entries: a product page per product, a page per fault
 * code. Their markup differs only in the entry's words and pictures, so what axe checks (roles,
 * names, contrast of the template's colours, landmarks) is the same on each.
 */
const templatedFamilies = [/^\/products\/[^/]+\/[^/]+$/, /^\/support\/fault-codes\/[^/]+\/[^/]+$/];

/**
 * The pages axe sweeps: every page that is its own template, and the first page of each templated
 * family in each folder (one product page per category, one code page per family). axe costs 3 to
 * 15 s a page; on the 140 templated pages it was half the browser suite's time for no finding the
 * first of each family would not show. What varies with the entry is checked on every page
 * elsewhere: each picture's alt text (product-images.spec.ts), valid HTML (tests/site), one h1,
 * links and console errors (site.spec.ts).
 */
export function axeSweepPaths(paths: readonly string[]): Set<string> {
  const seenFolders = new Set<string>();
  const sweep = new Set<string>();
  for (const path of [...paths].sort()) {
    const templated = templatedFamilies.some((family) => family.test(path));
    const folder = path.slice(0, path.lastIndexOf('/'));
    if (templated && seenFolders.has(folder)) continue;
    if (templated) seenFolders.add(folder);
    sweep.add(path);
  }
  return sweep;
}
