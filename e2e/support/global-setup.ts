import type { FullConfig } from '@playwright/test';
import { startSiteProcess } from '../../tests/support/site-process';

/**
 * One production server for the whole run, on a free port; its URL reaches tests via E2E_BASE_URL
 * and its today (which dates the tests' promotions) via E2E_TODAY.
 */
export default async function globalSetup(_config: FullConfig) {
  const site = await startSiteProcess();
  process.env.E2E_BASE_URL = site.url;
  // Its today (YYYY-MM-DD): the tests' promotions it serves are dated around it.
  process.env.E2E_TODAY = site.today;
  return async () => {
    await site.stop();
  };
}
