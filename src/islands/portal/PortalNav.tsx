import { useStore } from '@nanostores/react';
import { $auth } from '../auth/store';
import styles from './Portal.module.css';
import { usePortalRoles } from './roles';

export interface PortalNavProps {
  current: 'inbox' | 'overview' | 'lead' | 'warranty' | 'claims';
}

/** The portal's own navigation and who is signed in. */
export function PortalNav({ current }: PortalNavProps) {
  const { user } = useStore($auth, { ssr: 'initial' });
  const roles = usePortalRoles();
  return (
    <nav aria-label="Portal" className={styles.nav}>
      <ul>
        <li>
          <a href="/portal" aria-current={current === 'inbox' ? 'page' : undefined}>
            Leads inbox
          </a>
        </li>
        {roles?.includes('staff') ? (
          <li>
            <a href="/portal/overview" aria-current={current === 'overview' ? 'page' : undefined}>
              Team overview
            </a>
          </li>
        ) : null}
        {roles?.includes('staff') ? (
          <li>
            <a href="/portal/warranty" aria-current={current === 'warranty' ? 'page' : undefined}>
              Warranty registrations
            </a>
          </li>
        ) : null}
        {roles?.includes('staff') ? (
          <li>
            <a href="/portal/claims" aria-current={current === 'claims' ? 'page' : undefined}>
              Promotion claims
            </a>
          </li>
        ) : null}
      </ul>
      <p className={styles.who}>
        Signed in as {user?.name ?? user?.email}
        {roles && roles.length > 0 ? ` (${roles.join(', ')})` : ''}
      </p>
    </nav>
  );
}
