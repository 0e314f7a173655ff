import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Consent records (issue 57): every consent the site collects (a lead form's collection notice, a
 * mail topic ticked or left unticked) is stored with the exact words the page showed, the privacy
 * policy's version in force, the server's time and the page, under the address (and the lead) it
 * belongs to, so we can show what a person agreed to and when. Kept beside the lead, not in it: a
 * consent outlives the edit of a form's wording, and goes when the person's data is erased.
 */
export function consentRecords({ instant, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'consent_records')
        .addColumn('email', 'varchar(254)')
        .addColumn('lead_id', 'integer', (column) => column.references('leads.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (column) => column.notNull())
        .addColumn('subject', 'varchar(60)', (column) => column.notNull())
        .addColumn('given', 'integer', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('policy_version', 'varchar(10)', (column) => column.notNull())
        .addColumn('page', 'varchar(200)', (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('consent_records_email').on('consent_records').column('email').execute();
      await db.schema.createIndex('consent_records_lead').on('consent_records').column('lead_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('consent_records').ifExists().execute();
    },
  };
}
