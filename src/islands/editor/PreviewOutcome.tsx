/**
 * The latest preview on the desk: starting, ready (the pages the unpublished changes reach, each a
 * link to its preview), or why it could not start. The preview renders each page when it is opened,
 * from the content as saved then, so it follows every save: reloading a preview page shows the latest.
 */
import { PREVIEW_PREFIX, type PreviewStatus } from '../../lib/editor/publish-status.ts';
import { ChangedPages } from './ChangedPages';
import styles from './EditorDesk.module.css';
import { when } from './when';

export interface PreviewOutcomeProps {
  preview: PreviewStatus;
}

export const previewHref = (pagePath: string) => `${PREVIEW_PREFIX}${pagePath === '/' ? '' : pagePath}`;

export function PreviewOutcome({ preview }: PreviewOutcomeProps) {
  if (preview.state === 'building') return <p>Opening the preview… the live site is not changed.</p>;
  if (preview.state === 'failed') {
    return (
      <div role="alert" className={styles.error}>
        <p>
          The preview could not be opened at {when(preview.finishedAt)}. Try “Preview changes” again; the
          report below is for whoever looks after the site.
        </p>
        <details>
          <summary>Technical details</summary>
          <pre className={styles.log}>{preview.error}</pre>
        </details>
      </div>
    );
  }
  return (
    <div>
      <p>
        Preview open since {when(preview.finishedAt)}. Each page is made from your changes as saved when you
        open it: after a save, reload the page to see it. Only signed-in editors can open it.
      </p>
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
