import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $auth } from '../../auth/store';
import { useAsyncEffect } from '../../use-async-effect';
import { getMe } from './api';
import styles from './Portal.module.css';
import { usePortalRoles } from './roles';

export type PortalSection =
  | 'inbox'
  | 'queue'
  | 'overview'
  | 'dealers'
  | 'lead'
  | 'warranty'
  | 'claims'
  | 'installs'
  | 'reviews'
  | 'homes'
  | 'privacy';

export interface PortalNavProps {
  current: PortalSection;
}

const staffSections: readonly { section: PortalSection; href: string; label: string }[] = [
  { section: 'queue', href: '/portal?routing=unassigned', label: 'Staff queue' },
  { section: 'dealers', href: '/portal/dealers', label: 'Dealers' },
  { section: 'overview', href: '/portal/overview', label: 'Overview' },
  { section: 'warranty', href: '/portal/warranty', label: 'Warranty' },
  { section: 'claims', href: '/portal/claims', label: 'Claims' },
  { section: 'homes', href: '/portal/homes', label: 'Owners’ homes' },
  { section: 'privacy', href: '/portal/privacy', label: 'Privacy' },
];

/** The inbox filtered to the staff queue counts as the staff queue. */
const sectionOf = (current: PortalSection): PortalSection =>
  current === 'inbox' &&
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('routing') === 'unassigned'
    ? 'queue'
    : current;

/**
 * The portal's sections, and who is signed in for which organisation. Drawn at once, part of the
 * page's frame (the server's HTML too): Leads, which everyone has; the staff sections, the person
 * and the organisation join once the restored sign-in says who it is.
 */
export function PortalNav({ current }: PortalNavProps) {
  const { user, isAuthenticated } = useStore($auth, { ssr: 'initial' });
  const roles = usePortalRoles(isAuthenticated);
  const [organisation, setOrganisation] = useState<string>();
  useAsyncEffect(
    (isCurrent) => {
      // Asked only once signed in: before, the token request would race the sign-in's own.
      if (!isAuthenticated) return;
      getMe()
        .then((me) => isCurrent() && setOrganisation(me.organisationName))
        .catch(() => undefined);
    },
    [isAuthenticated],
  );
  const here = sectionOf(current);
  const staff = roles?.includes('staff') ?? false;
  return (
    <nav aria-label="Portal" className={styles.nav}>
      <p className={styles.who}>
        <strong>{organisation ?? '\u00a0'}</strong>
        <span>
          {user?.name ?? user?.email ?? '\u00a0'}
          {staff ? ', staff' : ''}
        </span>
      </p>
      <ul>
        <li>
          <a href="/portal" aria-current={here === 'inbox' || here === 'lead' ? 'page' : undefined}>
            Leads
          </a>
        </li>
        <li>
          <a href="/portal/installs" aria-current={here === 'installs' ? 'page' : undefined}>
            Installations
          </a>
        </li>
        <li>
          <a href="/portal/reviews" aria-current={here === 'reviews' ? 'page' : undefined}>
            Reviews
          </a>
        </li>
        {staff
          ? staffSections.map((item) => (
              <li key={item.section}>
                <a href={item.href} aria-current={here === item.section ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))
          : null}
      </ul>
    </nav>
  );
}
