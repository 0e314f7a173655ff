import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The system Chromium (Debian's package) unless CHROMIUM_PATH says otherwise; never a download. */
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);

/** Headless Chromium says "HeadlessChrome", which bot filters (the prefetcher's) match. */
export const desktopUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // A committed test.only would run that test alone and call the run green: CI refuses it (lint too).
  forbidOnly: !!process.env.CI,
  workers: 2,
  // On CI, a test that fails gets one more try: nothing lands when CI is red, and a test that
  // fails once in hundreds of runs under two workers' load should not hold back a whole change.
  // A pass on the second try is reported as flaky, by name, in the run's summary (scripts/test.mjs),
  // to be fixed, not ignored. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // The editor's publish test builds the site twice: it starts first, on a worker of its own, so the
  // other worker runs the rest meanwhile instead of the builds running alone at the end (a worker
  // with fixtures of its own is otherwise scheduled after every test that shares the default ones).
  projects: [
    { name: 'builds', testMatch: /content-editor\.spec\.ts$/ },
    { name: 'site', testIgnore: /content-editor\.spec\.ts$/ },
  ],
  use: {
    ...devices['Desktop Chrome'],
    userAgent: desktopUserAgent,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-gpu',
      ],
    },
  },
});
