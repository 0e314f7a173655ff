/**
 * Table shapes of dealer reviews (src/server/dealers), apart from ./types.ts, which gathers every
 * table into the Database Kysely reads.
 */
import type { Generated } from 'kysely';

/** What kind of job an invitation is for: an installation the owner confirmed, a service visit done. */
export type ReviewJobKind = 'install' | 'service';

/** Why staff removed a review: the published reasons, and the only ones. */
export type ReviewRemovalReason = 'abuse' | 'personal-details' | 'not-about-the-job';

/** An owner's invitation to review a dealer for one job; single use. */
export interface ReviewInvitationsTable {
  id: Generated<number>;
  job_kind: ReviewJobKind;
  /** The installation job's (CJ-…) or the service request's (CC-…) reference; unique per kind. */
  job_reference: string;
  dealer_id: string;
  /** The owner's address the invitation was mailed to, lower case. */
  email: string;
  /** When the owner confirmed the installation, or the agent marked the visit done. */
  job_done_at: string;
  /** `job`: the periodic invitation seven days after; `sample`: staff's random sample. */
  source: 'job' | 'sample';
  /** When its review was written; null while unused. */
  used_at: string | null;
  created_at: string;
}

/** A review written through an invitation, with the dealer's one reply and staff's removal. */
export interface DealerReviewsTable {
  id: Generated<number>;
  invitation_id: number;
  dealer_id: string;
  /** 1 to 5 stars. */
  rating: number;
  body: string;
  reply: string | null;
  /** The dealer's user who replied, as the portal names them. */
  replied_by: string | null;
  replied_at: string | null;
  /** Set when staff removed it: the published reason, who and when. */
  removal_reason: ReviewRemovalReason | null;
  removed_by: string | null;
  removed_at: string | null;
  created_at: string;
}

/** A photo the owner added to a review (checked by its bytes, through the upload limits). */
export interface ReviewPhotosTable {
  id: Generated<number>;
  review_id: number;
  media_type: string;
  byte_size: number;
  content: Uint8Array;
  created_at: string;
}
