import type { HomeHistoryEntry } from '#lib/my-home/view.ts';
import styles from './MyHome.module.css';

export interface HistoryProps {
  entries: readonly HomeHistoryEntry[];
}

/** The owner's service requests and claims, newest first, each opening its status page signed in. */
export function History({ entries }: HistoryProps) {
  return (
    <section className={styles.history} aria-labelledby="home-history">
      <h2 id="home-history">History</h2>
      {entries.length === 0 ? (
        <p>
          No service requests or cashback claims yet. When you make one with this email address, it appears
          here.
        </p>
      ) : (
        <ol className={styles.historyList}>
          {entries.map((entry) => (
            <li key={entry.reference} className={styles.historyEntry}>
              <h3>
                <a href={entry.statusUrl}>
                  {entry.title} <span className={styles.model}>({entry.reference})</span>
                </a>
              </h3>
              <dl className={styles.facts}>
                <dt>Made</dt>
                <dd>{entry.on}</dd>
                <dt>Status</dt>
                <dd>{entry.status}</dd>
                {entry.visit ? (
                  <>
                    <dt>Visit</dt>
                    <dd>
                      {entry.visit}
                      {entry.calendarUrl ? (
                        <>
                          {' '}
                          <a href={entry.calendarUrl} download>
                            Add to calendar (.ics)
                          </a>
                        </>
                      ) : null}
                    </dd>
                  </>
                ) : null}
                {entry.outcome ? (
                  <>
                    <dt>Outcome</dt>
                    <dd>{entry.outcome}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
