/**
 * The portal API's answers as JSON: the contract between the server's handlers
 * (`src/server/portal/handlers.ts`) and the portal islands. Types only, so both sides can import it.
 */
import type {
  ClaimReviewStatus,
  LeadStatus,
  LeadType,
  ServiceOutcome,
  ServiceWarrantyState,
  WarrantyReviewStatus,
} from './value-lists.ts';

export type { ClaimReviewStatus, WarrantyReviewStatus };

/** A lead in lists and exports: no form payload. */
export interface LeadSummary {
  reference: string;
  type: LeadType;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  state: string | null;
  product: string | null;
  /** The product's name ("Edge 7.1 kW reverse cycle split system"), or the kind asked about; null without one. */
  productName: string | null;
  /** The product's (or its category's) page on the site; null when the catalogue no longer has it. */
  productUrl: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  erased: boolean;
  /** Localities, state and postcode: "Harris Park, Parramatta NSW 2150". */
  area: string;
  /** The dealer holding a quote or installer request; null in the staff queue or not routed. */
  dealer: { id: string; name: string } | null;
  /** `waiting`, `accepted` or `unassigned` for quotes and installer requests; null otherwise. */
  routing: 'waiting' | 'accepted' | 'unassigned' | null;
  /** End of the dealer's response window while it waits. */
  respondBy: string | null;
  /** True while the caller may not see the customer's name, phone and email (not yet accepted). */
  contactWithheld: boolean;
}

/** One step of a lead's hand-over to dealers, with who and when. */
export interface RoutingEvent {
  id: number;
  kind: 'assigned' | 'accepted' | 'declined' | 'timed-out' | 'reassigned' | 'unassigned';
  /** The dealer it concerns; null for a move to the staff queue. */
  dealerId: string | null;
  /** A portal user ("Name (email)") or "routing" for the automatic steps. */
  actor: string;
  /** A decline's reason, or why it went to the staff queue ("no-dealer", "hand-over-limit"). */
  reason: string | null;
  note: string | null;
  at: string;
}

export interface LeadListResponse {
  items: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Lead kinds this caller may filter by. */
  types: LeadType[];
}

/** One status change of a lead: who moved it, from what, to what, and why. */
export interface StatusChange {
  id: number;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedBy: string;
  note: string | null;
  changedAt: string;
}

export interface LeadNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

/** One answered form field: the form's label and the value as the visitor would read it. */
export interface LeadAnswer {
  label: string;
  value: string;
  /** A page the value links to (the product asked about). */
  href?: string;
}

export interface LeadDetailResponse {
  lead: LeadSummary;
  /** The form's answers as label and value, in the form's order. */
  answers: LeadAnswer[];
  history: StatusChange[];
  notes: LeadNote[];
  /** The hand-over's steps the caller may see (a dealer: its own), oldest first. */
  routingHistory: RoutingEvent[];
  /** While a dealer holds it waiting: minutes of its opening hours left to accept (0 once ended). */
  minutesLeft: number | null;
}

/** A waiting lead in a dealer's queue, with the business time left in its window. */
export interface QueueItem extends LeadSummary {
  /** Minutes of the dealer's opening hours left to accept; 0 once the window has ended. */
  minutesLeft: number | null;
}

export interface QueueResponse {
  dealer: { id: string; name: string; suburb: string; state: string };
  /** Waiting for acceptance, soonest deadline first. */
  waiting: QueueItem[];
  /** Accepted and still open, newest first. */
  accepted: LeadSummary[];
}

/** One dealer's hand-over figures. */
export interface DealerFigures {
  dealerId: string;
  paused: boolean;
  waitingCap: number;
  /** Assignments received (by routing or by staff). */
  received: number;
  accepted: number;
  declined: number;
  timedOut: number;
  /** Median minutes from assignment to acceptance; null before the first acceptance. */
  medianMinutesToAccept: number | null;
  /** Leads waiting for its acceptance now. */
  waitingNow: number;
  /** Warranty registrations whose owner named it (by installer licence or by name). */
  warrantyRegistrations: number;
}

/** Where a dealer stands for one lead: could routing give it the lead, and if not, why. */
export type CandidateStanding =
  | 'eligible'
  | 'holding'
  | 'had-it'
  | 'not-installer'
  | 'not-service-agent'
  | 'product'
  | 'paused'
  | 'full'
  | 'too-far';

/** A dealer staff may reassign a lead to, with its distance from the lead's postcode. */
export interface ReassignCandidate {
  dealerId: string;
  name: string;
  suburb: string;
  state: string;
  /** Straight-line km from the lead's postcode, rounded; null when the postcode is unknown. */
  distanceKm: number | null;
  standing: CandidateStanding;
}

export interface CandidatesResponse {
  candidates: ReassignCandidate[];
  /** Routing's radius and hand-over limit, to say why a lead went to the staff queue. */
  radiusKm: number;
  maxHandovers: number;
}

/** A row of the staff's dealer table. */
export interface DealerRow extends DealerFigures {
  name: string;
  suburb: string;
  state: string;
  postcode: string;
}

export interface OverviewResponse {
  total: number;
  byType: { type: LeadType; total: number; byStatus: Record<LeadStatus, number> }[];
}

/** Rebate rules never checked, or last checked longer ago than the planner settings allow (staff's team overview). */
export interface StaleRulesResponse {
  /** The server's today, YYYY-MM-DD. */
  today: string;
  /** The age, in days, past which a rule's check is stale. */
  staleAfterDays: number;
  /** The rules to check: never checked first, then the oldest check. */
  stale: {
    id: string;
    scheme: string;
    state: string;
    /** YYYY-MM-DD, or null when the rule has never been checked against its source. */
    lastVerified: string | null;
    source: { title: string; url: string };
  }[];
}

/** A warranty registration in staff's review list. */
export interface WarrantySummary {
  reference: string;
  status: WarrantyReviewStatus;
  /** The owner; null once erased. */
  owner: string | null;
  model: string;
  product: string;
  postcode: string | null;
  /** The directory dealer the owner named, if any. */
  dealer: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface WarrantyListResponse {
  registrations: WarrantySummary[];
}

/** An uploaded document as the review APIs describe it. */
export interface StoredUpload {
  /** Where staff fetch it (with their token). */
  url: string;
  /** The uploader's own file name: shown, never used to save the file. */
  fileName: string;
  /** The type its content was recognised as. */
  mediaType: string;
  /** Size, bytes. */
  bytes: number;
  /** What it is saved as: our name with the extension of the recognised type (`proof-CC-XXXXXX.pdf`). */
  downloadName: string;
}

/** One registration for review: the owner's answers, serials, the proof's description and the decision. */
export interface WarrantyDetailResponse extends WarrantySummary {
  /** What staff asked for, or why it was declined. */
  note: string | null;
  answers: LeadAnswer[];
  serials: { indoor: string | null; outdoor: string | null };
  /** The uploaded proof of purchase (fetched from its own address); null once erased. */
  proof: StoredUpload | null;
  /** The certificate once approved. */
  certificateUrl: string | null;
}

/** A promotion claim in staff's list: the bank account only by its last digits. */
export interface ClaimSummary {
  reference: string;
  status: ClaimReviewStatus;
  promotion: { slug: string; title: string };
  claimant: string | null;
  amountAud: number;
  accountEnding: string | null;
  postcode: string | null;
  createdAt: string;
  updatedAt: string;
  /** Who gave the first of two approvals (a payout above the promotion's threshold); else null. */
  firstApprovedBy: string | null;
}

export interface ClaimListResponse {
  claims: ClaimSummary[];
}

/** A payment run as staff see it listed (no bank details): its file downloadable again while `available`. */
export interface PaymentRunSummary {
  /** `PR-20310214-7KQ2M9XD4A`. */
  id: string;
  createdAt: string;
  /** Who made it, as the portal names staff. */
  createdBy: string;
  claimCount: number;
  totalCents: number;
  /** Until when its file is kept (PAYMENT_RUN_RETENTION_DAYS after it was made). */
  availableUntil: string;
  /** Its file can still be downloaded. */
  available: boolean;
}

/** GET /api/portal/claims/payment-runs */
export interface PaymentRunListResponse {
  runs: PaymentRunSummary[];
  /** Days a run's file is kept. */
  keepDays: number;
}

export interface ClaimDetailResponse extends ClaimSummary {
  /** Why it was rejected. */
  note: string | null;
  answers: LeadAnswer[];
  serials: string[];
  /** The uploaded invoice (fetched from its own address); null once erased. */
  invoice: StoredUpload | null;
}

/** A service request as its agent and staff see it: the warranty standing, visit times, outcome, photo. */
export interface ServiceDetailResponse {
  reference: string;
  /** The model number given. */
  model: string;
  /** What the warranty look-up found when the request was made. */
  warrantyState: ServiceWarrantyState;
  /** Last day of the registered cover (YYYY-MM-DD). */
  coverUntil: string | null;
  /** The call-out fee the owner was told, whole AUD; null in warranty. */
  callOutFeeAud: number | null;
  /** The agent's time zone (IANA): visit times are offered on its clock. */
  timeZone: string;
  /** The visit windows offered, with how the owner reads them (the agent's clock). */
  windows: { start: string; end: string; label: string }[];
  /** The window the owner chose. */
  chosenWindow: number | null;
  /** When the owner booked it (ISO instant). */
  bookedAt: string | null;
  /** 'owner' when the owner moved a booked time. */
  bookingChangedBy: 'owner' | null;
  /** When the owner asked for other times (ISO instant): the agent may offer again. */
  ownerAskedAt: string | null;
  /** When the owner cancelled the request, its fault gone (ISO instant): nothing left to do. */
  ownerCancelledAt: string | null;
  outcome: ServiceOutcome | null;
  outcomeNote: string | null;
  /** The owner's photo of the display or unit, when they sent one. */
  photo: StoredUpload | null;
}
