/**
 * The portal's islands: the section navigation at once (the page's frame, drawn before the sign-in
 * is restored), and the page's content (its entry in the route table, ./routes.tsx) behind
 * RequireAuth, with a skeleton while the sign-in and the token are fetched. The sections' islands
 * are in folders of their own: leads/, service/, installs/, warranty/, claims/, dealers/, and shared/.
 */
import { RequireAuth } from '../auth/RequireAuth';
import { type PortalView, portalRoutes } from './routes';
import styles from './shared/Portal.module.css';
import { PortalNav } from './shared/PortalNav';
import { PortalSkeleton } from './shared/PortalSkeleton';
import { isStaff } from './shared/roles';

export interface PortalPageProps {
  view: PortalView;
}

export default function PortalPage({ view }: PortalPageProps) {
  const { heading, staffOnly, Content } = portalRoutes[view];
  return (
    <div className={`container ${styles.portal}`}>
      {/* The frame first, before the sign-in is known: the sections fill in as it is. */}
      <PortalNav current={view} />
      {staffOnly ? (
        <RequireAuth
          heading={heading}
          claimCheck={isStaff}
          audience="Cirrus Climate staff"
          skeleton={<PortalSkeleton />}
        >
          <Content />
        </RequireAuth>
      ) : (
        <RequireAuth heading={heading} skeleton={<PortalSkeleton />}>
          <Content />
        </RequireAuth>
      )}
    </div>
  );
}
