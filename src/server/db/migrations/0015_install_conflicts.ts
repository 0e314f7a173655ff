import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Serial conflicts (issue 53): a commissioning refused because a serial was already commissioned on
 * another job or registered by someone else. The refusal stores nothing of the record, so staff's
 * view of conflicts needs its own row: the job, the serial, and when it was sent.
 */
export function installConflicts({ instant, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'install_conflicts')
        .addColumn('job_id', 'integer', (column) => column.notNull().references('install_jobs.id'))
        .addColumn('serial', 'varchar(30)', (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('install_conflicts_job').on('install_conflicts').column('job_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('install_conflicts').ifExists().execute();
    },
  };
}
