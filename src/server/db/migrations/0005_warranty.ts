import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Warranty registrations: the review status beside their lead, one row per registered serial
 * (the primary key is what makes a serial registrable once, across every instance), and the
 * files visitors upload (kept in the database so every instance reaches them, erased with the
 * lead).
 */
export function warranty({ instant, bytes, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('warranty_registrations')
        .addColumn('lead_id', 'integer', (column) => column.primaryKey().references('leads.id'))
        .addColumn('status', 'varchar(20)', (column) => column.notNull())
        .addColumn('status_note', 'text')
        .addColumn('model', 'varchar(40)', (column) => column.notNull())
        .addColumn('product_slug', 'varchar(100)', (column) => column.notNull())
        .addColumn('dealer_id', 'varchar(80)')
        .addColumn('certificate_token', 'varchar(64)', (column) => column.unique())
        .addColumn('approved_at', instant)
        .addColumn('updated_at', instant, (column) => column.notNull())
        .addColumn('updated_by', 'varchar(200)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('warranty_registrations_dealer')
        .on('warranty_registrations')
        .column('dealer_id')
        .execute();
      await db.schema
        .createTable('warranty_serials')
        .addColumn('serial', 'varchar(30)', (column) => column.primaryKey())
        .addColumn('lead_id', 'integer', (column) => column.notNull().references('leads.id'))
        .addColumn('unit', 'varchar(10)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('warranty_serials_lead').on('warranty_serials').column('lead_id').execute();
      await id(db, 'lead_files')
        .addColumn('lead_id', 'integer', (column) => column.notNull().references('leads.id'))
        .addColumn('field', 'varchar(40)', (column) => column.notNull())
        .addColumn('media_type', 'varchar(40)', (column) => column.notNull())
        .addColumn('file_name', 'varchar(200)', (column) => column.notNull())
        .addColumn('byte_size', 'integer', (column) => column.notNull())
        .addColumn('content', bytes, (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_files_lead').on('lead_files').column('lead_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('lead_files').ifExists().execute();
      await db.schema.dropTable('warranty_serials').ifExists().execute();
      await db.schema.dropTable('warranty_registrations').ifExists().execute();
    },
  };
}
