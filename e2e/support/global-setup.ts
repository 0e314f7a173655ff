import type { FullConfig } from '@playwright/test';
import { startSiteProcess } from '../../tests/support/site-process';

/** One production server for the whole run, on a free port; its URL reaches tests via E2E_BASE_URL. */
export default async function globalSetup(_config: FullConfig) {
  const site = await startSiteProcess();
  process.env.E2E_BASE_URL = site.url;
  return async () => {
    await site.stop();
  };
}
