import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Installation jobs (issue 53): a won quote's install, booked by its dealer, commissioned on site
 * and confirmed by the owner; the photos taken while commissioning; and, on the warranty
 * registrations the confirmation makes, the job that proves them (in place of an invoice).
 */
export function installJobs({ instant, bytes, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'install_jobs')
        .addColumn('reference', 'varchar(12)', (column) => column.notNull().unique())
        .addColumn('lead_id', 'integer', (column) => column.notNull().unique().references('leads.id'))
        .addColumn('dealer_id', 'varchar(100)', (column) => column.notNull())
        .addColumn('booked_for', 'varchar(10)', (column) => column.notNull())
        .addColumn('units', 'text', (column) => column.notNull())
        .addColumn('status', 'varchar(20)', (column) => column.notNull())
        .addColumn('record', 'text')
        .addColumn('flags', 'text')
        .addColumn('commission_key', 'varchar(64)', (column) => column.unique())
        .addColumn('commissioned_at', instant)
        .addColumn('confirmed_at', instant)
        .addColumn('owner_issue', 'text')
        .addColumn('created_at', instant, (column) => column.notNull())
        .addColumn('updated_at', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('install_jobs_dealer').on('install_jobs').column('dealer_id').execute();
      await id(db, 'install_photos')
        .addColumn('job_id', 'integer', (column) => column.notNull().references('install_jobs.id'))
        .addColumn('kind', 'varchar(30)', (column) => column.notNull())
        .addColumn('media_type', 'varchar(40)', (column) => column.notNull())
        .addColumn('byte_size', 'integer', (column) => column.notNull())
        .addColumn('sha256', 'varchar(64)', (column) => column.notNull())
        .addColumn('content', bytes, (column) => column.notNull())
        .addColumn('taken_at', instant, (column) => column.notNull())
        .addColumn('latitude', 'real')
        .addColumn('longitude', 'real')
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('install_photos_job').on('install_photos').column('job_id').execute();
      // The serials a job commissioned, registrable once across jobs (a duplicate is refused).
      await db.schema
        .createTable('install_serials')
        .addColumn('serial', 'varchar(30)', (column) => column.primaryKey())
        .addColumn('job_id', 'integer', (column) => column.notNull().references('install_jobs.id'))
        .addColumn('unit', 'varchar(10)', (column) => column.notNull())
        .execute();
      await db.schema.alterTable('warranty_registrations').addColumn('install_job_id', 'integer').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('warranty_registrations').dropColumn('install_job_id').execute();
      await db.schema.dropTable('install_serials').ifExists().execute();
      await db.schema.dropTable('install_photos').ifExists().execute();
      await db.schema.dropTable('install_jobs').ifExists().execute();
    },
  };
}
