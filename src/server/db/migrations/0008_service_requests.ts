import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/** Service requests: the system and its warranty standing beside the lead (the photo is in lead_files). */
export function serviceRequests({ instant }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('service_requests')
        .addColumn('lead_id', 'integer', (column) => column.primaryKey().references('leads.id'))
        .addColumn('model', 'varchar(40)', (column) => column.notNull())
        .addColumn('product_slug', 'varchar(100)', (column) => column.notNull())
        .addColumn('serial', 'varchar(30)', (column) => column.notNull())
        .addColumn('warranty_state', 'varchar(20)', (column) => column.notNull())
        .addColumn('cover_until', 'varchar(10)')
        .addColumn('call_out_fee_aud', 'integer')
        .addColumn('visit_windows', 'text')
        .addColumn('chosen_window', 'integer')
        .addColumn('outcome', 'varchar(20)')
        .addColumn('outcome_note', 'text')
        .addColumn('created_at', instant, (column) => column.notNull())
        .addColumn('updated_at', instant)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('service_requests').ifExists().execute();
    },
  };
}
