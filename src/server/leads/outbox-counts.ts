/**
 * How many notifications wait and how many failed, read straight from the outbox table for the
 * metrics endpoint (every instance reads the same shared numbers).
 */
import type { DatabaseHandle } from '../db/database.ts';
import type { OutboxCounts } from '../metrics.ts';

export async function readOutboxCounts(handle: DatabaseHandle): Promise<OutboxCounts> {
  const rows = await handle.db
    .selectFrom('notification_outbox')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const count = (...statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
  return { backlog: count('pending', 'sending'), failed: count('failed') };
}
