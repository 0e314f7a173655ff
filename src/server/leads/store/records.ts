/**
 * Leads and notifications as the repository hands them out: the record types every consumer
 * shares, and the mapping from database rows to them.
 */
import type { Selectable, Transaction } from 'kysely';
import type { LeadNote, StatusChange } from '#lib/portal-api.ts';
import type { AustralianState, ProductType } from '#lib/value-lists.ts';
import type {
  Database,
  LeadNotesTable,
  LeadStatusHistoryTable,
  LeadsTable,
  NotificationOutboxTable,
  OutboxKind,
} from '../../db/types.ts';
import type { NewConsent } from '../../privacy/consent.ts';
import type { RoutingOutcome } from '../../routing/outcome.ts';
import type { RoutingState } from '../../routing/schema.ts';
import type { LeadStatus, LeadType, UserAgentFamily } from '../schema.ts';

export interface NewLead<T extends LeadType = LeadType> {
  type: T;
  idempotencyKey: string;
  /** The validated form input (its form's schema has checked it: the pipeline names no form). */
  payload: object;
  postcode: string | null;
  state: AustralianState | null;
  userAgentFamily: UserAgentFamily | null;
  /**
   * Set for quotes and installer requests: the lead is handed to its dealer in the transaction that
   * stores it (src/server/routing), and the product type asked about (a named product resolved to
   * its type) lets routing skip dealers that do not handle it.
   */
  routing?: { productType: ProductType | null };
  /**
   * Rows of the form's own written with the lead, in its transaction (a warranty registration's
   * serials and proof of purchase). Throwing rolls the lead back with its batch; it is then
   * written alone, and the error reaches the form.
   */
  afterInsert?: AfterInsert;
  /** The consent the form's post gave (its collection notice), recorded with the lead (src/server/privacy/consent.ts). */
  consent?: NewConsent;
}

/** Work done in the lead's own transaction once it is stored, before its notifications are composed. */
export type AfterInsert = (
  trx: Transaction<Database>,
  stored: { id: number; reference: string },
) => Promise<void>;

/** A notification written in the same transaction as its lead. */
export interface NewNotification {
  kind: OutboxKind;
  recipient: string;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part, saying the same as the text. */
  html: string;
  /** An iCalendar object sent with the mail (a booked visit); absent for most mail. */
  calendar?: string | null;
  /** The topic a person can leave, and its unsubscribe headers as JSON (`outboxFields` of src/server/mail-preferences). */
  topic?: string | null;
  headers?: string | null;
  /**
   * Writes the row of the My home sign-in link the mail carries (src/server/my-home/mail.ts) for its
   * recipient, in the transaction that queues the mail: a link is never mailed without its row.
   */
  signIn?: ((trx: Transaction<Database>, recipient: string) => Promise<void>) | undefined;
}

/**
 * Composes a lead's notifications once its reference is known and, for a routed lead, where it went
 * (the visitor's confirmation names the dealer).
 */
export type NotificationsOf = (reference: string, placement?: RoutingOutcome) => readonly NewNotification[];

/**
 * Hands leads just stored to dealers, inside the transaction that stores them: one outcome per lead,
 * in order. Leads are handed over in batches (a group commit), so one call serves many submissions.
 */
export interface LeadRouter {
  assignNewLeads(trx: Transaction<Database>, leads: readonly LeadRow[]): Promise<RoutingOutcome[]>;
}

export interface CreatedLead {
  id: number;
  reference: string;
  /** True when a lead with the same idempotency key existed: nothing new was stored. */
  duplicate: boolean;
  /** Where a routed lead went; undefined for other kinds and for duplicates. */
  placement?: RoutingOutcome;
}

interface LeadColumns {
  id: number;
  reference: string;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
  postcode: string | null;
  state: AustralianState | null;
  product: string | null;
  userAgentFamily: UserAgentFamily | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  erasedAt: string | null;
  /** The dealer holding a quote or installer request; null in the staff queue or not routed. */
  dealerId: string | null;
  routingState: RoutingState | null;
  /** End of the dealer's response window while it waits. */
  respondBy: string | null;
  acceptedAt: string | null;
}

/**
 * A stored lead; its payload is its form's fields as stored (its module reads them: the store names
 * no form), null once retention erased it.
 */
export type LeadRecord = LeadColumns & { type: LeadType; payload: StoredPayload | null };

/** A form's fields as stored, read by its module: values are unknown to the stores. */
export type StoredPayload = Readonly<Record<string, unknown>>;

export type { LeadNote, StatusChange };

export type LeadDetail = LeadRecord & { history: StatusChange[]; notes: LeadNote[] };

export interface LeadPage {
  items: LeadRecord[];
  /** Leads matching the filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export type OutboxRow = Selectable<NotificationOutboxTable>;

export type LeadRow = Selectable<LeadsTable>;

export function toRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    type: row.type,
    reference: row.reference,
    status: row.status,
    payload: row.erased_at ? null : JSON.parse(row.payload),
    name: row.name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    state: row.state,
    product: row.product,
    userAgentFamily: row.user_agent_family,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    erasedAt: row.erased_at,
    dealerId: row.dealer_id,
    routingState: row.routing_state,
    respondBy: row.respond_by,
    acceptedAt: row.accepted_at,
  } as LeadRecord;
}

export const toStatusChange = (row: Selectable<LeadStatusHistoryTable>): StatusChange => ({
  id: row.id,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  changedBy: row.changed_by,
  note: row.note,
  changedAt: row.changed_at,
});

export const toNote = (row: Selectable<LeadNotesTable>): LeadNote => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.created_at,
});

/** The clock the repository stamps rows with, as an ISO instant. */
export type Now = () => string;
