import { buildConfig } from 'virtual:cirrus/build';
import styles from './AccountSlot.module.css';

/**
 * The header's account state, rendered at build as plain HTML: a "Log in" link to the portal and,
 * hidden, the signed-in variant and the place where a failed popup login explains itself. The `<cirrus-account>` element (src/islands/auth/account-element.ts)
 * switches between them; anonymous visitors never download more than that element.
 */
export function AccountSlot() {
  return (
    <cirrus-account data-client-id={buildConfig.authClientId} className={styles.slot}>
      <a href="/portal" className={styles.login} data-login="" data-await-scripts="">
        Log in
      </a>
      <span className={styles.account} data-account="" hidden>
        <a href="/portal" className={styles.name}>
          <span className="visually-hidden">Partner portal, signed in as </span>
          <span data-name="">your account</span>
        </a>
        <button type="button" className={styles.logout} data-logout="">
          Log out
        </button>
      </span>
      <div className={styles.problem} data-problem="" role="alert" hidden>
        <p className={styles.problemTitle} data-problem-title="" />
        <p data-problem-message="" />
        <div className={styles.problemActions}>
          <button type="button" className={styles.retry} data-retry="">
            Try again
          </button>
          <button type="button" className={styles.logout} data-dismiss="">
            Dismiss
          </button>
        </div>
      </div>
    </cirrus-account>
  );
}
