import type { HomeNotice } from '#lib/my-home/view.ts';
import { ButtonLink } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './HomeSections.module.css';

export interface SafetyNoticesProps {
  notices: readonly HomeNotice[];
}

/** Safety notices covering the owner's units, first on the page: what is wrong and what to do. */
export function SafetyNotices({ notices }: SafetyNoticesProps) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="my-home-notices" className={styles.notices}>
      <h2 id="my-home-notices">Safety {notices.length === 1 ? 'notice' : 'notices'}</h2>
      {notices.map((notice) => (
        <Callout key={notice.slug} tone="danger" role="alert">
          <h3>{notice.title}</h3>
          <p>For your {notice.units.map((unit) => unit.label).join('; ')}.</p>
          <p>{notice.hazard}</p>
          <ol>
            {notice.whatToDo.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <ButtonLink href={notice.serviceUrl}>Book the check</ButtonLink>
          </p>
        </Callout>
      ))}
    </section>
  );
}
