/**
 * Table shapes of privacy requests and consent records (src/server/privacy), apart from ./types.ts, which gathers every
 * table into the Database Kysely reads.
 */
import type { Generated } from 'kysely';
import type { PrivacyRequestKind, PrivacyRequestStatus } from '../../lib/privacy/requests.ts';

/** A privacy request: access, correction, deletion or a person's review of an automated decision. */
export interface PrivacyRequestsTable {
  id: Generated<number>;
  /** The request's reference, e.g. PR-7K3M9Q; `email` is the requester's, lower case. */
  reference: string;
  kind: PrivacyRequestKind;
  email: string;
  /** What the requester wrote (what to correct, which decision, anything else). */
  details: string | null;
  /** The automated decision to review (src/lib/privacy/automated-decisions.ts), for a review. */
  decision: string | null;
  status: PrivacyRequestStatus;
  /** When the mailed link proved the address; the 30 days run from here to `due_at`. */
  confirmed_at: string | null;
  due_at: string | null;
  closed_at: string | null;
  /** The staff member who answered, as the portal names them. */
  closed_by: string | null;
  /** What was done, or the reason it was refused. */
  outcome: string | null;
  /** An access request's export, until `export_until` (then deleted). */
  export_json: string | null;
  export_pdf: Uint8Array | null;
  export_until: string | null;
  created_at: string;
}

/** One step of a privacy request: the audit log (who, what, when, why). */
export interface PrivacyRequestEventsTable {
  id: Generated<number>;
  request_id: number;
  action: string;
  /** The requester's address, a staff member's name, or "system". */
  actor: string;
  note: string | null;
  at: string;
}

/**
 * One consent a person gave or withdrew (src/server/privacy/consent.ts): the words the page showed,
 * the privacy policy's version in force, when (the server's clock) and on which page.
 */
export interface ConsentRecordsTable {
  id: Generated<number>;
  /** The person's address, lower case; null for a lead form sent without one. */
  email: string | null;
  /** The lead the consent came with (a lead form's), or null (a mail topic's). */
  lead_id: number | null;
  kind: ConsentKind;
  /** What it was about: the lead form's type, or the mail topic. */
  subject: string;
  /** 1: given (a form sent, a topic ticked); 0: withdrawn (a topic left). */
  given: number;
  text: string;
  policy_version: string;
  /** The page's path, e.g. /get-a-quote or /my-home/preferences. */
  page: string;
  created_at: string;
}

/** A lead form's collection notice, or a mail topic's choice. */
export type ConsentKind = 'lead-form' | 'mail-topic';
