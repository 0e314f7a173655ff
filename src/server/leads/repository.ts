/**
 * Every read and write of leads and their notifications, for SQLite and PostgreSQL alike, composed
 * from one store per consumer: the forms (`store/forms.ts`), the portal (`store/portal.ts`),
 * retention (`store/retention.ts`) and the outbox worker (`store/outbox.ts`). Queries are built
 * with Kysely, so values always travel as bound parameters: no SQL is assembled from input.
 */

import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createFormLeadStore } from './store/forms.ts';
import { createOutboxStore } from './store/outbox.ts';
import { createPortalLeadStore } from './store/portal.ts';
import type { LeadRouter } from './store/records.ts';
import { createRetentionLeadStore } from './store/retention.ts';

export type {
  AfterInsert,
  CreatedLead,
  LeadDetail,
  LeadNote,
  LeadPage,
  LeadRecord,
  LeadRouter,
  NewLead,
  NewNotification,
  NotificationsOf,
  OutboxRow,
  StatusChange,
} from './store/records.ts';

/** `router` hands quotes and installer requests to dealers as they are stored (src/server/routing). */
export function createLeadRepository(
  handle: DatabaseHandle,
  clock: () => Date = serverClock.now,
  router?: LeadRouter,
) {
  const now = () => clock().toISOString();
  return {
    ...createFormLeadStore(handle, now, router),
    ...createPortalLeadStore(handle, now),
    ...createRetentionLeadStore(handle, now),
    ...createOutboxStore(handle, now),
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
