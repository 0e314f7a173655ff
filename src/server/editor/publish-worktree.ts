/**
 * What a publish builds from, without touching the editing checkout's branch, index or files (so
 * editors keep saving while it builds):
 * - the changed files of `src/content` that are entries or pictures an entry names (content-images.ts;
 *   nothing else), listed by git;
 * - a commit of exactly those files on top of HEAD, made through a temporary index
 *   (`git commit-tree`), authored by the editor;
 * - a detached worktree of that commit under `dist-builds/` (git-ignored), with the checkout's
 *   node_modules hard-linked in, removed once the build is over.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { publishableFiles } from './content-images.ts';
import { git, runCommand } from './run-command.ts';
import type { EditorSession } from './session.ts';

export const CONTENT = 'src/content';

/** Caches in node_modules that a build does not need and other processes write while it runs. */
const TOOL_CACHES = new Set(['.vitest-cache', '.vite', '.cache', '.vite-temp']);

/** The editing checkout, where publishing runs git with the server's environment. */
export interface Checkout {
  repoDir: string;
  /** The environment git runs with (the server's own: its identity, its keys for a push). */
  environment: NodeJS.ProcessEnv;
  logger: Logger;
}

/** Folder of the builds' worktrees, outputs and temporary indexes, in the checkout. */
export const buildsDirOf = (checkout: Checkout) => path.join(checkout.repoDir, 'dist-builds');

export const inCheckout = (checkout: Checkout, args: readonly string[], extra: NodeJS.ProcessEnv = {}) =>
  git(checkout.repoDir, args, { ...checkout.environment, ...extra });

/**
 * The content files a publish commits: those changed under the content folder that an entry is or
 * names (content-images.ts); anything else found there (a stray file, a picture nothing uses) is
 * left out, listed in the log, and stays uncommitted.
 */
export async function changedContentFiles(checkout: Checkout): Promise<string[]> {
  const changed = (
    await inCheckout(checkout, ['status', '--porcelain=v1', '--untracked-files=all', '--', CONTENT])
  )
    .split('\n')
    .filter(Boolean)
    // A rename's line names both files; both are changes (one gone, one new).
    .flatMap((line) => line.slice(3).split(' -> '))
    .map((file) => ({ file, exists: existsSync(path.join(checkout.repoDir, file)) }));
  const { publish, leftOut } = await publishableFiles(checkout.repoDir, changed);
  if (leftOut.length > 0)
    checkout.logger.warn('publish: files no entry names are left out', { files: leftOut });
  return publish;
}

/** A commit of the changes, not yet on any branch, and where the branch was when it was made. */
export interface Snapshot {
  head: string;
  /** The branch to move; undefined on a checkout on no branch (a deploy of one commit): HEAD moves. */
  branch: string | undefined;
  commit: string;
}

/** Commits exactly `files` (added, changed or deleted) on top of HEAD, authored by `editor`. */
export async function snapshotCommit(
  checkout: Checkout,
  editor: EditorSession,
  files: readonly string[],
): Promise<Snapshot> {
  const head = await inCheckout(checkout, ['rev-parse', 'HEAD']);
  const branch = await inCheckout(checkout, ['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(
    () => undefined,
  );
  const buildsDir = buildsDirOf(checkout);
  await mkdir(buildsDir, { recursive: true });
  const index = path.join(buildsDir, `index-${process.pid}-${clock.now().getTime()}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    await inCheckout(checkout, ['read-tree', 'HEAD'], env);
    // Exactly the listed files, never the whole folder: update-index takes each name as it is,
    // without pathspec patterns.
    await inCheckout(checkout, ['update-index', '--add', '--remove', '--', ...files], env);
    const tree = await inCheckout(checkout, ['write-tree'], env);
    const subject = files.length === 1 ? `Content: ${files[0]}` : `Content: ${files.length} files`;
    const message = `${subject}\n\nPublished from the content editor by ${editor.name}.\n\n${files.map((file) => `- ${file}`).join('\n')}\n`;
    const commit = await runCommand('git', ['commit-tree', tree, '-p', head, '-F', '-'], {
      cwd: checkout.repoDir,
      input: message,
      env: {
        ...checkout.environment,
        GIT_AUTHOR_NAME: editor.name,
        GIT_AUTHOR_EMAIL: editor.email || `${editor.sub}@users.invalid`,
        // The editing instance commits on the editor's behalf; it needs no git identity of its own.
        GIT_COMMITTER_NAME: 'Cirrus Climate content editor',
        GIT_COMMITTER_EMAIL: 'content-editor@cirrusclimate.com.au',
      },
    });
    if (commit.code !== 0) throw new Error(`git commit-tree failed: ${commit.output.trim()}`);
    return { head, branch, commit: commit.output.trim() };
  } finally {
    await rm(index, { force: true });
  }
}

/** The checkout's packages, hard-linked into `sourceDir` (seconds, no space). */
async function linkPackages(checkout: Checkout, sourceDir: string) {
  // Not symlinked: Astro's build resolves its own components wrongly through a symlinked
  // node_modules outside the project.
  if (existsSync(path.join(sourceDir, 'node_modules'))) return;
  // Not the tools' caches: another process (a test runner, a dev server) writes and removes
  // temporary files there while this copies, and a file gone mid-copy fails the whole copy.
  const packages = await realpath(path.join(checkout.repoDir, 'node_modules'));
  const entries = (await readdir(packages)).filter((name) => !TOOL_CACHES.has(name));
  await mkdir(path.join(sourceDir, 'node_modules'));
  const linked = await runCommand(
    'cp',
    ['-al', ...entries.map((name) => path.join(packages, name)), path.join(sourceDir, 'node_modules')],
    { cwd: sourceDir, env: checkout.environment },
  );
  if (linked.code !== 0) throw new Error(`could not link node_modules: ${linked.output.trim()}`);
}

/** Runs `use` in a detached worktree of `commit` (named for `id`), removed afterwards whatever happens. */
export async function inWorktree<T>(
  checkout: Checkout,
  commit: string,
  id: string,
  use: (sourceDir: string) => Promise<T>,
): Promise<T> {
  const sourceDir = path.join(buildsDirOf(checkout), `source-${id}`);
  await inCheckout(checkout, ['worktree', 'add', '--detach', sourceDir, commit]);
  try {
    await linkPackages(checkout, sourceDir);
    return await use(sourceDir);
  } finally {
    await rm(sourceDir, { recursive: true, force: true });
    await inCheckout(checkout, ['worktree', 'prune']).catch((error: unknown) =>
      checkout.logger.warn('could not prune the build worktree', { error }),
    );
  }
}
