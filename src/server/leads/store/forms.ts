/**
 * Writing leads, for the lead forms: each lead with its first history entry, its hand-over to a
 * dealer and its notifications in one transaction, idempotent on the form's key, group-committed.
 */
import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { recordConsents } from '../../privacy/consent.ts';
import { newLeadReference } from '../reference.ts';
import type { CreatedLead, LeadRouter, LeadRow, NewLead, NotificationsOf, Now } from './records.ts';

/** Leads written in one group-commit transaction at most. */
const MAX_BATCH = 64;

interface QueuedLead {
  lead: NewLead;
  notifications: NotificationsOf;
  resolve(created: CreatedLead): void;
  reject(error: unknown): void;
}

function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const details = error as Error & { code?: string; constraint?: string };
  if (details.code === '23505') return (details.constraint ?? '').includes(column);
  return /UNIQUE constraint failed/.test(error.message) && error.message.includes(`.${column}`);
}

/** PostgreSQL gave up one of two transactions waiting for each other's locks: run it again. */
const isDeadlock = (error: unknown) => (error as { code?: string } | null)?.code === '40P01';

/**
 * Writes a batch of leads inside `trx` with a fixed number of statements whatever its size: the
 * leads, their first history entries, their hand-over to dealers and their notifications, each one
 * multi-row statement. Per-statement cost (a round trip, a parse and plan) is what limits a
 * database server on the same small machine, so a batch of 20 costs little more than one lead.
 * A key already stored, or repeated within the batch, answers with the lead that holds it.
 */
async function writeBatch(
  trx: Transaction<Database>,
  batch: readonly QueuedLead[],
  now: Now,
  router: LeadRouter | undefined,
): Promise<CreatedLead[]> {
  const timestamp = now();
  const inserted = await trx
    .insertInto('leads')
    .values(
      batch.map(({ lead }) => {
        const payload = lead.payload as Record<string, unknown>;
        const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : null);
        return {
          type: lead.type,
          reference: newLeadReference(),
          idempotency_key: lead.idempotencyKey,
          status: 'new' as const,
          payload: JSON.stringify(lead.payload),
          name: text('name'),
          email: text('email'),
          phone: text('phone'),
          postcode: lead.postcode,
          state: lead.state,
          product: text('product') ?? text('model'),
          user_agent_family: lead.userAgentFamily,
          created_at: timestamp,
          updated_at: timestamp,
          product_type: lead.routing?.productType ?? null,
          routing_state: lead.routing ? ('unassigned' as const) : null,
        };
      }),
    )
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returningAll()
    .execute();
  const insertedByKey = new Map(inserted.map((row) => [row.idempotency_key, row]));
  const missingKeys = batch.map(({ lead }) => lead.idempotencyKey).filter((key) => !insertedByKey.has(key));
  const earlier =
    missingKeys.length === 0
      ? []
      : await trx
          .selectFrom('leads')
          .select(['id', 'reference', 'idempotency_key'])
          .where('idempotency_key', 'in', missingKeys)
          .execute();
  const earlierByKey = new Map(earlier.map((row) => [row.idempotency_key, row]));

  const claimed = new Set<string>();
  const fresh: { index: number; row: LeadRow }[] = [];
  const created: CreatedLead[] = batch.map(({ lead }, index) => {
    const key = lead.idempotencyKey;
    const row = insertedByKey.get(key);
    if (row && !claimed.has(key)) {
      claimed.add(key);
      fresh.push({ index, row });
      return { id: row.id, reference: row.reference, duplicate: false };
    }
    const holder = row ?? earlierByKey.get(key);
    if (!holder) throw new Error('a lead key was neither stored nor found');
    return { id: holder.id, reference: holder.reference, duplicate: true };
  });
  if (fresh.length === 0) return created;

  await trx
    .insertInto('lead_status_history')
    .values(
      fresh.map(({ row }) => ({
        lead_id: row.id,
        from_status: null,
        to_status: 'new' as const,
        changed_by: 'website',
        note: null,
        changed_at: timestamp,
      })),
    )
    .execute();

  // The consent each post gave, with its lead: a lead is never stored without what it was sent under.
  await recordConsents(
    trx,
    fresh.flatMap(({ index, row }) => {
      const consent = batch[index]?.lead.consent;
      return consent ? [{ ...consent, leadId: row.id }] : [];
    }),
    timestamp,
  );

  // A form's own rows (rare: a warranty registration's), one lead at a time.
  for (const { index, row } of fresh) {
    const afterInsert = batch[index]?.lead.afterInsert;
    if (afterInsert) await afterInsert(trx, { id: row.id, reference: row.reference });
  }

  const routed = fresh.filter(({ row }) => row.routing_state !== null);
  if (routed.length > 0) {
    if (!router) throw new Error('a routed lead was stored without a router');
    const outcomes = await router.assignNewLeads(
      trx,
      routed.map(({ row }) => row),
    );
    for (const [position, { index }] of routed.entries()) {
      const entry = created[index];
      if (entry) entry.placement = outcomes[position];
    }
  }

  const notifications = fresh.flatMap(({ index, row }) =>
    (batch[index]?.notifications(row.reference, created[index]?.placement) ?? []).map((notification) => ({
      row,
      notification,
    })),
  );
  // A confirmation signing its owner in to My home: the link's row, with the lead.
  for (const { notification } of notifications) await notification.signIn?.(trx, notification.recipient);
  const notificationRows = notifications.map(({ row, notification }) => ({
    lead_id: row.id,
    kind: notification.kind,
    recipient: notification.recipient,
    subject: notification.subject,
    body: notification.body,
    html: notification.html,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: timestamp,
    created_at: timestamp,
  }));
  if (notificationRows.length > 0)
    await trx.insertInto('notification_outbox').values(notificationRows).execute();
  return created;
}

export function createFormLeadStore(handle: DatabaseHandle, now: Now, router?: LeadRouter) {
  const { db } = handle;

  /** One lead in its own transaction; a reference that collides is drawn again. */
  async function createLeadAlone(item: QueuedLead): Promise<CreatedLead> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const [created] = await db.transaction().execute((trx) => writeBatch(trx, [item], now, router));
        if (!created) throw new Error('a lead was written without a result');
        return created;
      } catch (error) {
        if (attempt < 5 && (isUniqueViolation(error, 'reference') || isDeadlock(error))) continue;
        throw error;
      }
    }
  }

  /*
   * Group commit, on both databases. Whatever queued while one transaction ran is written by the
   * next, in one transaction of a few multi-row statements (see writeBatch). On SQLite every write
   * shares one connection, so a commit writes each touched page to the log once however many leads
   * changed it; on PostgreSQL a batch costs one round trip per statement, not per lead, and one WAL
   * flush. Idle, a batch is one lead and costs what a lone insert would. If a batch fails (a
   * reference collision, one lead's bad data, a deadlock with another process), its leads are
   * retried one at a time, so a lead never fails because of another.
   */
  const commitQueue: QueuedLead[] = [];
  let draining = false;

  async function drainCommitQueue(): Promise<void> {
    draining = true;
    try {
      while (commitQueue.length > 0) {
        const batch = commitQueue.splice(0, MAX_BATCH);
        const results =
          batch.length > 1
            ? await db
                .transaction()
                .execute((trx) => writeBatch(trx, batch, now, router))
                .catch(() => undefined)
            : undefined;
        for (const [index, item] of batch.entries()) {
          const result = results?.[index];
          if (result) item.resolve(result);
          else await createLeadAlone(item).then(item.resolve, item.reject);
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    /**
     * Stores a lead, its first history entry and its notifications in one transaction. A lead with
     * the same idempotency key wins: its reference comes back and nothing new is written.
     */
    createLead(lead: NewLead, notifications: NotificationsOf): Promise<CreatedLead> {
      return new Promise((resolve, reject) => {
        commitQueue.push({ lead, notifications, resolve, reject });
        if (draining) return;
        draining = true;
        // After this turn of the event loop: every submission whose request was read in the same
        // turn joins the batch (with node:sqlite a transaction runs synchronously, so starting at
        // once would write each lead alone).
        setImmediate(() => void drainCommitQueue());
      });
    },

    /** The lead an idempotency key already stored, if any. */
    async findByIdempotencyKey(key: string): Promise<{ id: number; reference: string } | undefined> {
      return db
        .selectFrom('leads')
        .select(['id', 'reference'])
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },
  };
}
