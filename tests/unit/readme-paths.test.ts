/**
 * Every file and folder the README and the documents in docs/ name exists: a newcomer follows those
 * paths first, and a moved module leaves them pointing at nothing. The README's layout names every
 * folder of src/ and src/server/ (and none that is gone). A path is a backticked name under one of the
 * repository's folders (`src/server/clock.ts`, `tests/unit/`, `.ci/run`), or under one of src's
 * (`lib/portal-api.ts` is src/lib/portal-api.ts). Placeholders (`<slug>`, `{slug}`), `*` and `…`
 * stand for any name, and must match at least one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The repository's own top-level folders (not node_modules, dist or data, which are made). */
const rootFolders = ['src', 'scripts', 'e2e', 'tests', 'docs', 'lint', '.ci'];
const srcFolders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The paths named in a Markdown text, each as written and as a path from the repository's root. */
function namedPaths(markdown: string): { written: string; fromRoot: string }[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  const found = new Map<string, string>();
  for (const span of spans) {
    const first = span.split('/')[0] ?? '';
    if (!span.includes('/')) continue;
    if (rootFolders.includes(first)) found.set(span, span);
    else if (srcFolders.includes(first)) found.set(span, `src/${span}`);
  }
  return [...found].map(([written, fromRoot]) => ({ written, fromRoot }));
}

/** Whether a path (perhaps with placeholders or wildcards) names something in the repository. */
async function exists(fromRoot: string): Promise<boolean> {
  const pattern = fromRoot
    .replace(/<[^>]+>|\{[^}]+\}/g, '*')
    .replace(/…/g, '**')
    .replace(/\/$/, '');
  if (!pattern.includes('*')) return existsSync(path.join(root, pattern));
  // An Astro route's brackets (`[product].pdf.ts`) are part of its name, not a character class.
  const literalBrackets = pattern.replace(/[[\]]/g, (bracket) => `[${bracket}]`);
  for await (const _ of glob(literalBrackets, { cwd: root })) return true;
  return false;
}

/** The README and every Markdown document under docs/, by path from the repository's root. */
async function documents(): Promise<string[]> {
  const found = ['README.md'];
  for await (const file of glob('docs/**/*.md', { cwd: root })) found.push(file.split(path.sep).join('/'));
  return found.sort();
}

/** The README's project layout: the fenced block under "## Project layout". */
function layoutBlock(readme: string): string {
  const section = readme.split(/^## Project layout$/m)[1] ?? '';
  return section.split('```')[1] ?? '';
}

const foldersOf = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('the README', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

  it('names paths under the repository’s folders and src’s, as written', () => {
    const sample = 'See `src/server/clock.ts`, `lib/portal-api.ts`, `tests/unit/`, `npm test` and `/api/x`.';
    expect(namedPaths(sample)).toEqual([
      { written: 'src/server/clock.ts', fromRoot: 'src/server/clock.ts' },
      { written: 'lib/portal-api.ts', fromRoot: 'src/lib/portal-api.ts' },
      { written: 'tests/unit/', fromRoot: 'tests/unit/' },
    ]);
  });

  it('and the documents in docs/ name only paths that exist', async () => {
    const files = await documents();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/operations.md']));
    expect(files.filter((file) => file.startsWith('docs/decisions/')).length).toBeGreaterThan(3);
    let count = 0;
    const missing = [];
    for (const file of files) {
      for (const { written, fromRoot } of namedPaths(readFileSync(path.join(root, file), 'utf8'))) {
        count += 1;
        if (!(await exists(fromRoot))) missing.push(`${file}: ${written}`);
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it('lays out every folder of src/ and src/server/, and only folders that exist', () => {
    const block = layoutBlock(readme);
    const named = new Set([...block.matchAll(/([a-z-]+)\//g)].map((match) => match[1]));
    const absent = [...foldersOf('src'), ...foldersOf('src/server')].filter((folder) => !named.has(folder));
    expect(absent).toEqual([]);
    // The top level of src/ as the layout lists it (two spaces in): each one is there.
    const listed = [...block.matchAll(/^ {2}([a-z-]+)\//gm)].map((match) => match[1] ?? '');
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((folder) => !existsSync(path.join(root, 'src', folder)))).toEqual([]);
  });
});
