/**
 * The last publish, in words a marketer reads: when it was published and by whom, with the files it
 * carried; or why nothing was published, which problem is the editor's to fix (the site would not
 * build from the changes) and which the operator's (the editing checkout could not record them),
 * with the technical detail folded away for whoever looks after the site. A publish lists the pages
 * it changed, each a link to the live page.
 */
import type { PublishStatus } from '../../lib/editor/publish-status.ts';
import { ChangedPages } from './ChangedPages';
import styles from './EditorDesk.module.css';
import { when } from './when';

export interface PublishOutcomeProps {
  status: PublishStatus;
}

const fileCount = (files: readonly string[] | undefined) =>
  `${files?.length ?? 0} ${files?.length === 1 ? 'file' : 'files'}`;

export function PublishOutcome({ status }: PublishOutcomeProps) {
  if (status.state === 'published') {
    return (
      <div>
        <p>
          Published at {when(status.finishedAt)}
          {status.by ? ` by ${status.by}` : ''}: {fileCount(status.files)} changed. The site shows them now.
        </p>
        {status.warning ? <p className={styles.error}>{status.warning}</p> : null}
        {status.pages ? (
          <ChangedPages
            pages={status.pages}
            heading="Pages this publish changed"
            hrefFor={(pagePath) => pagePath}
          />
        ) : null}
      </div>
    );
  }
  if (status.state !== 'failed') return null;
  return (
    <div role="alert" className={styles.error}>
      {status.failure === 'repository' ? (
        <>
          <p>
            Nothing was published at {when(status.finishedAt)}: the editing copy of the site could not record
            the changes. Your changes are saved and nothing is lost, and the site is unchanged.
          </p>
          <p>
            This is a problem with the editing setup, not with your changes: ask whoever looks after the site
            to check the editing checkout on the server. The details below tell them what went wrong.
          </p>
        </>
      ) : (
        <p>
          Nothing was published at {when(status.finishedAt)}: the site could not be built with these changes,
          so it still shows the previous version. The report below names the file and the value to correct.
        </p>
      )}
      <details>
        <summary>Technical details</summary>
        <pre className={styles.log}>{status.error}</pre>
      </details>
    </div>
  );
}
