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
