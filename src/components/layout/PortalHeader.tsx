import { AccountSlot } from '../auth/AccountSlot';
import { Logo } from './Logo';
import styles from './PortalHeader.module.css';

/**
 * The partner portal's own header: the brand (to the public site), "Partner portal", and the
 * signed-in person with Log out. No public navigation, search or "Get a quote": the portal's
 * sections, the organisation and the person's role are in the portal's navigation under it
 * (src/islands/portal/shared/PortalNav.tsx), which knows who is signed in.
 */
export function PortalHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <a href="/" className={styles.brand}>
          <Logo />
          <span className={styles.brandName}>Cirrus Climate</span>
        </a>
        <a href="/portal" className={styles.portal}>
          Partner portal
        </a>
        <div id="account-slot" className={styles.account}>
          <AccountSlot />
        </div>
      </div>
    </header>
  );
}
