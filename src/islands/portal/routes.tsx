/**
 * The portal's route table: each page (`view`, named by its Astro page under src/pages/portal) with
 * its heading, who may see it and its content. PortalIslands.tsx draws the one that is asked for.
 * Claim checks are functions, so they are chosen here rather than passed from the (serialised)
 * page props.
 */
import type { ComponentType } from 'react';
import { ClaimReview } from './claims/ClaimReview';
import { ClaimsList } from './claims/ClaimsList';
import { DealerTable } from './dealers/DealerTable';
import { OwnerHome } from './homes/OwnerHome';
import { InstallsPage } from './installs/InstallsPage';
import { DealerQueue } from './leads/DealerQueue';
import { LeadDetail } from './leads/LeadDetail';
import { LeadsInbox } from './leads/LeadsInbox';
import { TeamOverview } from './leads/TeamOverview';
import { PrivacyQueue } from './privacy/PrivacyQueue';
import { ReviewsPage } from './reviews/ReviewsPage';
import styles from './shared/Portal.module.css';
import { useDealerId } from './shared/roles';
import { WarrantyList } from './warranty/WarrantyList';
import { WarrantyReview } from './warranty/WarrantyReview';

export interface PortalRoute {
  /** The page's heading while the sign-in is checked, and above its messages. */
  heading: string;
  /** Cirrus Climate staff only (a dealer's users are told it is not for them); otherwise anyone signed in. */
  staffOnly: boolean;
  /** What the page shows once the sign-in allows it. */
  Content: ComponentType;
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

export const portalRoutes = {
  inbox: { heading: 'Leads inbox', staffOnly: false, Content: Landing },
  lead: { heading: 'Lead', staffOnly: false, Content: LeadDetail },
  overview: { heading: 'Team overview', staffOnly: true, Content: TeamOverview },
  dealers: { heading: 'Dealers', staffOnly: true, Content: DealerTable },
  warranty: { heading: 'Warranty registrations', staffOnly: true, Content: Warranty },
  claims: { heading: 'Promotion claims', staffOnly: true, Content: Claims },
  installs: { heading: 'Installations', staffOnly: false, Content: InstallsPage },
  reviews: { heading: 'Reviews', staffOnly: false, Content: ReviewsPage },
  homes: { heading: 'Owner’s home', staffOnly: true, Content: OwnerHome },
  privacy: { heading: 'Privacy requests', staffOnly: true, Content: PrivacyQueue },
} as const satisfies Record<string, PortalRoute>;

export type PortalView = keyof typeof portalRoutes;
