/**
 * Privacy requests over the database (plain functions over an explicit context, as My home's are):
 * a request is made unconfirmed and its confirmation link mailed in one transaction; the link
 * (signed with the site's key for privacy requests, src/server/review/owner-link.ts, kind `privacy`,
 * 48 hours) proves the address and starts the 30-day clock; staff close it done or refused, with
 * what they did or why. Every step is an event (`privacy_request_events`, the request's audit log)
 * and a note on each of the address's leads (`lead_notes`, the lead history the portal shows).
 */
import type { Kysely, Transaction } from 'kysely';
import { PRIVACY_CONFIRM_HOURS, PRIVACY_REQUEST_KEEP_DAYS } from '../../config/retention.ts';
import {
  ANSWER_DAYS,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  type QueuedPrivacyRequest,
  requestClock,
} from '../../lib/privacy/requests.ts';
import type { Database } from '../db/types.ts';
import { newLeadReference } from '../leads/reference.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import { cachedOwnerLinks, type OwnerLinks } from '../review/owner-link.ts';

export interface PrivacyContext {
  db: Kysely<Database>;
  /** Now, as every clock and expiry reads it (the server's clock). */
  clock: () => Date;
  /** The key confirmation links are signed with. */
  confirmLinks(): Promise<OwnerLinks>;
  /** The key export download links are signed with. */
  exportLinks(): Promise<OwnerLinks>;
}

/** The context of a server's database and clock, its keys loaded on first use. */
export function privacyContext(db: Kysely<Database>, clock: () => Date): PrivacyContext {
  const now = () => clock().toISOString();
  return {
    db,
    clock,
    confirmLinks: cachedOwnerLinks(db, now, 'privacy'),
    exportLinks: cachedOwnerLinks(db, now, 'privacy-export'),
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
type Executor = Kysely<Database> | Transaction<Database>;

/** What a person asks on the form. */
export interface NewPrivacyRequest {
  kind: PrivacyRequestKind;
  email: string;
  details: string | null;
  decision: string | null;
}

/** Writes a step of the request in its audit log. */
export async function logEvent(
  executor: Executor,
  requestId: number,
  action: string,
  actor: string,
  note: string | null,
  at: string,
): Promise<void> {
  await executor
    .insertInto('privacy_request_events')
    .values({ request_id: requestId, action, actor, note, at })
    .execute();
}

/** Writes a note on each of the address's leads (not erased), so each lead's history shows the step. */
export async function noteOnLeads(
  executor: Executor,
  email: string,
  author: string,
  body: string,
  at: string,
) {
  const leads = await executor
    .selectFrom('leads')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('erased_at', 'is', null)
    .execute();
  if (leads.length === 0) return;
  await executor
    .insertInto('lead_notes')
    .values(leads.map((lead) => ({ lead_id: lead.id, author, body, created_at: at })))
    .execute();
}

/**
 * Makes a request, unconfirmed, and queues its confirmation mail (composed by `mail` from the
 * reference and the link's token), in one transaction. Returns the reference.
 */
export async function createRequest(
  context: PrivacyContext,
  request: NewPrivacyRequest,
  mail: (reference: string, token: string) => NewNotification,
): Promise<string> {
  const now = context.clock();
  const at = now.toISOString();
  const reference = newLeadReference('PR');
  const token = (await context.confirmLinks()).issue(
    reference,
    0,
    new Date(now.getTime() + PRIVACY_CONFIRM_HOURS * HOUR_MS),
  );
  const notification = mail(reference, token);
  const email = request.email.trim().toLowerCase();
  await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('privacy_requests')
      .values({
        reference,
        kind: request.kind,
        email,
        details: request.details,
        decision: request.decision,
        status: 'unconfirmed',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logEvent(trx, row.id, 'received', email, request.details, at);
    await queueNotification(trx, null, notification, at);
  });
  return reference;
}

/** What a confirmation link is: genuine and unused, already used, or not (altered or expired). */
export type ConfirmState = 'valid' | 'confirmed' | 'invalid' | 'expired';

export async function confirmState(
  context: PrivacyContext,
  reference: string,
  token: string,
): Promise<ConfirmState> {
  const row = await context.db
    .selectFrom('privacy_requests')
    .select(['status'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return 'invalid';
  const now = context.clock();
  const links = await context.confirmLinks();
  if (!links.verify(reference, 0, token, now)) {
    // The signature fails once the link is past its time too: an unexpired twin tells them apart.
    const expiry = Number.parseInt(token.split('.')[0] ?? '', 36) * 1000;
    const genuineThen = Number.isFinite(expiry) && links.verify(reference, 0, token, new Date(expiry - 1000));
    return genuineThen ? 'expired' : 'invalid';
  }
  return row.status === 'unconfirmed' ? 'valid' : 'confirmed';
}

/** Uses a confirmation link: the request opens and its 30 days start (a second use changes nothing). */
export async function confirmRequest(
  context: PrivacyContext,
  reference: string,
  token: string,
): Promise<ConfirmState> {
  const state = await confirmState(context, reference, token);
  if (state !== 'valid') return state;
  const now = context.clock();
  const at = now.toISOString();
  const due = new Date(now.getTime() + ANSWER_DAYS * DAY_MS).toISOString();
  await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('privacy_requests')
      .set({ status: 'open', confirmed_at: at, due_at: due })
      .where('reference', '=', reference)
      .where('status', '=', 'unconfirmed')
      .returning(['id', 'email', 'kind'])
      .executeTakeFirst();
    if (!row) return;
    await logEvent(
      trx,
      row.id,
      'confirmed',
      row.email,
      `Address proved by the mailed link; answer due ${due.slice(0, 10)}`,
      at,
    );
    await noteOnLeads(
      trx,
      row.email,
      'Privacy requests',
      `Privacy request ${reference} (${row.kind}) confirmed by the owner; answer due ${due.slice(0, 10)}.`,
      at,
    );
  });
  return 'valid';
}

/** A request as the staff queue shows it, with its clock on the server's clock and its audit log. */
export async function queuedRequests(
  context: PrivacyContext,
  reference?: string,
): Promise<QueuedPrivacyRequest[]> {
  const now = context.clock();
  const rows = await context.db
    .selectFrom('privacy_requests')
    .select([
      'id',
      'reference',
      'kind',
      'email',
      'details',
      'decision',
      'status',
      'confirmed_at',
      'outcome',
      'closed_by',
      'closed_at',
      'due_at',
    ])
    .where('status', '!=', 'unconfirmed')
    .$if(reference !== undefined, (query) => query.where('reference', '=', reference ?? ''))
    .orderBy('due_at')
    .limit(200)
    .execute();
  const events = rows.length
    ? await context.db
        .selectFrom('privacy_request_events')
        .select(['request_id', 'action', 'actor', 'note', 'at'])
        .where(
          'request_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const order = { open: 0, done: 1, refused: 1, unconfirmed: 2 } as const;
  return rows
    .map((row) => ({
      reference: row.reference,
      kind: row.kind,
      email: row.email,
      details: row.details,
      decision: row.decision,
      status: row.status,
      confirmedAt: row.confirmed_at,
      clock: row.confirmed_at && row.status === 'open' ? requestClock(row.confirmed_at, now) : null,
      outcome: row.outcome,
      closedBy: row.closed_by,
      closedAt: row.closed_at,
      events: events
        .filter((event) => event.request_id === row.id)
        .map(({ action, actor, note, at }) => ({ action, actor, note, at })),
    }))
    .sort((a, b) => order[a.status] - order[b.status]);
}

/** The open request `reference`, for a staff step. */
export async function openRequest(context: PrivacyContext, reference: string) {
  return context.db
    .selectFrom('privacy_requests')
    .select(['id', 'reference', 'kind', 'email', 'details', 'decision', 'status'])
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/**
 * Closes an open request (done or refused) with what was done or why not, the staff member's name,
 * its audit event and lead notes, and the answer's mail, in one transaction. False: not open.
 */
export async function closeRequest(
  context: PrivacyContext,
  reference: string,
  close: {
    status: Exclude<PrivacyRequestStatus, 'open' | 'unconfirmed'>;
    outcome: string;
    actor: string;
    action: string;
  },
  answer: NewNotification,
  exported?: { json: string; pdf: Uint8Array; until: string },
): Promise<boolean> {
  const at = context.clock().toISOString();
  return context.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('privacy_requests')
      .set({
        status: close.status,
        outcome: close.outcome,
        closed_by: close.actor,
        closed_at: at,
        ...(exported
          ? { export_json: exported.json, export_pdf: exported.pdf, export_until: exported.until }
          : {}),
      })
      .where('reference', '=', reference)
      .where('status', '=', 'open')
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!row) return false;
    await logEvent(trx, row.id, close.action, close.actor, close.outcome, at);
    await noteOnLeads(
      trx,
      row.email,
      close.actor,
      `Privacy request ${reference}: ${close.action}. ${close.outcome}`,
      at,
    );
    await trx
      .insertInto('notification_outbox')
      .values({
        lead_id: null,
        ...answer,
        calendar: null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
    return true;
  });
}

/** An export by its signed link: the file asked for, or why not. */
export async function exportFile(
  context: PrivacyContext,
  reference: string,
  token: string,
  format: 'json' | 'pdf',
): Promise<{ ok: true; body: string | Uint8Array } | { ok: false; status: 403 | 410 }> {
  const now = context.clock();
  if (!(await context.exportLinks()).verify(reference, 0, token, now)) return { ok: false, status: 403 };
  const row = await context.db
    .selectFrom('privacy_requests')
    .select(['id', 'email', 'export_json', 'export_pdf', 'export_until'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (
    !row?.export_json ||
    !row.export_pdf ||
    !row.export_until ||
    Date.parse(row.export_until) <= now.getTime()
  )
    return { ok: false, status: 410 };
  await logEvent(context.db, row.id, 'downloaded', row.email, format.toUpperCase(), now.toISOString());
  return { ok: true, body: format === 'json' ? row.export_json : row.export_pdf };
}

/**
 * Retention: exports past their link's time are deleted; unconfirmed requests past their link's
 * time, and closed ones kept their time, go with their events. Returns the rows changed.
 */
export async function sweepPrivacyRequests(context: PrivacyContext): Promise<number> {
  const now = context.clock();
  const exports = await context.db
    .updateTable('privacy_requests')
    .set({ export_json: null, export_pdf: null })
    .where('export_until', '<=', now.toISOString())
    .where('export_json', 'is not', null)
    .executeTakeFirst();
  const unconfirmedBefore = new Date(now.getTime() - PRIVACY_CONFIRM_HOURS * HOUR_MS).toISOString();
  const closedBefore = new Date(now.getTime() - PRIVACY_REQUEST_KEEP_DAYS * DAY_MS).toISOString();
  const gone = await context.db
    .selectFrom('privacy_requests')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'unconfirmed'), eb('created_at', '<=', unconfirmedBefore)]),
        eb('closed_at', '<=', closedBefore),
      ]),
    )
    .execute();
  const ids = gone.map((row) => row.id);
  if (ids.length > 0) {
    await context.db.deleteFrom('privacy_request_events').where('request_id', 'in', ids).execute();
    await context.db.deleteFrom('privacy_requests').where('id', 'in', ids).execute();
  }
  return Number(exports.numUpdatedRows) + ids.length;
}
