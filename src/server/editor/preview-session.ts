/**
 * The preview session: no build. Astro's development server renders the editing checkout's pages on
 * request from the content as saved (preview-renderer.ts), behind the editor gate
 * (preview-route.ts), so a preview follows each save within seconds. "Preview changes" starts the
 * renderer (once), asks for the first changed page so that its compile is done before the editor
 * opens it, and lists the pages the unpublished files reach (pages-reached.ts); the list follows
 * the files changed at each status. A publish ends the session and stops the renderer; a renderer
 * that stopped (idle, a publish, a crash) ends the preview it served.
 */
import { type PageChanges, PREVIEW_PREFIX, type PreviewStatus } from '../../lib/editor/publish-status.ts';
import { clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { PreviewRenderer, PreviewTarget } from './preview-renderer.ts';
import type { EditorSession } from './session.ts';

/** How long the first page may take to compile after a cold start. */
const FIRST_PAGE_TIMEOUT_MS = 60_000;

export interface PreviewSessionOptions {
  renderer: Pick<PreviewRenderer, 'start' | 'target' | 'stop'>;
  logger: Logger;
  /** The pages `files` reach on the served site; undefined when they cannot be listed. */
  pagesReached(files: readonly string[]): Promise<PageChanges | undefined>;
}

export interface PreviewSession {
  /** Starts the preview of `files` in the background (once: a start under way is kept). */
  start(editor: EditorSession, files: readonly string[]): void;
  /** The preview as the desk shows it, its list following `changes` (the files changed now). */
  status(changes: readonly string[]): Promise<PreviewStatus | undefined>;
  /** The renderer serving the ready preview, if there is one. */
  target(): PreviewTarget | undefined;
  /** Ends the preview and stops its renderer (a publish made its changes live). */
  end(): Promise<void>;
  /** Resolves when a start under way has finished. */
  settled(): Promise<void>;
}

const sameFiles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((file) => b.includes(file));

export function createPreviewSession(options: PreviewSessionOptions): PreviewSession {
  const { renderer, logger } = options;
  let preview: (PreviewStatus & { origin?: string }) | undefined;
  let starting: Promise<void> | undefined;

  async function open(editor: EditorSession, files: readonly string[]) {
    const about = { by: editor.name, files: [...files], startedAt: clock.now().toISOString() };
    preview = { state: 'building', ...about };
    try {
      const origin = await renderer.start();
      const pages = await options.pagesReached(files);
      const first = pages?.changed[0] ?? '/';
      await fetch(`${origin}${PREVIEW_PREFIX}${first === '/' ? '' : first}`, {
        headers: renderer.target()?.headers ?? {},
        signal: AbortSignal.timeout(FIRST_PAGE_TIMEOUT_MS),
      })
        .then((response) => response.arrayBuffer())
        .catch((error: unknown) => logger.warn('preview: the first page did not render', { error }));
      const finishedAt = clock.now().toISOString();
      preview = { state: 'ready', ...about, finishedAt, origin, ...(pages ? { pages } : {}) };
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

  /** The ready preview, unless its renderer has stopped since (then the preview is over). */
  const live = () => {
    if (preview?.state === 'ready' && renderer.target()?.origin !== preview.origin) preview = undefined;
    return preview;
  };

  return {
    start(editor, files) {
      starting ??= open(editor, files).finally(() => {
        starting = undefined;
      });
    },
    async status(changes) {
      const shown = live();
      if (shown?.state === 'ready' && !sameFiles(shown.files, changes)) {
        const pages = await options.pagesReached(changes);
        // Unless a publish ended the preview (or a new one started) meanwhile.
        if (preview === shown) preview = { ...shown, files: [...changes], ...(pages ? { pages } : {}) };
      }
      if (!preview) return undefined;
      const { origin: _origin, ...status } = preview;
      return status;
    },
    target: () => (live()?.state === 'ready' ? renderer.target() : undefined),
    async end() {
      // The next preview starts from the next change, with a renderer of its own (one left running
      // would hold its memory for nothing).
      preview = undefined;
      await renderer
        .stop()
        .catch((error: unknown) => logger.warn('the preview renderer did not stop', { error }));
    },
    settled: async () => {
      await starting;
    },
  };
}
