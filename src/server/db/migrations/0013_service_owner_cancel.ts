import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/** The owner may cancel a service request ("it's working again"): when they did. */
export function serviceOwnerCancel({ instant }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('service_requests').addColumn('owner_cancelled_at', instant).execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('service_requests').dropColumn('owner_cancelled_at').execute();
    },
  };
}
