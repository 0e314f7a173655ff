/**
 * The portal's islands: each page's content behind RequireAuth. Claim checks are functions, so
 * they are chosen here rather than passed from the (serialised) page props.
 */
import { RequireAuth } from '../auth/RequireAuth';
import { LeadDetail } from './LeadDetail';
import { LeadsInbox } from './LeadsInbox';
import styles from './Portal.module.css';
import { PortalNav } from './PortalNav';
import { isStaff } from './roles';
import { TeamOverview } from './TeamOverview';

export interface PortalPageProps {
  view: 'inbox' | 'lead' | 'overview';
}

export default function PortalPage({ view }: PortalPageProps) {
  return (
    <div className={`container ${styles.portal}`}>
      {view === 'overview' ? (
        <RequireAuth heading="Team overview" claimCheck={isStaff} audience="Cirrus Climate staff">
          <PortalNav current="overview" />
          <TeamOverview />
        </RequireAuth>
      ) : (
        <RequireAuth heading={view === 'lead' ? 'Lead' : 'Leads inbox'}>
          <PortalNav current={view} />
          {view === 'lead' ? <LeadDetail /> : <LeadsInbox />}
        </RequireAuth>
      )}
    </div>
  );
}
