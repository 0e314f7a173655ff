/**
 * Table shapes of mail preferences (src/server/mail-preferences) and My home's care reminders
 * (src/server/my-home/care.ts), apart from ./types.ts, which gathers every table into the Database
 * Kysely reads.
 */
import type { Generated } from 'kysely';

/**
 * One address's choice for one mail topic: a row exists once the person chose (no row: they get
 * it). `email` is lower case; `source` says how (`one-click`, `preferences`, `my-home`).
 */
export interface MailPreferencesTable {
  id: Generated<number>;
  email: string;
  topic: string;
  /** 1: the address gets no mail of this topic. */
  opted_out: number;
  source: string;
  updated_at: string;
}

/** A care reminder of one unit of an owner's (My home): a filter clean or a yearly service. */
export interface CareRemindersTable {
  id: Generated<number>;
  /** The owner's address, lower case, and the unit's key in My home (its registration's reference). */
  email: string;
  unit_key: string;
  kind: 'filter' | 'service';
  /** As the mail names it, and its product type (the filter's interval) and state (the mail's morning). */
  unit_name: string;
  product_type: string;
  state: string | null;
  /** The next due date (YYYY-MM-DD, the owner's calendar); `done_on` the last marked done. */
  due_on: string;
  enabled: number;
  done_on: string | null;
  /** The due date last mailed for: one mail per due date. */
  mailed_for: string | null;
  updated_at: string;
  created_at: string;
}
