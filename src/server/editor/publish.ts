/**
 * Publishing: the content as saved becomes a git commit authored by the editor, the site is built
 * from exactly that commit in the background, and the server switches to the new build only when it
 * passed. Step by step:
 * 1. Snapshot: the changed files of `src/content` that are entries or pictures an entry names
 *    (content-images.ts; nothing else) go into a commit object through a temporary index
 *    (`git commit-tree`), without touching the branch, the index or the working files, so editors
 *    keep saving while the build runs.
 * 2. Build: a detached worktree of that commit (under `dist-builds/`, git-ignored, with the
 *    checkout's node_modules hard-linked in) is built by `astro build` into a new folder. The content
 *    schemas validate every file again there.
 * 3. Failure: the branch does not move, the site keeps serving the old build, and the build's last
 *    lines are shown to the editor. The snapshot commit is left for git's garbage collection.
 * 4. Success: the branch moves to the commit (compare-and-swap on the old head, so a commit made by
 *    someone else meanwhile is never overwritten), it is pushed when EDITOR_PUSH_REMOTE is set, and
 *    the server swaps to the new build (site-server.ts `swap`): no request is dropped, and pages
 *    already open see the new build id on their next navigation and reload once.
 * One build at a time; the folder of every build but the served one and the one before it is removed.
 *
 * Preview: no build. Astro's development server renders the editing checkout's pages on request
 * from the content as saved (preview-renderer.ts), behind the editor gate (preview-route.ts), so a
 * preview follows each save within seconds; "Preview changes" starts it (once) and lists the pages
 * the unpublished files reach (pages-reached.ts). A publish still builds every page, and lists the
 * pages it changed by comparing the new build with the one it replaces (page-changes.ts), and stops
 * the renderer. A renderer that stopped (idle, a publish, a crash) ends the preview it served.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, realpath, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { PREVIEW_PREFIX, type PreviewStatus, type PublishStatus } from '../../lib/editor/publish-status.ts';
import { clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { publishableFiles } from './content-images.ts';
import { comparePages } from './page-changes.ts';
import { pagesReachedBy } from './pages-reached.ts';
import type { PreviewRenderer, PreviewTarget } from './preview-renderer.ts';
import type { EditorSession } from './session.ts';

/** Caches in node_modules that a build does not need and other processes write while it runs. */
const TOOL_CACHES = new Set(['.vitest-cache', '.vite', '.cache', '.vite-temp']);

const CONTENT = 'src/content';
/** Lines of a failed build's output shown to the editor. */
const LOG_LINES = 40;

/** The answer to a publish asked for while another one builds (one build at a time). */
export const PUBLISH_UNDER_WAY =
  'Another publish is already under way, so this one was not started. Wait until it has finished, then try again if changes remain.';

/** The answer to a preview asked for with nothing saved since the last publish. */
export const NOTHING_TO_PREVIEW = 'There are no unpublished changes to preview.';

export type { PublishStatus };

export interface PublisherOptions {
  repoDir: string;
  logger: Logger;
  /** Remote to push each publish to; unset: none. */
  pushRemote?: string;
  /** The id of the build being served. */
  servedBuildId(): string;
  /**
   * The folder of the build being served (holding `client/` and `build.json`), which previews and
   * publishes compare their pages with; unset: no list of changed pages.
   */
  servedDir?(): string;
  /** Loads the build in `distDir` and serves it (rejects when it cannot be loaded). */
  serve(distDir: string): Promise<void>;
  /**
   * The environment git and the build run with (the server's own: the build must embed the same
   * build-time configuration as the site it replaces).
   */
  environment: NodeJS.ProcessEnv;
  /** The build command, run in the snapshot's worktree with DIST_DIR set (tests may replace it). */
  buildCommand?: readonly string[];
  /**
   * Where builds keep what they can reuse (Astro's `cacheDir`: the pictures' sizes, the content
   * store), outside the build's throwaway worktree so a publish re-encodes only new pictures.
   * Default: the editing checkout's own (`node_modules/.astro`), which its deploy build has filled.
   */
  cacheDir?: string;
  /** Renders the checkout's pages on request for the preview. */
  renderer: Pick<PreviewRenderer, 'start' | 'target' | 'stop'>;
}

export interface Publisher {
  status(): Promise<PublishStatus>;
  /** Starts a publish in the background; refused while one runs or when nothing changed. */
  start(editor: EditorSession): Promise<{ ok: true } | { ok: false; status: 409; detail: string }>;
  /** Starts the preview (the renderer, once) in the background; refused when nothing changed. */
  preview(editor: EditorSession): Promise<{ ok: true } | { ok: false; status: 409; detail: string }>;
  /** The renderer serving the ready preview (its origin and secret header), if there is one. */
  previewTarget(): PreviewTarget | undefined;
  /** Resolves when the publish or preview under way (if any) has finished. */
  settled(): Promise<void>;
}

interface Run {
  code: number;
  output: string;
}

function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string; background?: boolean },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: 'pipe' });
    // The build yields the processor to the requests this server is answering meanwhile.
    if (options.background && child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not permitted here: the build runs at normal priority.
      }
    }
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    // A command that exits without reading its input must not fail the run.
    child.stdin.on('error', () => {});
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.stdin.end(options.input ?? '');
  });
}

async function git(repoDir: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const result = await run('git', args, { cwd: repoDir, env });
  if (result.code !== 0) throw new Error(`git ${args[0]} failed: ${result.output.trim()}`);
  // Only the end: `status --porcelain` lines start with a meaningful space.
  return result.output.trimEnd();
}

/** Last lines of a build's output, without terminal colours. */
function tail(output: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the build's ANSI colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.trim().split('\n').slice(-LOG_LINES).join('\n');
}

export function createPublisher(options: PublisherOptions): Publisher {
  const { repoDir, logger, environment } = options;
  const inRepo = (args: readonly string[], extra: NodeJS.ProcessEnv = {}) =>
    git(repoDir, args, { ...environment, ...extra });
  const buildsDir = path.join(repoDir, 'dist-builds');
  let last: Omit<PublishStatus, 'changes' | 'buildId' | 'preview'> = { state: 'idle' };
  let preview: (PreviewStatus & { origin?: string }) | undefined;
  let running: Promise<void> | undefined;
  let previewing: Promise<void> | undefined;
  /**
   * Taken synchronously by the first start(), before anything is awaited: two publishes
   * asked for at the same moment would otherwise both pass the check while the first lists the
   * changed files, and both build.
   */
  let claimed = false;

  /**
   * The content files a publish commits: those changed under the content folder that an entry is
   * or names (content-images.ts); anything else found there (a stray file, a picture nothing uses)
   * is left out, listed in the log, and stays uncommitted.
   */
  const changedFiles = async () => {
    const changed = (await inRepo(['status', '--porcelain=v1', '--untracked-files=all', '--', CONTENT]))
      .split('\n')
      .filter(Boolean)
      // A rename's line names both files; both are changes (one gone, one new).
      .flatMap((line) => line.slice(3).split(' -> '))
      .map((file) => ({ file, exists: existsSync(path.join(repoDir, file)) }));
    const { publish, leftOut } = await publishableFiles(repoDir, changed);
    if (leftOut.length > 0) logger.warn('publish: files no entry names are left out', { files: leftOut });
    return publish;
  };

  async function snapshot(editor: EditorSession, files: readonly string[]) {
    const head = await inRepo(['rev-parse', 'HEAD']);
    // A checkout on no branch (a deploy of one commit) publishes by moving HEAD itself.
    const branch = await inRepo(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => undefined);
    await mkdir(buildsDir, { recursive: true });
    const index = path.join(buildsDir, `index-${process.pid}-${clock.now().getTime()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      await inRepo(['read-tree', 'HEAD'], env);
      // Exactly the listed files (added, changed or deleted), never the whole folder: update-index
      // takes each name as it is, without pathspec patterns.
      await inRepo(['update-index', '--add', '--remove', '--', ...files], env);
      const tree = await inRepo(['write-tree'], env);
      const subject = files.length === 1 ? `Content: ${files[0]}` : `Content: ${files.length} files`;
      const message = `${subject}\n\nPublished from the content editor by ${editor.name}.\n\n${files.map((file) => `- ${file}`).join('\n')}\n`;
      const commit = await run('git', ['commit-tree', tree, '-p', head, '-F', '-'], {
        cwd: repoDir,
        input: message,
        env: {
          ...environment,
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

  async function build(
    commit: string,
    id: string,
  ): Promise<{ ok: true; distDir: string } | { ok: false; log: string }> {
    const sourceDir = path.join(buildsDir, `source-${id}`);
    const distDir = path.join(buildsDir, `build-${id}`);
    await inRepo(['worktree', 'add', '--detach', sourceDir, commit]);
    try {
      // The checkout's packages, hard-linked (seconds, no space): Astro's build resolves its own
      // components wrongly through a symlinked node_modules outside the project.
      if (!existsSync(path.join(sourceDir, 'node_modules'))) {
        // Not the tools' caches: another process (a test runner, a dev server) writes and removes
        // temporary files there while this copies, and a file gone mid-copy fails the whole copy.
        const packages = await realpath(path.join(repoDir, 'node_modules'));
        const entries = (await readdir(packages)).filter((name) => !TOOL_CACHES.has(name));
        await mkdir(path.join(sourceDir, 'node_modules'));
        const linked = await run(
          'cp',
          ['-al', ...entries.map((name) => path.join(packages, name)), path.join(sourceDir, 'node_modules')],
          {
            cwd: sourceDir,
            env: environment,
          },
        );
        if (linked.code !== 0) throw new Error(`could not link node_modules: ${linked.output.trim()}`);
      }
      const [command = process.execPath, ...args] = options.buildCommand ?? [
        process.execPath,
        path.join(repoDir, 'node_modules/astro/bin/astro.mjs'),
        'build',
      ];
      const result = await run(command, args, {
        cwd: sourceDir,
        env: {
          ...environment,
          DIST_DIR: distDir,
          ASTRO_CACHE_DIR: options.cacheDir ?? path.join(repoDir, 'node_modules/.astro'),
        },
        background: true,
      });
      if (result.code !== 0 || !existsSync(path.join(distDir, 'build.json'))) {
        await rm(distDir, { recursive: true, force: true });
        return { ok: false, log: tail(result.output) || `The build stopped with code ${result.code}.` };
      }
      return { ok: true, distDir };
    } finally {
      await rm(sourceDir, { recursive: true, force: true });
      await inRepo(['worktree', 'prune']).catch((error: unknown) =>
        logger.warn('could not prune the build worktree', { error }),
      );
    }
  }

  /** The pages `distDir` changes compared with the served build; undefined when they cannot be compared. */
  async function pagesChangedBy(distDir: string, files: readonly string[]) {
    const served = options.servedDir?.();
    if (!served) return undefined;
    return comparePages(served, distDir, files).catch((error: unknown) => {
      logger.warn('could not compare the built pages with the served ones', { error });
      return undefined;
    });
  }

  /** The pages the unpublished files reach on the served site; undefined when there is no served folder. */
  async function pagesReached(files: readonly string[]) {
    const served = options.servedDir?.();
    if (!served) return undefined;
    return pagesReachedBy(path.join(served, 'client'), files).catch((error: unknown) => {
      logger.warn('could not list the pages the changes reach', { error });
      return undefined;
    });
  }

  async function startPreview(editor: EditorSession, files: readonly string[]) {
    const about = { by: editor.name, files: [...files], startedAt: clock.now().toISOString() };
    preview = { state: 'building', ...about };
    try {
      const origin = await options.renderer.start();
      const pages = await pagesReached(files);
      // The first request of a page compiles what it uses; made here, the editor's first open is quick.
      const first = pages?.changed[0] ?? '/';
      await fetch(`${origin}${PREVIEW_PREFIX}${first === '/' ? '' : first}`, {
        headers: options.renderer.target()?.headers ?? {},
        signal: AbortSignal.timeout(60_000),
      })
        .then((response) => response.arrayBuffer())
        .catch((error: unknown) => logger.warn('preview: the first page did not render', { error }));
      preview = {
        state: 'ready',
        ...about,
        finishedAt: clock.now().toISOString(),
        origin,
        ...(pages ? { pages } : {}),
      };
    } catch (error) {
      logger.error('preview failed', { error });
      preview = {
        state: 'failed',
        ...about,
        finishedAt: clock.now().toISOString(),
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** Keeps the served build and the one before it; removes older build folders. */
  async function prune(keep: readonly string[]) {
    const names = (await readdir(buildsDir).catch(() => [] as string[])).filter((name) =>
      name.startsWith('build-'),
    );
    const old = names
      .filter((name) => !keep.includes(path.join(buildsDir, name)))
      .sort()
      .slice(0, -1);
    await Promise.all(old.map((name) => rm(path.join(buildsDir, name), { recursive: true, force: true })));
  }

  async function publish(editor: EditorSession, files: readonly string[]) {
    const startedAt = clock.now().toISOString();
    const about = { startedAt, by: editor.name, files: [...files] };
    last = { state: 'building', ...about };
    try {
      const { head, branch, commit } = await snapshot(editor, files);
      const id = `${clock.now().getTime().toString(36)}-${commit.slice(0, 8)}`;
      logger.info('publish: building', { commit, editor: editor.sub, files: files.length });
      const built = await build(commit, id);
      if (!built.ok) {
        logger.warn('publish: the build failed; the site keeps the old build', { commit });
        last = {
          state: 'failed',
          ...about,
          finishedAt: clock.now().toISOString(),
          failure: 'build',
          error: built.log,
        };
        return;
      }
      // Compare-and-swap: refuses when the branch (or a detached HEAD) moved since the snapshot.
      await inRepo(['update-ref', branch ? `refs/heads/${branch}` : 'HEAD', commit, head]);
      let warning: string | undefined;
      // The index follows the branch for the content folder; the working files are already these.
      // The publish is recorded by now, so a locked index only costs a warning for the operator.
      await inRepo(['reset', '--quiet', 'HEAD', '--', CONTENT]).catch((error: unknown) => {
        warning = `Published, but the editing checkout's index could not follow (ask whoever looks after the site to check it): ${error instanceof Error ? error.message : String(error)}`;
        logger.error('publish: index reset failed', { error });
      });
      if (options.pushRemote && !branch) {
        warning ??= `Published, but not pushed to ${options.pushRemote}: the editing checkout is on no branch to push.`;
      } else if (options.pushRemote && branch) {
        await inRepo(['push', options.pushRemote, branch]).catch((error: unknown) => {
          warning = `Published, but not pushed to ${options.pushRemote}: ${error instanceof Error ? error.message : String(error)}`;
          logger.error('publish: push failed', { error });
        });
      }
      // Before the swap: the served build is still the one this publish replaces.
      const pages = await pagesChangedBy(built.distDir, files);
      await options.serve(built.distDir);
      await prune([built.distDir]);
      // The preview showed what is now live; the next one starts from the next change, with a
      // renderer of its own (one left running would hold its memory for nothing).
      preview = undefined;
      await options.renderer
        .stop()
        .catch((error: unknown) => logger.warn('publish: the preview renderer did not stop', { error }));
      logger.info('publish: serving the new build', { commit });
      last = {
        state: 'published',
        ...about,
        finishedAt: clock.now().toISOString(),
        commit,
        ...(pages ? { pages } : {}),
        ...(warning ? { warning } : {}),
      };
    } catch (error) {
      // Not the build: git, the file system or loading the new build. Nothing moved.
      logger.error('publish failed', { error });
      last = {
        state: 'failed',
        ...about,
        finishedAt: clock.now().toISOString(),
        failure: 'repository',
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** Claims the one build slot, lists the changes, and runs `job` in the background with them. */
  async function claimAndRun(
    nothing: string,
    job: (files: readonly string[]) => Promise<void>,
  ): Promise<{ ok: true } | { ok: false; status: 409; detail: string }> {
    if (claimed) return { ok: false, status: 409, detail: PUBLISH_UNDER_WAY };
    claimed = true;
    let files: string[];
    try {
      files = await changedFiles();
    } catch (error) {
      claimed = false;
      throw error;
    }
    if (files.length === 0) {
      claimed = false;
      return { ok: false, status: 409, detail: nothing };
    }
    running = job(files).finally(() => {
      running = undefined;
      claimed = false;
    });
    return { ok: true };
  }

  /** The ready preview, unless its renderer has stopped since (then the preview is over). */
  const livePreview = () => {
    if (preview?.state === 'ready' && options.renderer.target()?.origin !== preview.origin)
      preview = undefined;
    return preview;
  };

  return {
    async status() {
      livePreview();
      const changes = await changedFiles();
      // The preview follows each save: its list follows the files changed now.
      const shownPreview = preview;
      if (shownPreview?.state === 'ready' && !sameFiles(shownPreview.files, changes)) {
        const pages = await pagesReached(changes);
        // Unless a publish ended the preview (or a new one started) meanwhile.
        if (preview === shownPreview)
          preview = { ...shownPreview, files: changes, ...(pages ? { pages } : {}) };
      }
      const { origin: _origin, ...shown } = preview ?? {};
      return {
        ...last,
        changes,
        buildId: options.servedBuildId(),
        ...(preview ? { preview: shown as PreviewStatus } : {}),
      };
    },
    start: (editor) => claimAndRun('There are no unpublished changes.', (files) => publish(editor, files)),
    async preview(editor) {
      const files = await changedFiles();
      if (files.length === 0) return { ok: false, status: 409, detail: NOTHING_TO_PREVIEW };
      previewing ??= startPreview(editor, files).finally(() => {
        previewing = undefined;
      });
      return { ok: true };
    },
    previewTarget: () => (livePreview()?.state === 'ready' ? options.renderer.target() : undefined),
    settled: async () => {
      await Promise.all([running, previewing]);
    },
  };
}

function sameFiles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((file) => b.includes(file));
}
