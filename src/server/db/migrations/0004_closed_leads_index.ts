import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Routing counts the open leads each dealer holds for every batch of submissions. Both
 * databases answered that count from the index on `closed_at` (`closed_at is null` looks
 * selective to a planner without statistics), reading every open lead, the staff queue
 * included, so the count grew with the table (2.3 ms a batch at 7,500 leads on SQLite).
 * Retention only ever looks for closed leads, so the `closed_at` index now holds just those
 * rows; the count then reads the routing-state index, the leads waiting or accepted.
 */
export function closedLeadsIndex(_kit: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.dropIndex('leads_closed_at').execute();
      await db.schema
        .createIndex('leads_closed_at')
        .on('leads')
        .column('closed_at')
        .where(sql.ref('closed_at'), 'is not', null)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('leads_closed_at').execute();
      await db.schema.createIndex('leads_closed_at').on('leads').column('closed_at').execute();
    },
  };
}
