/**
 * Consent records (issue 57: "every consent the site collects is stored with its text, version,
 * time and page"). Written in the transaction of what the consent came with: a lead form's notice
 * with its lead (src/server/leads/store/forms.ts), a mail topic's choice with the preference
 * (src/server/mail-preferences/preferences.ts). The words come from src/lib/privacy/consent.ts,
 * which the pages render, so the record says what the person saw. Listed in the person's export
 * (./export.ts) and erased with their other data (src/server/leads/store/retention.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import { leadFormNotice, sentenceText } from '../../lib/privacy/consent.ts';
import type { ConsentKind } from '../db/privacy-tables.ts';
import type { Database } from '../db/types.ts';

/** A consent as the page that collected it knows it; the time is the transaction's. */
export interface NewConsent {
  kind: ConsentKind;
  /** The lead form's type, or the mail topic. */
  subject: string;
  given: boolean;
  /** The exact words shown (from src/lib/privacy/consent.ts). */
  text: string;
  /** The privacy policy's version in force (its content's `revision.version`). */
  policyVersion: string;
  /** The page's path. */
  page: string;
  /** The person's address, when the page knows it. */
  email: string | null;
}

/** A consent as the person's export lists it: what was stored, and when (not the address: the export's own). */
export type ConsentEntry = Omit<NewConsent, 'email'> & { at: string };

/** The consent a lead form's post gives: its collection notice, on its page, under its address. */
export function leadFormConsent(
  form: { type: string; path: string },
  email: string | undefined,
  policyVersion: string,
): NewConsent {
  return {
    kind: 'lead-form',
    subject: form.type,
    given: true,
    text: sentenceText(leadFormNotice),
    policyVersion,
    page: form.path,
    email: email ?? null,
  };
}

/** Writes `consents` (of the lead `leadId`, if any) at `at`, inside the caller's transaction. */
export async function recordConsents(
  trx: Transaction<Database>,
  consents: readonly (NewConsent & { leadId?: number })[],
  at: string,
): Promise<void> {
  if (consents.length === 0) return;
  await trx
    .insertInto('consent_records')
    .values(
      consents.map((consent) => ({
        email: consent.email?.trim().toLowerCase() ?? null,
        lead_id: consent.leadId ?? null,
        kind: consent.kind,
        subject: consent.subject,
        given: consent.given ? 1 : 0,
        text: consent.text,
        policy_version: consent.policyVersion,
        page: consent.page,
        created_at: at,
      })),
    )
    .execute();
}

/** Every consent of `email` (lower case) or of its leads `leadIds`, oldest first. */
export async function consentsOf(
  db: Kysely<Database>,
  email: string,
  leadIds: readonly number[],
): Promise<ConsentEntry[]> {
  const rows = await db
    .selectFrom('consent_records')
    .selectAll()
    .where((eb) =>
      eb.or([eb('email', '=', email), ...(leadIds.length ? [eb('lead_id', 'in', leadIds)] : [])]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    at: row.created_at,
    kind: row.kind,
    subject: row.subject,
    given: row.given === 1,
    text: row.text,
    policyVersion: row.policy_version,
    page: row.page,
  }));
}

/** Erases the consents of `email` (lower case) and of the leads `leadIds` (a deletion, retention). */
export async function eraseConsents(
  trx: Transaction<Database>,
  by: { email?: string; leadIds?: readonly number[] },
): Promise<void> {
  const { email, leadIds = [] } = by;
  if (leadIds.length > 0) await trx.deleteFrom('consent_records').where('lead_id', 'in', leadIds).execute();
  if (email) await trx.deleteFrom('consent_records').where('email', '=', email).execute();
}
