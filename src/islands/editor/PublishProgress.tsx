/**
 * A publish under way, at the top of the desk, where an editor opening it sees it first: who
 * started it and when, the step it is at (of five) and, while the pages or the pictures are made,
 * how many of about how many; the live site keeps its current version meanwhile. The step is announced as it changes;
 * the bar follows the pages without a word.
 */
import type { PublishProgress as Progress, PublishStatus } from '../../lib/editor/publish-status.ts';
import styles from './EditorDesk.module.css';
import { when } from './when';

const STEPS: Record<Progress['step'], string> = {
  commit: 'Recording your changes',
  code: 'Building the site’s code',
  pages: 'Making the pages',
  pictures: 'Making the pictures in every size',
  swap: 'Switching the site over',
};
const ORDER = Object.keys(STEPS) as Progress['step'][];

export interface PublishProgressProps {
  status: PublishStatus;
}

/** How far the publish is, in steps done (the pages and pictures steps count their share made). */
export function stepsDone(progress: Progress): number {
  const index = ORDER.indexOf(progress.step);
  const { pagesMade = 0, pagesExpected, picturesMade = 0, picturesTotal } = progress;
  const share =
    progress.step === 'pages' && pagesExpected
      ? Math.min(pagesMade / pagesExpected, 1)
      : progress.step === 'pictures' && picturesTotal
        ? Math.min(picturesMade / picturesTotal, 1)
        : 0;
  return index + share;
}

export function PublishProgress({ status }: PublishProgressProps) {
  const progress = status.progress ?? { step: 'commit' };
  const number = ORDER.indexOf(progress.step) + 1;
  const { pagesMade, pagesExpected, picturesMade, picturesTotal } = progress;
  const pages =
    progress.step === 'pages' && pagesMade !== undefined
      ? pagesExpected
        ? ` (${Math.min(pagesMade, pagesExpected)} of about ${pagesExpected})`
        : ` (${pagesMade} so far)`
      : progress.step === 'pictures' && picturesTotal
        ? ` (${picturesMade ?? 0} of ${picturesTotal})`
        : '';
  return (
    <section aria-labelledby="publishing-heading" className={`${styles.panel} ${styles.notice}`}>
      <h2 id="publishing-heading">Building the site with the changes</h2>
      <p>
        {status.by ? `${status.by} started publishing` : 'Publishing started'} at {when(status.startedAt)}.
        Visitors see the current site until the new one is ready.
      </p>
      <p role="status">
        Step {number} of {ORDER.length}: {STEPS[progress.step]}
        {pages ? <span aria-hidden="true">{pages}</span> : null}.
      </p>
      <progress
        className={styles.progress}
        max={ORDER.length}
        value={stepsDone(progress)}
        aria-label="Publishing progress"
      />
    </section>
  );
}
