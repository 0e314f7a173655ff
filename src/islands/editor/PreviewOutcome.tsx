/**
 * The latest preview on the desk: being built, ready (the pages it changes, each a link to its
 * preview), or why it could not be built. A preview is of the changes saved when it was asked for:
 * when more were saved since, the desk says so.
 */
import { PREVIEW_PREFIX, type PreviewStatus } from '../../lib/editor/publish-status.ts';
import { ChangedPages } from './ChangedPages';
import styles from './EditorDesk.module.css';
import { when } from './when';

export interface PreviewOutcomeProps {
  preview: PreviewStatus;
  /** The files changed now (unpublished), to notice saves made after the preview was built. */
  changes: readonly string[];
}

export const previewHref = (pagePath: string) => `${PREVIEW_PREFIX}${pagePath === '/' ? '' : pagePath}`;

export function PreviewOutcome({ preview, changes }: PreviewOutcomeProps) {
  if (preview.state === 'building') return <p>Building the preview… the live site is not changed.</p>;
  if (preview.state === 'failed') {
    return (
      <div role="alert" className={styles.error}>
        <p>
          The preview could not be built at {when(preview.finishedAt)}: the site would not build with these
          changes. The report below names the file and the value to correct.
        </p>
        <details>
          <summary>Technical details</summary>
          <pre className={styles.log}>{preview.error}</pre>
        </details>
      </div>
    );
  }
  const stale =
    changes.length !== preview.files.length || changes.some((file) => !preview.files.includes(file));
  return (
    <div>
      <p>
        Preview ready, built at {when(preview.finishedAt)} from the changes saved then. Only signed-in editors
        can open it.
      </p>
      {stale ? (
        <p className={styles.notice}>
          Changes were saved or undone after this preview was built: preview again to see them.
        </p>
      ) : null}
      {preview.pages ? (
        <ChangedPages pages={preview.pages} heading="Pages the changes affect" hrefFor={previewHref} />
      ) : (
        <p>
          <a href={previewHref('/')}>Open the preview of the home page</a>
        </p>
      )}
    </div>
  );
}
