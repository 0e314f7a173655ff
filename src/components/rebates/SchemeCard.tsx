/**
 * One scheme's answer: eligible, possibly or not (with the failed condition and its clause), the
 * indicative value and how it is paid, what must happen first, what changes soon, and the rule's
 * source and dates. Every card says it is an estimate and who confirms eligibility; a rule not yet
 * checked against its official documents says so plainly, near the top, instead of a check date.
 */

import { longDate } from '../../lib/australian-dates';
import { uncheckedNotice, whoConfirms } from '../../lib/rebates/checks';
import { paymentNames } from '../../lib/rebates/names';
import type { SchemeResult, SchemeStatus } from '../../lib/rebates/types';
import styles from './Planner.module.css';
import { Working } from './Working';

const statusText: Record<SchemeStatus, string> = {
  eligible: 'Eligible, on your answers',
  possibly: 'Possibly eligible',
  'not-eligible': 'Not eligible',
  'no-scheme': 'No scheme',
  closed: 'Closed',
};

export function SchemeCard({ result }: { result: SchemeResult }) {
  const { rule } = result;
  const headingId = `scheme-${rule.id}`;
  const unchecked = uncheckedNotice(rule);
  return (
    <article className={`${styles.card} ${styles[result.status]}`} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {rule.scheme} <span className={styles.state}>({rule.state})</span>
      </h4>
      <p className={styles.status}>{statusText[result.status]}</p>
      <p className={styles.value}>{result.valueSays}</p>
      {unchecked ? (
        <p className={styles.unchecked}>
          <strong>Not yet checked:</strong> {unchecked}
        </p>
      ) : null}
      {result.failed.length > 0 ? (
        <div>
          <h5 className={styles.subhead}>Why not</h5>
          <ul className={styles.list}>
            {result.failed.map((note) => (
              <li key={note.says}>
                {note.says} <span className={styles.clause}>({note.clause})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.status === 'eligible' || result.status === 'possibly' ? (
        <>
          <p>
            <strong>How it is paid:</strong> {paymentNames[rule.payment]}. {rule.paymentSays}
          </p>
          {result.toConfirm.length > 0 ? (
            <div>
              <h5 className={styles.subhead}>Still to confirm</h5>
              <ul className={styles.list}>
                {result.toConfirm.map((note) => (
                  <li key={note.says}>
                    {note.says} <span className={styles.clause}>({note.clause})</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {rule.firstSteps.length > 0 ? (
            <div>
              <h5 className={styles.subhead}>What must happen first</h5>
              <ol className={styles.list}>
                {rule.firstSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ) : null}
        </>
      ) : null}
      {rule.upcomingChanges.map((change) => (
        <p key={change.says} className={styles.change}>
          <strong>
            {change.from ? `Changing soon (${longDate(change.from)}):` : 'Proposed, no date set yet:'}
          </strong>{' '}
          {change.says}
        </p>
      ))}
      {result.stacking.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {rule.secondaryOnly.length > 0 ? (
        <div className={styles.secondary}>
          <h5 className={styles.subhead}>Found only on secondary pages</h5>
          <ul className={styles.list}>
            {rule.secondaryOnly.map((item) => (
              <li key={item.figure}>
                {item.figure} (<a href={item.url}>the page it was found on</a>): no official page we hold
                states it, so confirm it with {whoConfirms(rule)}.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.status === 'closed' ? null : (
        <p className={styles.confirm}>This is an estimate, not a guarantee. {rule.confirmedBy}</p>
      )}
      <p className={styles.source}>
        Rule: <a href={rule.source.url}>{rule.source.title}</a>, {rule.instrumentVersion}, {rule.clause}. In
        force from {longDate(rule.validFrom)}
        {rule.validTo ? ` to ${longDate(rule.validTo)}` : ''};{' '}
        {rule.lastVerified
          ? `last checked ${longDate(rule.lastVerified)}${rule.checkedAgainst ? ` against ${rule.checkedAgainst.source}, ${rule.checkedAgainst.version}` : ''}`
          : 'not yet checked against its official documents'}
        .
      </p>
      {result.working.length > 0 ? (
        <Working lines={result.working} summary={`How we worked out ${rule.scheme}`} />
      ) : null}
    </article>
  );
}
