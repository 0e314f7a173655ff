/**
 * Table shapes as Kysely sees them. Instants are ISO 8601 UTC strings in both engines (SQLite text,
 * PostgreSQL timestamptz read back as ISO strings), so they compare and sort the same everywhere.
 */
import type { Generated } from 'kysely';
import type { AustralianState } from '../../schemas/common.ts';
import type { LeadStatus, LeadType, UserAgentFamily } from '../leads/schema.ts';

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
export type OutboxKind = 'lead-notification' | 'visitor-confirmation';

export interface NotificationOutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  kind: OutboxKind;
  recipient: string;
  subject: string;
  body: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: until when the claim holds; a later worker may take an expired claim over. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface Database {
  leads: LeadsTable;
  lead_status_history: LeadStatusHistoryTable;
  lead_notes: LeadNotesTable;
  notification_outbox: NotificationOutboxTable;
}
