import { ButtonLink } from '../ui/Button';
import styles from './AuthPanel.module.css';

export interface NoAccessProps {
  /** Who is signed in, as the provider names them. */
  userName: string;
  /** What this page needs, e.g. "Cirrus Climate staff". */
  audience: string;
  onLogout: () => void;
}

/** Shown when a claim check fails: signed in, but not allowed here. */
export function NoAccess({ userName, audience, onLogout }: NoAccessProps) {
  return (
    <div className={styles.panel} role="alert" data-auth-error="no_access">
      <h2 className={styles.title}>You don’t have access to this page</h2>
      <p>
        This page is for {audience}. You are signed in as <strong>{userName}</strong>, whose account does not
        include it. If you need it, ask your Cirrus Climate contact.
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/portal">Go to the leads inbox</ButtonLink>
        <button type="button" className={styles.linkButton} onClick={onLogout}>
          Log out and use another account
        </button>
      </div>
    </div>
  );
}
