/**
 * Starts the real built server (`src/server/main.ts`) as a child process on a free port, the way
 * `npm start` runs it, for Vitest server tests and the Playwright suite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEnv } from '../../src/config/env.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function testDatabasePath() {
  return join(mkdtempSync(join(tmpdir(), 'cirrus-test-')), 'test.sqlite');
}

export function startSiteProcess(env: Record<string, string> = {}, timeoutMs = 45_000): Promise<SiteProcess> {
  const child = spawn(process.execPath, [join(projectRoot, 'src/server/main.ts')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: 'localhost',
      PORT: '0',
      DATABASE_URL: testDatabasePath(),
      DEV_IDP_PORT: '0',
      METRICS_PORT: '0',
      DIST_DIR: loadEnv().DIST_DIR,
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
