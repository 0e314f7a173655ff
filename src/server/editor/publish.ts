/**
 * Publishing: the content as saved becomes a git commit authored by the editor, the site is built
 * from exactly that commit in the background, and the server switches to the new build only when it
 * passed. Step by step:
 * 1. Snapshot (publish-worktree.ts): the changed content files that are entries or pictures an entry
 *    names go into a commit object, without touching the branch, the index or the working files, so
 *    editors keep saving while the build runs.
 * 2. Build (site-build.ts): a detached worktree of that commit is built for production into a new
 *    folder; the desk follows its progress.
 * 3. Failure: the branch does not move, the site keeps serving the old build, and the build's last
 *    lines are shown to the editor. The snapshot commit is left for git's garbage collection.
 * 4. Success (publish-swap.ts): the branch moves to the commit and is pushed, the desk lists the
 *    pages that changed (the new build compared with the one it replaces, page-changes.ts), the
 *    server swaps to the new build, and the preview (preview-session.ts) ends.
 * One build at a time.
 */
import path from 'node:path';
import type { PublishProgress, PublishStatus } from '../../lib/editor/publish-status.ts';
import { clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { changedEntries } from './changed-entries.ts';
import { comparePages } from './page-changes.ts';
import { pagesReachedBy } from './pages-reached.ts';
import type { PreviewRenderer, PreviewTarget } from './preview-renderer.ts';
import { createPreviewSession } from './preview-session.ts';
import { pruneBuilds, recordPublish } from './publish-swap.ts';
import {
  buildsDirOf,
  type Checkout,
  changedContentFiles,
  inWorktree,
  snapshotCommit,
} from './publish-worktree.ts';
import type { EditorSession } from './session.ts';
import { buildSite, pageCount, type SiteBuildOptions } from './site-build.ts';

/** The answer to a publish asked for while another one builds (one build at a time). */
export const PUBLISH_UNDER_WAY =
  'Another publish is already under way, so this one was not started. Wait until it has finished, then try again if changes remain.';

/** The answer to a preview asked for with nothing saved since the last publish. */
export const NOTHING_TO_PREVIEW = 'There are no unpublished changes to preview.';

export type { PublishStatus };

export interface PublisherOptions extends Omit<SiteBuildOptions, 'environment'> {
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
   * The server's environment: git runs with it; the build takes its build-time variables only
   * (site-build.ts), always for production.
   */
  environment: NodeJS.ProcessEnv;
  /** Renders the checkout's pages on request for the preview. */
  renderer: Pick<PreviewRenderer, 'start' | 'target' | 'stop'>;
}

type Refusal = { ok: false; status: 409; detail: string };

export interface Publisher {
  status(): Promise<PublishStatus>;
  /** Starts a publish in the background; refused while one runs or when nothing changed. */
  start(editor: EditorSession): Promise<{ ok: true } | Refusal>;
  /** Starts the preview (the renderer, once) in the background; refused when nothing changed. */
  preview(editor: EditorSession): Promise<{ ok: true } | Refusal>;
  /** The renderer serving the ready preview (its origin and secret header), if there is one. */
  previewTarget(): PreviewTarget | undefined;
  /** Resolves when the publish or preview under way (if any) has finished. */
  settled(): Promise<void>;
}

type LastPublish = Omit<PublishStatus, 'changes' | 'entries' | 'buildId' | 'preview'>;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createPublisher(options: PublisherOptions): Publisher {
  const { logger } = options;
  const checkout: Checkout = { repoDir: options.repoDir, environment: options.environment, logger };
  const buildsDir = buildsDirOf(checkout);
  let last: LastPublish = { state: 'idle' };
  let running: Promise<void> | undefined;
  /**
   * Taken synchronously by the first start(), before anything is awaited: two publishes asked for
   * at the same moment would otherwise both pass the check while the first lists the changed
   * files, and both build.
   */
  let claimed = false;

  /** The pages the unpublished files reach on the served site; undefined when there is no served folder. */
  async function pagesReached(files: readonly string[]) {
    const served = options.servedDir?.();
    if (!served) return undefined;
    return pagesReachedBy(path.join(served, 'client'), files).catch((error: unknown) => {
      logger.warn('could not list the pages the changes reach', { error });
      return undefined;
    });
  }
  const preview = createPreviewSession({ renderer: options.renderer, logger, pagesReached });

  /** The pages `distDir` changes compared with the served build; undefined when they cannot be compared. */
  async function pagesChangedBy(distDir: string, files: readonly string[]) {
    const served = options.servedDir?.();
    if (!served) return undefined;
    return comparePages(served, distDir, files).catch((error: unknown) => {
      logger.warn('could not compare the built pages with the served ones', { error });
      return undefined;
    });
  }

  async function publish(editor: EditorSession, files: readonly string[]) {
    const about = { startedAt: clock.now().toISOString(), by: editor.name, files: [...files] };
    let pagesExpected: number | undefined;
    const progress = (next: PublishProgress) => {
      last = {
        state: 'building',
        ...about,
        progress: { ...next, ...(pagesExpected ? { pagesExpected } : {}) },
      };
    };
    const finished = () => ({ ...about, finishedAt: clock.now().toISOString() });
    // Building from the first moment, before anything is awaited: the answer to the request that
    // started it says so, and the desk follows it from there.
    progress({ step: 'commit' });
    try {
      const served = options.servedDir?.();
      pagesExpected = served ? await pageCount(served) : undefined;
      const snapshot = await snapshotCommit(checkout, editor, files);
      const id = `${clock.now().getTime().toString(36)}-${snapshot.commit.slice(0, 8)}`;
      logger.info('publish: building', { commit: snapshot.commit, editor: editor.sub, files: files.length });
      progress({ step: 'code' });
      const built = await inWorktree(checkout, snapshot.commit, id, (sourceDir) =>
        buildSite(options, sourceDir, path.join(buildsDir, `build-${id}`), progress),
      );
      if (!built.ok) {
        logger.warn('publish: the build failed; the site keeps the old build', { commit: snapshot.commit });
        last = { state: 'failed', ...finished(), failure: 'build', error: built.log };
        return;
      }
      progress({ step: 'swap' });
      const warning = await recordPublish(checkout, snapshot, options.pushRemote);
      // Before the swap: the served build is still the one this publish replaces.
      const pages = await pagesChangedBy(built.distDir, files);
      await options.serve(built.distDir);
      await pruneBuilds(buildsDir, [built.distDir]);
      // The preview showed what is now live.
      await preview.end();
      logger.info('publish: serving the new build', { commit: snapshot.commit });
      last = {
        state: 'published',
        ...finished(),
        commit: snapshot.commit,
        ...(pages ? { pages } : {}),
        ...(warning ? { warning } : {}),
      };
    } catch (error) {
      // Not the build: git, the file system or loading the new build. Nothing moved.
      logger.error('publish failed', { error });
      last = { state: 'failed', ...finished(), failure: 'repository', error: message(error) };
    }
  }

  /** Claims the one build slot, lists the changes, and runs `job` in the background with them. */
  async function claimAndRun(
    nothing: string,
    job: (files: readonly string[]) => Promise<void>,
  ): Promise<{ ok: true } | Refusal> {
    if (claimed) return { ok: false, status: 409, detail: PUBLISH_UNDER_WAY };
    claimed = true;
    let files: string[];
    try {
      files = await changedContentFiles(checkout);
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

  return {
    async status() {
      const changes = await changedContentFiles(checkout);
      const previewStatus = await preview.status(changes);
      return {
        ...last,
        changes,
        entries: await changedEntries(options.repoDir, changes),
        buildId: options.servedBuildId(),
        ...(previewStatus ? { preview: previewStatus } : {}),
      };
    },
    start: (editor) => claimAndRun('There are no unpublished changes.', (files) => publish(editor, files)),
    async preview(editor) {
      const files = await changedContentFiles(checkout);
      if (files.length === 0) return { ok: false, status: 409, detail: NOTHING_TO_PREVIEW };
      preview.start(editor, files);
      return { ok: true };
    },
    previewTarget: () => preview.target(),
    settled: async () => {
      await Promise.all([running, preview.settled()]);
    },
  };
}
