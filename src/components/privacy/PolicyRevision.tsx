/** The privacy policy's version line under its heading: which version, in force from when, what changed. */
import { longDate } from '../../lib/australian-dates';
import type { Page } from '../../schemas/page';

export interface PolicyRevisionProps {
  revision: NonNullable<Page['revision']>;
}

export function PolicyRevision({ revision }: PolicyRevisionProps) {
  return (
    <div className="prose">
      <p>
        <strong>
          Version {revision.version}, in effect from{' '}
          <time dateTime={revision.effective}>{longDate(revision.effective)}</time>.
        </strong>{' '}
        {revision.changes}
      </p>
    </div>
  );
}
