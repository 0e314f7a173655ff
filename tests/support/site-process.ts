/**
 * Starts the real built server (`src/server/main.ts`) as a child process on a free port, the way
 * `npm start` runs it, for Vitest server tests and the Playwright suite. It serves the tests' own
 * promotions (promotion-fixtures.ts), dated around its clock's today: the machine's, or `TEST_NOW`'s
 * when the test sets the server's clock; and it routes leads to the tests' own dealers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEnv } from '../../src/config/env.ts';
import { australianToday } from '../../src/lib/lead-forms/dates.ts';
import { fixtureDealersDir } from './fixture-content.ts';
import {
  machineToday,
  type TestPromotions,
  testPromotions,
  writeTestPromotions,
} from './promotion-fixtures.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');

/** The key test servers encrypt bank details with (BANK_DETAILS_KEY), for tests that read the database. */
export const testBankDetailsKey = 'a1'.repeat(32);

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** Today in Australia by the server's clock when it started (YYYY-MM-DD). */
  today: string;
  /** The promotions it serves, dated around `today`. */
  promotions: TestPromotions;
  /** Everything the process printed so far. */
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function testDatabasePath() {
  return join(mkdtempSync(join(tmpdir(), 'cirrus-test-')), 'test.sqlite');
}

/**
 * libfaketime's variables, when the run is under it. Not FAKETIME_SHARED: its cross-process lock
 * is left held by a server a test kills (SIGKILL), which then stalls every other process's clock.
 */
function fakedClock(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')) &&
        entry[0] !== 'FAKETIME_SHARED',
    ),
  );
}

export function startSiteProcess(env: Record<string, string> = {}, timeoutMs = 45_000): Promise<SiteProcess> {
  const today = env.TEST_NOW ? australianToday(new Date(env.TEST_NOW)) : machineToday();
  const child = spawn(process.execPath, [join(projectRoot, 'src/server/main.ts')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // A clock moved for the whole run with libfaketime (`faketime -f +365d npx vitest …`) moves
      // the server's too, as a changed system clock would.
      ...fakedClock(),
      NODE_ENV: 'test',
      HOST: 'localhost',
      PORT: '0',
      DATABASE_URL: testDatabasePath(),
      DEV_IDP_PORT: '0',
      METRICS_PORT: '0',
      DIST_DIR: loadEnv().DIST_DIR,
      // Production requires its own key for bank details at rest; every test server gets this one.
      BANK_DETAILS_KEY: testBankDetailsKey,
      // The test-only settings are refused outside NODE_ENV=test: a test of production behaviour gets none.
      // It serves the tests' own promotions and routes to the tests' own dealers (fixture-content.ts).
      ...((env.NODE_ENV ?? 'test') === 'test'
        ? { TEST_PROMOTIONS_DIR: writeTestPromotions(today), TEST_DEALERS_DIR: fixtureDealersDir }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectStart(new Error(`site did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"listening"[^\n]*?"url":"([^"]+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveStart({
          url: match[1],
          child,
          today,
          promotions: testPromotions(today),
          output: () => output,
          async stop(signal = 'SIGTERM') {
            if (child.exitCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`site exited with ${code} before listening:\n${output}`));
    });
  });
}
