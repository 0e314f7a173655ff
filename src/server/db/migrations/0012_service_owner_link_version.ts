import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * The version of a service request's owner links: each reassignment to another agent raises it,
 * so the links mailed before stop working (src/server/service/owner-link.ts).
 */
export function serviceOwnerLinkVersion(_kit: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('service_requests')
        .addColumn('owner_link_version', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('service_requests').dropColumn('owner_link_version').execute();
    },
  };
}
