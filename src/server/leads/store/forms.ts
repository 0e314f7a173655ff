/**
 * Writing leads, for the lead forms: one lead with its first history entry and its notifications in
 * one transaction, idempotent on the form's key, group-committed on SQLite.
 */
import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { newLeadReference } from '../reference.ts';
import type { AfterInsert, CreatedLead, NewLead, NotificationsOf, Now } from './records.ts';

/** Leads written in one group-commit transaction at most. */
const MAX_BATCH = 64;

interface QueuedLead {
  lead: NewLead;
  notifications: NotificationsOf;
  afterInsert?: AfterInsert;
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

export function createFormLeadStore(handle: DatabaseHandle, now: Now) {
  const { db, dialect } = handle;

  /** Inserts one lead with its first history entry and notifications inside `trx`. */
  async function insertLead(
    trx: Transaction<Database>,
    lead: NewLead,
    notifications: NotificationsOf,
    reference: string,
    afterInsert?: AfterInsert,
  ): Promise<CreatedLead> {
    const payload = lead.payload as Record<string, unknown>;
    const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : null);
    const timestamp = now();
    const inserted = await trx
      .insertInto('leads')
      .values({
        type: lead.type,
        reference,
        idempotency_key: lead.idempotencyKey,
        status: 'new',
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
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning(['id', 'reference'])
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('leads')
        .select(['id', 'reference'])
        .where('idempotency_key', '=', lead.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { ...existing, duplicate: true };
    }
    await trx
      .insertInto('lead_status_history')
      .values({
        lead_id: inserted.id,
        from_status: null,
        to_status: 'new',
        changed_by: 'website',
        note: null,
        changed_at: timestamp,
      })
      .execute();
    await afterInsert?.(trx, inserted);
    const rows = notifications(inserted.reference).map((notification) => ({
      lead_id: inserted.id,
      kind: notification.kind,
      recipient: notification.recipient,
      subject: notification.subject,
      body: notification.body,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: timestamp,
      created_at: timestamp,
    }));
    if (rows.length > 0) await trx.insertInto('notification_outbox').values(rows).execute();
    return { ...inserted, duplicate: false };
  }

  /** One lead in its own transaction; a reference that collides is drawn again. */
  async function createLeadAlone(
    lead: NewLead,
    notifications: NotificationsOf,
    afterInsert?: AfterInsert,
  ): Promise<CreatedLead> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db
          .transaction()
          .execute((trx) => insertLead(trx, lead, notifications, newLeadReference(), afterInsert));
      } catch (error) {
        if (attempt < 5 && (isUniqueViolation(error, 'reference') || isDeadlock(error))) continue;
        throw error;
      }
    }
  }

  /*
   * Group commit (SQLite). All writes share one connection, so submissions queue for it anyway;
   * whatever queued while one transaction ran is written by the next in one transaction. A commit
   * writes each touched page to the log once, however many leads changed it: under load this
   * divides the commit cost by the batch size, at no cost when idle (a batch of one). If a batch
   * fails (a reference collision, one lead's bad data), its leads are retried one at a time, so a
   * lead never fails because of another.
   */
  const commitQueue: QueuedLead[] = [];
  let draining = false;

  async function drainCommitQueue(): Promise<void> {
    draining = true;
    try {
      while (commitQueue.length > 0) {
        const batch = commitQueue.splice(0, MAX_BATCH);
        let results: CreatedLead[] | undefined;
        if (batch.length > 1) {
          results = await db
            .transaction()
            .execute(async (trx) => {
              const created: CreatedLead[] = [];
              for (const item of batch)
                created.push(
                  await insertLead(trx, item.lead, item.notifications, newLeadReference(), item.afterInsert),
                );
              return created;
            })
            .catch(() => undefined);
        }
        for (const [index, item] of batch.entries()) {
          const result = results?.[index];
          if (result) item.resolve(result);
          else
            await createLeadAlone(item.lead, item.notifications, item.afterInsert).then(
              item.resolve,
              item.reject,
            );
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
    createLead(
      lead: NewLead,
      notifications: NotificationsOf,
      afterInsert?: AfterInsert,
    ): Promise<CreatedLead> {
      if (dialect !== 'sqlite') return createLeadAlone(lead, notifications, afterInsert);
      return new Promise((resolve, reject) => {
        commitQueue.push({ lead, notifications, afterInsert, resolve, reject });
        if (!draining) void drainCommitQueue();
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
