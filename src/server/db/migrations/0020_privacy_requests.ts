import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Privacy requests (issue 57): a person asks for a copy of what we hold about their address, its
 * correction or deletion, or a person's review of an automated decision. A request counts only once
 * its address is proved by a mailed link (`confirmed_at`); the 30 days staff have to answer run from
 * then (`due_at`). An access request's export (JSON and PDF) is kept with the request until its
 * download link expires (`export_until`), then deleted. Every step is an event, with who, when and why.
 */
export function privacyRequests({ instant, bytes, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'privacy_requests')
        .addColumn('reference', 'varchar(12)', (column) => column.notNull().unique())
        .addColumn('kind', 'varchar(12)', (column) => column.notNull())
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('details', 'text')
        .addColumn('decision', 'varchar(40)')
        .addColumn('status', 'varchar(12)', (column) => column.notNull())
        .addColumn('confirmed_at', instant)
        .addColumn('due_at', instant)
        .addColumn('closed_at', instant)
        .addColumn('closed_by', 'varchar(254)')
        .addColumn('outcome', 'text')
        .addColumn('export_json', 'text')
        .addColumn('export_pdf', bytes)
        .addColumn('export_until', instant)
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('privacy_requests_open')
        .on('privacy_requests')
        .columns(['status', 'due_at'])
        .execute();
      await id(db, 'privacy_request_events')
        .addColumn('request_id', 'integer', (column) =>
          column.notNull().references('privacy_requests.id').onDelete('cascade'),
        )
        .addColumn('action', 'varchar(20)', (column) => column.notNull())
        .addColumn('actor', 'varchar(254)', (column) => column.notNull())
        .addColumn('note', 'text')
        .addColumn('at', instant, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('privacy_request_events_request')
        .on('privacy_request_events')
        .column('request_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('privacy_request_events').ifExists().execute();
      await db.schema.dropTable('privacy_requests').ifExists().execute();
    },
  };
}
