import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The system's Chromium (Debian's packages) unless CHROMIUM_PATH says otherwise; never a download.
 * Its old headless shell runs most specs: the same engine without the full browser's window
 * machinery, it ran the suite in half the CPU time (the whole run 11 minutes against 21). Set
 * CHROMIUM_PATH=/usr/bin/chromium for a run you want to watch (`--headed`).
 */
const firstExisting = (...paths: (string | undefined)[]) => paths.find((path) => path && existsSync(path));
const fullBrowserPath = firstExisting(process.env.CHROMIUM_PATH, '/usr/bin/chromium');
const headlessShellPath = firstExisting(
  process.env.CHROMIUM_PATH,
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
);
const launchArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
];
/**
 * What a visitor's browser draws, to the pixel: the font swap's layout shifts (start-scripts) are
 * measured in the full browser, as Lighthouse measures them; the headless shell places some text
 * runs a few pixels apart in the swap (0.0008 where the full browser gives under 0.0005).
 */
const drawsAsVisitorsSee = /start-scripts\.spec\.ts$/;
const buildsTheSite = /content-editor\.spec\.ts$/;

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
  // The editor's publish test builds the site three times (its fixture's site, two publishes): it
  // runs last (projects are scheduled in the order listed), on a worker of its own, when the rest
  // of the suite has finished or nearly. Started first, beside the other worker's tests, it saved a
  // few minutes on a fast host; on a slow shared one (a lone build of 8 minutes) its builds took
  // over 30 minutes under that load and failed a publish that was still building.
  projects: [
    {
      name: 'full browser',
      testMatch: drawsAsVisitorsSee,
      use: { launchOptions: { executablePath: fullBrowserPath, args: launchArgs } },
    },
    { name: 'site', testIgnore: [buildsTheSite, drawsAsVisitorsSee] },
    { name: 'builds', testMatch: buildsTheSite },
  ],
  use: {
    ...devices['Desktop Chrome'],
    userAgent: desktopUserAgent,
    // An Australian visitor's browser: its language (navigator.language, Accept-Language) is en-AU.
    // (The headless shell still draws a date field's value month first, whatever the locale.)
    locale: 'en-AU',
    // A service worker installs by precaching about a megabyte of scripts and styles, in every new
    // browser context: the specs about it (offline, updates, the installer's queue, the app) allow
    // it; the rest of the suite would only pay for it in CPU.
    serviceWorkers: 'block',
    // Recording a trace costs every test CPU (a snapshot per action): on CI a failing test's second
    // try records one, locally the failing test keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: launchArgs },
  },
});
