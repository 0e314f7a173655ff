import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/** Leads: the submissions, their status history, staff's notes and the notification outbox. */
export function leads({ instant, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'leads')
        .addColumn('type', 'varchar(20)', (column) => column.notNull())
        .addColumn('reference', 'varchar(20)', (column) => column.notNull().unique())
        .addColumn('idempotency_key', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('status', 'varchar(20)', (column) => column.notNull().defaultTo('new'))
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('name', 'varchar(200)')
        .addColumn('email', 'varchar(254)')
        .addColumn('phone', 'varchar(20)')
        .addColumn('postcode', 'varchar(4)')
        .addColumn('state', 'varchar(3)')
        .addColumn('product', 'varchar(100)')
        .addColumn('user_agent_family', 'varchar(20)')
        .addColumn('created_at', instant, (column) => column.notNull())
        .addColumn('updated_at', instant, (column) => column.notNull())
        .addColumn('closed_at', instant)
        .addColumn('erased_at', instant)
        .execute();
      // Each index costs every submission a write: only those the portal's filters and retention use.
      // (Search matches substrings, which no index helps; state has eight values.)
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();
      await db.schema.createIndex('leads_status').on('leads').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('leads_type').on('leads').columns(['type', 'created_at']).execute();
      await db.schema.createIndex('leads_postcode').on('leads').column('postcode').execute();
      await db.schema.createIndex('leads_closed_at').on('leads').column('closed_at').execute();

      await id(db, 'lead_status_history')
        .addColumn('lead_id', 'integer', (column) =>
          column.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('from_status', 'varchar(20)')
        .addColumn('to_status', 'varchar(20)', (column) => column.notNull())
        .addColumn('changed_by', 'varchar(200)', (column) => column.notNull())
        .addColumn('note', 'text')
        .addColumn('changed_at', instant, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('lead_status_history_lead')
        .on('lead_status_history')
        .column('lead_id')
        .execute();

      await id(db, 'lead_notes')
        .addColumn('lead_id', 'integer', (column) =>
          column.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('author', 'varchar(200)', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_notes_lead').on('lead_notes').column('lead_id').execute();

      await id(db, 'notification_outbox')
        .addColumn('lead_id', 'integer', (column) => column.references('leads.id').onDelete('set null'))
        .addColumn('kind', 'varchar(40)', (column) => column.notNull())
        .addColumn('recipient', 'varchar(320)', (column) => column.notNull())
        .addColumn('subject', 'varchar(300)', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('status', 'varchar(20)', (column) => column.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', instant, (column) => column.notNull())
        .addColumn('lease_until', instant)
        .addColumn('last_error', 'text')
        .addColumn('created_at', instant, (column) => column.notNull())
        .addColumn('sent_at', instant)
        .execute();
      await db.schema
        .createIndex('notification_outbox_due')
        .on('notification_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('notification_outbox_lead')
        .on('notification_outbox')
        .column('lead_id')
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['notification_outbox', 'lead_notes', 'lead_status_history', 'leads']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
