/**
 * A committed `.only` runs one test alone and calls the run green. Lint refuses it (boundaries.test.ts);
 * here both runners, with the project's own configuration, refuse a planted one on CI and run it
 * locally, where focusing is how one works on a test. The probes live in a scratch folder, never in
 * tests/ or e2e/.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'cirrus-focused-'));
  // The probes import the runners from the project's packages.
  await symlink(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  await mkdir(path.join(scratch, 'tests'));
  await writeFile(
    path.join(scratch, 'tests/focused.test.ts'),
    "import { expect, it } from 'vitest';\n\nit.only('focused', () => expect(1).toBe(1));\nit('other', () => expect(1).toBe(1));\n",
  );
  await mkdir(path.join(scratch, 'e2e'));
  await writeFile(
    path.join(scratch, 'e2e/focused.spec.ts'),
    "import { test } from '@playwright/test';\n\ntest.only('focused', async () => {});\ntest('other', async () => {});\n",
  );
  // The project's Playwright configuration, pointed at the probe; nothing is started (--list).
  await writeFile(
    path.join(scratch, 'playwright.config.ts'),
    `import project from ${JSON.stringify(path.join(root, 'playwright.config.ts'))};\n\nexport default { ...project, testDir: './e2e', globalSetup: undefined };\n`,
  );
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Runs a runner's CLI in the scratch folder, on CI or not; its exit code and output. */
async function runner(cli: string, args: string[], ci: boolean) {
  // Not this run's own Vitest state: the probe run is a fresh one.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'CI' && !name.startsWith('VITEST')),
  );
  return run(process.execPath, [path.join(root, 'node_modules', cli), ...args], {
    cwd: scratch,
    env: { ...env, NO_COLOR: '1', ...(ci ? { CI: 'true' } : {}) },
  }).then(
    (result) => ({ code: 0, output: result.stdout + result.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

describe('a focused test', () => {
  const vitest = (ci: boolean) =>
    runner('vitest/vitest.mjs', ['run', '--root', '.', '--config', path.join(root, 'vitest.config.ts')], ci);
  const playwright = (ci: boolean) =>
    runner('@playwright/test/cli.js', ['test', '--list', '--config', 'playwright.config.ts'], ci);

  it('fails a Vitest run on CI, and runs alone locally', async () => {
    const onCi = await vitest(true);
    expect(onCi.code).not.toBe(0);
    expect(onCi.output).toContain('Unexpected .only modifier');
    const local = await vitest(false);
    expect(local.output).toMatch(/1 passed.*1 skipped/);
    expect(local.code).toBe(0);
  }, 90_000);

  it('fails a Playwright run on CI, and is listed locally', async () => {
    const onCi = await playwright(true);
    expect(onCi.code).not.toBe(0);
    expect(onCi.output).toMatch(/'\.only' is not allowed due to the 'forbidOnly' option/);
    const local = await playwright(false);
    expect(local.output).toContain('focused.spec.ts:3:6 › focused');
    expect(local.code).toBe(0);
  }, 90_000);
});
