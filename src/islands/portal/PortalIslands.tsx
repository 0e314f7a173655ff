/**
 * The portal's islands: the section navigation at once (the page's frame, drawn before the sign-in
 * is restored), and each page's content behind RequireAuth, with a skeleton while the sign-in and
 * the token are fetched. Claim checks are functions, so they are chosen here rather than passed
 * from the (serialised) page props.
 */
import { RequireAuth } from '../auth/RequireAuth';
import { ClaimReview } from './ClaimReview';
import { ClaimsList } from './ClaimsList';
import { DealerQueue } from './DealerQueue';
import { DealerTable } from './DealerTable';
import { LeadDetail } from './LeadDetail';
import { LeadsInbox } from './LeadsInbox';
import styles from './Portal.module.css';
import { PortalNav } from './PortalNav';
import { PortalSkeleton } from './PortalSkeleton';
import { isStaff, useDealerId } from './roles';
import { TeamOverview } from './TeamOverview';
import { WarrantyList } from './WarrantyList';
import { WarrantyReview } from './WarrantyReview';

export interface PortalPageProps {
  view: 'inbox' | 'lead' | 'overview' | 'dealers' | 'warranty' | 'claims';
}

/** A dealer's users land on its queue; staff on the inbox of every lead. */
function Landing() {
  const dealerId = useDealerId();
  if (dealerId === undefined) return <p className={styles.muted}>Loading…</p>;
  return dealerId ? <DealerQueue /> : <LeadsInbox />;
}

const referenceInAddress = () =>
  typeof window === 'undefined'
    ? ''
    : (new URLSearchParams(window.location.search).get('ref')?.trim().toUpperCase() ?? '');

/** The registration named in the address (`?ref=`), or the list. */
function Warranty() {
  const reference = referenceInAddress();
  return reference ? <WarrantyReview reference={reference} /> : <WarrantyList />;
}

/** The claim named in the address (`?ref=`), or the list. */
function Claims() {
  const reference = referenceInAddress();
  return reference ? <ClaimReview reference={reference} /> : <ClaimsList />;
}

export default function PortalPage({ view }: PortalPageProps) {
  const skeleton = <PortalSkeleton />;
  return (
    <div className={`container ${styles.portal}`}>
      {/* The frame first, before the sign-in is known: the sections fill in as it is. */}
      <PortalNav current={view} />
      {view === 'claims' ? (
        <RequireAuth
          heading="Promotion claims"
          claimCheck={isStaff}
          audience="Cirrus Climate staff"
          skeleton={skeleton}
        >
          <Claims />
        </RequireAuth>
      ) : view === 'warranty' ? (
        <RequireAuth
          heading="Warranty registrations"
          claimCheck={isStaff}
          audience="Cirrus Climate staff"
          skeleton={skeleton}
        >
          <Warranty />
        </RequireAuth>
      ) : view === 'overview' ? (
        <RequireAuth
          heading="Team overview"
          claimCheck={isStaff}
          audience="Cirrus Climate staff"
          skeleton={skeleton}
        >
          <TeamOverview />
        </RequireAuth>
      ) : view === 'dealers' ? (
        <RequireAuth
          heading="Dealers"
          claimCheck={isStaff}
          audience="Cirrus Climate staff"
          skeleton={skeleton}
        >
          <DealerTable />
        </RequireAuth>
      ) : (
        <RequireAuth heading={view === 'lead' ? 'Lead' : 'Leads inbox'} skeleton={skeleton}>
          {view === 'lead' ? <LeadDetail /> : <Landing />}
        </RequireAuth>
      )}
    </div>
  );
}
