/**
 * The import boundaries Biome checks (biome.json): each rule fails a deliberate violation, and the
 * same code on the allowed side of the boundary passes. The probes are written to a scratch copy of
 * the project's layout with the project's own lint configuration, never into src/.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');

/** A text of `count` lines, each `line(n)`. */
function linesOf(count: number, line: (n: number) => string): string {
  return `${Array.from({ length: count }, (_, index) => line(index + 1)).join('\n')}\n`;
}

/** A function whose body holds `count` lines. */
const functionOf = (count: number) =>
  `export function probe(): number {\n  let total = 0;\n${linesOf(count - 2, (n) => `  total += ${n};`)}  return total;\n}\n`;

/** Files biome.json lets past the server's size rules: none (issue 52 split the last, the publish). */
const sizeExceptions: string[] = [];

/** Files of the scratch project, by path: each violates one boundary, or is its allowed twin. */
const probes: Record<string, string> = {
  // A component reaching into the server (directly and through the alias).
  'src/components/Probe.tsx':
    "import { createLeadRepository } from '../server/leads/repository.ts';\n\nexport const probe = createLeadRepository;\n",
  'src/islands/probe.ts': "import { loadEnv } from '#server/main.ts';\n\nexport const probe = loadEnv;\n",
  // The same import from a page is fine.
  'src/pages/probe.ts':
    "import { createLeadRepository } from '../server/leads/repository.ts';\n\nexport const probe = createLeadRepository;\n",
  // Reading the environment outside config/env.ts, and inside it.
  'src/lib/reads-env.ts': 'export const port = process.env.PORT;\n',
  'src/config/env.ts': 'export const port = process.env.PORT;\n',
  // A server module importing without its extension (Node's type stripping would not find it).
  'src/server/no-extension.ts': "import { port } from '../config/env';\n\nexport const probe = port;\n",
  'src/server/with-extension.ts': "import { port } from '../config/env.ts';\n\nexport const probe = port;\n",
  // The same in the content editor's configuration, which the server also loads.
  'src/editor/no-extension.ts': "import { port } from '../config/env';\n\nexport const probe = port;\n",
  // Browser-safe lib reaching for Node, Astro-only modules or the server; the named place for such code.
  'src/lib/uses-node.ts': "import { readFile } from 'node:fs/promises';\n\nexport const probe = readFile;\n",
  'src/lib/uses-astro.ts':
    "import { getCollection } from 'astro:content';\n\nexport const probe = getCollection;\n",
  'src/lib/uses-server-only.ts':
    "import { probe as inner } from './server-only/reads-files.ts';\n\nexport const probe = inner;\n",
  'src/lib/server-only/reads-files.ts':
    "import { readFile } from 'node:fs/promises';\n\nexport const probe = readFile;\n",
  // Browser-safe lib reaching for npm packages that need Node (native code, a mail socket, a
  // database driver, React's server renderer) or for a component; server-only may, and lib may use
  // browser-safe packages such as React itself or React's client renderer.
  'src/lib/uses-sharp.ts': "import sharp from 'sharp';\n\nexport const probe = sharp;\n",
  'src/lib/renders-markup.ts':
    "import { renderToStaticMarkup } from 'react-dom/server';\n\nexport const probe = renderToStaticMarkup;\n",
  'src/lib/sends-mail.ts':
    "import { createTransport } from 'nodemailer';\n\nexport const probe = createTransport;\n",
  'src/lib/queries-postgres.ts': "import pg from 'pg';\n\nexport const probe = pg;\n",
  'src/lib/opens-sqlite.ts': "import Database from 'better-sqlite3';\n\nexport const probe = Database;\n",
  'src/lib/builds-queries.ts': "import { Kysely } from 'kysely';\n\nexport const probe = Kysely;\n",
  'src/lib/draws-component.ts':
    "import { Logo } from '../components/layout/Logo.tsx';\n\nexport const probe = Logo;\n",
  'src/lib/server-only/renders-icon.ts':
    "import { renderToStaticMarkup } from 'react-dom/server';\nimport sharp from 'sharp';\nimport { Logo } from '../../components/layout/Logo.tsx';\n\nexport const probe = [renderToStaticMarkup, sharp, Logo];\n",
  'src/lib/uses-react.ts':
    "import { createElement } from 'react';\nimport { hydrateRoot } from 'react-dom/client';\n\nexport const probe = [createElement, hydrateRoot];\n",
  // Climbing three folders instead of using an alias, and the alias.
  'src/pages/api/deep/climbs.ts':
    "import { port } from '../../../config/env.ts';\n\nexport const probe = port;\n",
  'src/pages/api/deep/alias.ts': "import { port } from '#config/env.ts';\n\nexport const probe = port;\n",
  // Sleeping in a test instead of waiting for something; the named quiet window and stand-in
  // latency, and a timer in the site's own code, are allowed.
  'e2e/sleeps.spec.ts': 'export const probe = async (page) => {\n  await page.waitForTimeout(500);\n};\n',
  'tests/sleeps.test.ts':
    'export const probe = async () => {\n  await new Promise((resolve) => setTimeout(resolve, 500));\n};\n',
  'e2e/support/quiet-window.ts':
    'export const probe = async (page) => {\n  await page.waitForTimeout(500);\n};\n',
  'tests/support/latency.ts':
    'export const probe = async () => {\n  await new Promise((resolve) => setTimeout(resolve, 500));\n};\n',
  'src/lib/timer.ts': 'export const probe = () => new Promise((resolve) => setTimeout(resolve, 500));\n',
  // A posting form that does not name its encoding (the client router would re-send it as
  // multipart), beside one that names it and one that does not post.
  'src/components/PostsUnnamed.tsx':
    'export const Probe = () => (\n  <form method="post" action="/x">\n    <button type="submit">Go</button>\n  </form>\n);\n',
  'src/components/PostsNamed.tsx':
    'export const Probe = () => (\n  <form method="post" encType="application/x-www-form-urlencoded" action="/x">\n    <button type="submit">Go</button>\n  </form>\n);\n',
  'src/components/Searches.tsx':
    'export const Probe = () => (\n  <form method="get" action="/search">\n    <button type="submit">Go</button>\n  </form>\n);\n',
  // Two modules importing each other.
  'src/lib/cycle-a.ts': "import { b } from './cycle-b.ts';\n\nexport const a = () => b;\n",
  'src/lib/cycle-b.ts': "import { a } from './cycle-a.ts';\n\nexport const b = () => a;\n",
  // A focused test or suite, in Vitest and in Playwright.
  'tests/describe-only.test.ts':
    "import { describe, it } from 'vitest';\n\ndescribe.only('suite', () => {\n  it('runs', () => {});\n});\n",
  'tests/it-only.test.ts': "import { it } from 'vitest';\n\nit.only('runs alone', () => {});\n",
  'e2e/test-only.spec.ts':
    "import { test } from '@playwright/test';\n\ntest.only('runs alone', async () => {});\n",
  // Reading the machine's date in server or lib code, outside the clock; an island reading the
  // visitor's now, and a date made from a value, are fine.
  'src/server/reads-date.ts': 'export const probe = () => new Date();\n',
  'src/lib/reads-now.ts': 'export const probe = () => Date.now();\n',
  'src/lib/server-only/build-date.ts': 'export const probe = () => new Date().getFullYear();\n',
  'src/server/clock.ts': 'export const now = () => new Date(Date.now() + 1);\n',
  'src/islands/visitor-now.ts': 'export const probe = () => [new Date(), Date.now()];\n',
  'src/server/parses-date.ts': "export const probe = () => new Date('2031-11-13T14:30:00Z');\n",
  // Sizes in the server: a file over 400 lines and a function over 150, beside the longest allowed,
  // and the same lengths outside src/server.
  'src/server/long-file.ts': linesOf(401, (n) => `export const line${n} = ${n};`),
  'src/server/full-file.ts': linesOf(400, (n) => `export const line${n} = ${n};`),
  'src/server/long-function.ts': functionOf(151),
  'src/server/full-function.ts': functionOf(150),
  'src/lib/long-file.ts': linesOf(401, (n) => `export const line${n} = ${n};`),
};

let scratch: string;
let findings: { rule: string; file: string; message: string }[];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'cirrus-boundaries-'));
  const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8'));
  // The scratch folder is no git checkout; everything else is the project's configuration.
  config.vcs = { enabled: false };
  delete config.$schema;
  await writeFile(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const plugin of config.plugins ?? []) {
    await mkdir(path.dirname(path.join(scratch, plugin)), { recursive: true });
    await writeFile(path.join(scratch, plugin), await readFile(path.join(root, plugin), 'utf8'));
  }
  await writeFile(
    path.join(scratch, 'package.json'),
    JSON.stringify({
      type: 'module',
      imports: { '#server/*': './src/server/*', '#config/*': './src/config/*' },
    }),
  );
  for (const [file, text] of Object.entries(probes)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), text);
  }
  await writeFile(path.join(scratch, 'src/server/main.ts'), 'export const loadEnv = () => 1;\n');
  await mkdir(path.join(scratch, 'src/server/leads'), { recursive: true });
  await writeFile(
    path.join(scratch, 'src/server/leads/repository.ts'),
    'export const createLeadRepository = () => 1;\n',
  );
  const output = await run(biome, ['lint', '--max-diagnostics=200', '--colors=off', '.'], {
    cwd: scratch,
  }).then(
    (result) => result.stdout + result.stderr,
    (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
  );
  findings = [
    ...output.matchAll(/^(\S+?):\d+:\d+ (?:lint\/(\w+\/\w+)|(plugin))[^\n]*\n\s*\n\s*× ([^\n]*)/gm),
  ].map((match) => ({
    file: match[1] ?? '',
    rule: match[2] ?? match[3] ?? '',
    message: match[4] ?? '',
  }));
}, 60_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Files a rule flagged; a plugin's findings are told apart by the start of their message. */
const flagged = (rule: string, messageStart = '') =>
  findings
    .filter((finding) => finding.rule === rule && finding.message.startsWith(messageStart))
    .map((finding) => finding.file.split(path.sep).join('/'))
    .sort();

describe('lint boundaries', () => {
  it('refuses src/server imports in components and islands (also through #server), Node, Astro-only and server-only imports in src/lib, and imports climbing three folders; not in pages or lib/server-only', () => {
    expect(flagged('style/noRestrictedImports', 'src/lib is browser-safe: no Node')).toEqual([
      'src/lib/uses-astro.ts',
      'src/lib/uses-server-only.ts',
    ]);
    expect(flagged('style/noRestrictedImports', 'Components, islands')).toEqual([
      'src/components/Probe.tsx',
      'src/islands/probe.ts',
    ]);
    expect(flagged('style/noRestrictedImports', 'Import through')).toEqual(['src/pages/api/deep/climbs.ts']);
  });

  it('refuses npm packages that need Node (sharp, React’s server renderer, nodemailer, the database drivers) and components in src/lib; not in lib/server-only, nor browser-safe packages', () => {
    expect(flagged('style/noRestrictedImports', 'src/lib is browser-safe: this npm package')).toEqual([
      'src/lib/builds-queries.ts',
      'src/lib/opens-sqlite.ts',
      'src/lib/queries-postgres.ts',
      'src/lib/renders-markup.ts',
      'src/lib/sends-mail.ts',
      'src/lib/uses-sharp.ts',
    ]);
    expect(flagged('style/noRestrictedImports', 'src/lib sits below')).toEqual([
      'src/lib/draws-component.ts',
    ]);
    expect(flagged('style/noRestrictedImports').filter((file) => file.startsWith('src/lib/'))).not.toContain(
      'src/lib/uses-react.ts',
    );
  });

  it('refuses Node built-ins in src/lib, not in src/lib/server-only', () => {
    expect(flagged('correctness/noNodejsModules')).toEqual(['src/lib/uses-node.ts']);
  });

  it('refuses process.env anywhere in src but config/env.ts', () => {
    expect(flagged('style/noProcessEnv')).toEqual(['src/lib/reads-env.ts']);
  });

  it('refuses a server import without its file extension', () => {
    expect(flagged('correctness/useImportExtensions')).toEqual([
      'src/editor/no-extension.ts',
      'src/server/no-extension.ts',
    ]);
  });

  it('refuses a sleep in a test, outside the named quiet window and stand-in latency', () => {
    expect(flagged('plugin', 'Tests wait for')).toEqual(['e2e/sleeps.spec.ts', 'tests/sleeps.test.ts']);
  });

  it('refuses a form that posts without naming its encoding', () => {
    expect(flagged('plugin', 'A form that posts')).toEqual(['src/components/PostsUnnamed.tsx']);
  });

  it('refuses a focused test or suite (describe.only, it.only, test.only)', () => {
    expect(flagged('suspicious/noFocusedTests')).toEqual([
      'e2e/test-only.spec.ts',
      'tests/describe-only.test.ts',
      'tests/it-only.test.ts',
    ]);
  });

  it('refuses the machine’s date in server and lib code outside the clock; not in islands, nor a date from a value', () => {
    expect(flagged('plugin', 'Server and lib code take the time from one clock')).toEqual([
      'src/lib/reads-now.ts',
      'src/lib/server-only/build-date.ts',
      'src/server/reads-date.ts',
    ]);
  });

  it('refuses a src/server file over 400 lines or a function over 150, elsewhere neither', () => {
    expect(flagged('style/noExcessiveLinesPerFile')).toEqual(['src/server/long-file.ts']);
    expect(flagged('complexity/noExcessiveLinesPerFunction')).toEqual(['src/server/long-function.ts']);
  });

  it('lets only the listed files past the server’s size rules', async () => {
    const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[]; linter?: { rules?: Record<string, Record<string, unknown>> } }[];
    };
    const exempted = config.overrides
      .filter(
        ({ linter }) =>
          linter?.rules?.style?.noExcessiveLinesPerFile === 'off' ||
          linter?.rules?.complexity?.noExcessiveLinesPerFunction === 'off',
      )
      .flatMap((override) => override.includes);
    expect(exempted).toEqual(sizeExceptions);
  });

  it('refuses modules that import each other', () => {
    expect(flagged('suspicious/noImportCycles')).toEqual(['src/lib/cycle-a.ts', 'src/lib/cycle-b.ts']);
  });
});
