/**
 * Table shapes as Kysely sees them. Instants are ISO 8601 UTC strings in both engines (SQLite text,
 * PostgreSQL timestamptz read back as ISO strings), so they compare and sort the same everywhere.
 */
import type { Generated } from 'kysely';
import type {
  ClaimReviewStatus,
  ServiceOutcome,
  ServiceWarrantyState,
  WarrantyReviewStatus,
} from '../../lib/value-lists.ts';
import type { AustralianState, ProductType } from '../../schemas/common.ts';
import type { LeadStatus, LeadType, UserAgentFamily } from '../leads/schema.ts';
import type { DeclineReason, RoutingEventKind, RoutingState, UnassignedReason } from '../routing/schema.ts';
import type {
  HomeLeadOwnersTable,
  HomeTenantLinksTable,
  HomeTransfersTable,
  OwnerSessionsTable,
  OwnerSignInsTable,
  SafetyNoticeMailsTable,
} from './home-tables.ts';
import type {
  InstallConflictsTable,
  InstallJobStatus,
  InstallJobsTable,
  InstallPhotosTable,
  InstallSerialsTable,
} from './install-tables.ts';
import type { CareRemindersTable, MailPreferencesTable } from './preference-tables.ts';
import type {
  ConsentRecordsTable,
  PrivacyRequestEventsTable,
  PrivacyRequestsTable,
} from './privacy-tables.ts';
import type { DealerReviewsTable, ReviewInvitationsTable, ReviewPhotosTable } from './review-tables.ts';

// The job's status is read beside the other tables' value types (src/server/installs/records.ts).
export type { InstallJobStatus };

export interface LeadsTable {
  id: Generated<number>;
  type: LeadType;
  /** Human-friendly, unique: CC-7K3M9Q. */
  reference: string;
  /** The form's hidden per-render key; unique, so a repeated post cannot store a second row. */
  idempotency_key: string;
  status: LeadStatus;
  /** The validated form input as JSON text; `{}` once erased. */
  payload: string;
  /** Columns copied out of the payload for the portal's filters and search; null once erased. */
  name: string | null;
  email: string | null;
  /** E.164, e.g. +61412345678. */
  phone: string | null;
  postcode: string | null;
  state: AustralianState | null;
  /** Product slug or product type asked about, when the form has one. */
  product: string | null;
  user_agent_family: UserAgentFamily | null;
  created_at: string;
  updated_at: string;
  /** When the lead was won or lost; null while open. */
  closed_at: string | null;
  /** When retention erased its personal details. */
  erased_at: string | null;
  /** The dealer holding a routed lead (waiting or accepted); null in the staff queue or not routed. */
  dealer_id: string | null;
  /** Where a quote or installer request's hand-over stands; null for other kinds. */
  routing_state: RoutingState | null;
  /** The product type asked about (a named product resolved to its type), for passing it on. */
  product_type: ProductType | null;
  /** When the current dealer received it. */
  assigned_at: string | null;
  /** End of the current dealer's response window, while waiting. */
  respond_by: string | null;
  /** When the current dealer accepted it. */
  accepted_at: string | null;
  /** How many times it has been passed on (declined or timed out). */
  handovers: Generated<number>;
}

export interface LeadStatusHistoryTable {
  id: Generated<number>;
  lead_id: number;
  /** Null for the entry that records the lead's creation. */
  from_status: LeadStatus | null;
  to_status: LeadStatus;
  changed_by: string;
  note: string | null;
  changed_at: string;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  author: string;
  body: string;
  created_at: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';
export type OutboxKind =
  | 'lead-notification'
  | 'visitor-confirmation'
  | 'dealer-assignment'
  /** The dealer that held a lead told staff moved it to another. */
  | 'lead-moved'
  /** The person who asked told which dealer has their request after staff moved it. */
  | 'request-reassigned'
  /** The owner told of a change to their warranty registration. */
  | 'warranty-update'
  /** The claimant told of a decision on their promotion claim. */
  | 'claim-update'
  /** The owner told of visit times offered or a visit's outcome on their service request. */
  | 'service-update'
  /** The owner's confirmation of a booked, changed or cancelled visit, with its calendar file. */
  | 'service-booking'
  /** The service agent told the owner booked, changed or gave up a visit time, or cancelled the request. */
  | 'service-booking-agent'
  /** The owner's confirmation that they cancelled their service request, with a booked visit's calendar cancellation. */
  | 'service-cancelled'
  /** The owner told their installation is booked, with the day as a calendar file. */
  | 'install-booked'
  /** The owner asked to confirm a commissioned installation (one click registers the warranty). */
  | 'install-confirm'
  /** Staff told an installation needs a look (a flagged result, a taken serial, the owner's query). */
  | 'install-staff'
  /** An owner's sign-in link to My home. */
  | 'home-sign-in'
  /** An owner reminded to clean a unit's filters or book its yearly service (My home's care). */
  | 'care-reminder'
  /** An owner invited to review the dealer of a confirmed installation or a service visit done. */
  | 'review-invitation'
  /** An owner told of a safety notice that matches one of their units (once per notice). */
  | 'safety-notice'
  /** A buyer asked to confirm the units of a home sold to them; the seller told it is done. */
  | 'home-transfer'
  /** A privacy request's link that proves the requester's address. */
  | 'privacy-confirm'
  /** A privacy request's answer (with an export's download links). */
  | 'privacy-answer';

export interface NotificationOutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  kind: OutboxKind;
  recipient: string;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part; null in rows queued before mail had one (sent as text only). */
  html: string | null;
  /** An iCalendar object (RFC 5545) sent with the mail as its calendar part and `.ics` file; null for most mail. */
  calendar: string | null;
  /** The mail topic a person can leave (src/server/mail-preferences); null for transactional mail. */
  topic: string | null;
  /** Extra headers as a JSON object (`List-Unsubscribe`, `List-Unsubscribe-Post`); null for none. */
  headers: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: until when the claim holds; a later worker may take an expired claim over. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Staff's settings of a dealer; one row per directory dealer (created at start-up). */
export interface DealerStateTable {
  dealer_id: string;
  /** 1 while staff have paused it: it receives no new leads. */
  paused: number;
  /** Most leads it may have waiting for acceptance; null: the configured default. */
  waiting_cap: number | null;
  updated_at: string;
  updated_by: string;
}

/** One step of a routed lead's hand-over, with who and when. */
export interface LeadRoutingEventsTable {
  id: Generated<number>;
  lead_id: number;
  kind: RoutingEventKind;
  /** The dealer it concerns (received, accepted, declined, timed out); null for the staff queue. */
  dealer_id: string | null;
  /** Who did it: a portal user, or "routing" for the automatic steps. */
  actor: string;
  reason: DeclineReason | UnassignedReason | null;
  note: string | null;
  at: string;
}

/** Where a warranty registration's review stands (the list is in lib/value-lists.ts). */
export type WarrantyStatus = WarrantyReviewStatus;

/** A warranty registration's review, beside its lead (one row per warranty lead). */
export interface WarrantyRegistrationsTable {
  lead_id: number;
  status: WarrantyStatus;
  /** What staff need (info-needed) or why it was declined; shown to the owner. */
  status_note: string | null;
  /** The model number registered, upper case. */
  model: string;
  /** The catalogue product it belongs to (for the cover). */
  product_slug: string;
  /** The directory dealer the owner named (by licence or name), for the dealer table. */
  dealer_id: string | null;
  /** Unguessable name of the certificate once approved; null before, and once erased. */
  certificate_token: string | null;
  approved_at: string | null;
  updated_at: string;
  updated_by: string;
  /** The installation job whose commissioning record proves it (no invoice); null for a form's. */
  install_job_id: number | null;
}

/** One registered serial number: registrable once. */
export interface WarrantySerialsTable {
  serial: string;
  lead_id: number;
  unit: 'indoor' | 'outdoor';
}

/** A file a visitor uploaded with a lead, checked by content; deleted when the lead is erased. */
export interface LeadFilesTable {
  id: Generated<number>;
  lead_id: number;
  /** The form field it came in. */
  field: string;
  /** Detected from the content: image/jpeg, image/png, image/heic or application/pdf. */
  media_type: string;
  file_name: string;
  byte_size: number;
  content: Uint8Array;
  created_at: string;
}

/** A service request's system and warranty standing, beside its lead (one row per service lead). */
export interface ServiceRequestsTable {
  lead_id: number;
  /** The model number given, upper case. */
  model: string;
  /** The catalogue product it belongs to. */
  product_slug: string;
  /** The serial number given (either unit), upper case. */
  serial: string;
  /** What the warranty look-up by serial and postcode found when the request was made. */
  warranty_state: ServiceWarrantyState;
  /** Last day of the registered cover (YYYY-MM-DD); null when not registered. */
  cover_until: string | null;
  /** Call-out fee stated to the owner, whole AUD; null in warranty (covered faults cost nothing). */
  call_out_fee_aud: number | null;
  /** The visit windows the agent offered, as JSON `[{ start, end }]` (ISO instants); null before. */
  visit_windows: string | null;
  /** Index of the window the owner chose; null until then. */
  chosen_window: number | null;
  /** What the visit came to, recorded by the agent; null before the visit. */
  outcome: ServiceOutcome | null;
  /** The agent's note on the outcome (the part ordered, why it is not covered). */
  outcome_note: string | null;
  /** When the owner booked the current window; null while none is booked. */
  booked_at: string | null;
  /** How often the booking was made, changed or cancelled: the calendar file's SEQUENCE. */
  booking_sequence: Generated<number>;
  /** Who last changed a booked window: 'owner' when the owner moved it; null for a first booking. */
  booking_changed_by: 'owner' | null;
  /** When the owner last asked for other times (the agent may offer again); null otherwise. */
  owner_asked_at: string | null;
  /**
   * Version of the owner's links: raised when the request is reassigned to another agent, so links
   * mailed before (and the email address as proof: the removed agent saw it) no longer move a visit.
   */
  owner_link_version: Generated<number>;
  /** When the owner cancelled the request ("it's working again"); null otherwise. */
  owner_cancelled_at: string | null;
  created_at: string;
  updated_at: string | null;
}

/** Where a promotion claim stands (the list is in lib/value-lists.ts). */
export type ClaimStatus = ClaimReviewStatus;

/** A promotion claim's review and payment details, beside its lead (one row per claim lead). */
export interface PromotionClaimsTable {
  lead_id: number;
  /** The promotion's slug. */
  promotion: string;
  status: ClaimStatus;
  /** Why it was rejected; shown to the claimant. */
  status_note: string | null;
  /** Cashback to pay, whole dollars (the promotion's amount when claimed). */
  amount_aud: number;
  /**
   * Bank details: only here, only in full in the payment file; null once erased. The BSB and the
   * account number are sealed with the bank details key (`v1:…`, src/server/promotions/bank-seal.ts).
   */
  account_name: string | null;
  bsb: string | null;
  account_number: string | null;
  updated_at: string;
  updated_by: string;
  /** Who approved first, as the portal shows them; null before a first approval. */
  first_approved_by: string | null;
  /** The identity provider's subject of that staff member: the final approval must come from another. */
  first_approver_sub: string | null;
  first_approved_at: string | null;
  /** When the approved claim went into a payment file, and by whom; null until then. */
  exported_at: string | null;
  exported_by: string | null;
  /** The payment run (payment_runs.id) the claim was paid in; null before one, and for runs before 0011. */
  payment_run: string | null;
}

/** A payment run: its file (sealed) downloadable again by its id until `available_until`, then erased. */
export interface PaymentRunsTable {
  id: string;
  created_at: string;
  created_by: string;
  claim_count: number;
  /** Sum of the run's payouts, cents (PostgreSQL's bigint arrives as a string). */
  total_cents: number | string;
  /** The ABA file, sealed with the bank details key; null once past `available_until`. */
  file: string | null;
  available_until: string;
}

/** One claimed serial: claimable once per promotion. */
export interface PromotionClaimSerialsTable {
  promotion: string;
  serial: string;
  lead_id: number;
}

/** Keys the site signs with (owners' booking links), made once and shared by every process. */
export interface SiteKeysTable {
  name: string;
  /** 32 random bytes, base64url. */
  secret: string;
  created_at: string;
}

export interface Database {
  leads: LeadsTable;
  lead_status_history: LeadStatusHistoryTable;
  lead_notes: LeadNotesTable;
  notification_outbox: NotificationOutboxTable;
  dealer_state: DealerStateTable;
  lead_routing_events: LeadRoutingEventsTable;
  warranty_registrations: WarrantyRegistrationsTable;
  warranty_serials: WarrantySerialsTable;
  lead_files: LeadFilesTable;
  promotion_claims: PromotionClaimsTable;
  promotion_claim_serials: PromotionClaimSerialsTable;
  payment_runs: PaymentRunsTable;
  service_requests: ServiceRequestsTable;
  site_keys: SiteKeysTable;
  install_jobs: InstallJobsTable;
  install_photos: InstallPhotosTable;
  install_serials: InstallSerialsTable;
  install_conflicts: InstallConflictsTable;
  owner_sign_ins: OwnerSignInsTable;
  owner_sessions: OwnerSessionsTable;
  mail_preferences: MailPreferencesTable;
  care_reminders: CareRemindersTable;
  review_invitations: ReviewInvitationsTable;
  dealer_reviews: DealerReviewsTable;
  review_photos: ReviewPhotosTable;
  safety_notice_mails: SafetyNoticeMailsTable;
  home_transfers: HomeTransfersTable;
  home_lead_owners: HomeLeadOwnersTable;
  home_tenant_links: HomeTenantLinksTable;
  privacy_requests: PrivacyRequestsTable;
  privacy_request_events: PrivacyRequestEventsTable;
  consent_records: ConsentRecordsTable;
}
