import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { loadEnv } from '../../src/config/env';
import { startSiteProcess } from '../../tests/support/site-process';

/** What the build under test recorded about its promotions and rebates (src/integrations/build-info.ts). */
function builtPromotions(): { builtOn: string } {
  const info = JSON.parse(readFileSync(join(loadEnv().DIST_DIR, 'build.json'), 'utf8')) as {
    builtOn?: string;
    promotions?: string;
    rebates?: string;
  };
  if (info.promotions !== 'tests' || info.rebates !== 'tests' || !info.builtOn)
    throw new Error(
      'The browser tests run against the test build, whose pages name the tests’ own promotions and rebate rules: `npm run build:test` first.',
    );
  return { builtOn: info.builtOn };
}

/**
 * One production server for the whole run, on a free port; its URL reaches tests via E2E_BASE_URL
 * and its today (which dates the tests' promotions) via E2E_TODAY; the build's day via E2E_BUILT_ON.
 */
export default async function globalSetup(_config: FullConfig) {
  // The day the built pages' promotion badges were made for (the tests' promotions dated around it).
  process.env.E2E_BUILT_ON = builtPromotions().builtOn;
  const site = await startSiteProcess();
  process.env.E2E_BASE_URL = site.url;
  // Its today (YYYY-MM-DD): the tests' promotions it serves are dated around it.
  process.env.E2E_TODAY = site.today;
  return async () => {
    await site.stop();
  };
}
