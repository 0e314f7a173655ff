import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Mail a person can leave (issues 55 and 57): each address's choice per mail topic, with when and
 * how it was made (`mail_preferences`); the outbox learns each mail's topic and extra headers
 * (RFC 8058's `List-Unsubscribe`), so an unsubscribe withdraws the topic's mail still waiting; and
 * My home's care reminders (a filter clean and a yearly service per unit), each sent once per due date.
 */
export function mailPreferences({ instant, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'mail_preferences')
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('topic', 'varchar(40)', (column) => column.notNull())
        .addColumn('opted_out', 'integer', (column) => column.notNull())
        .addColumn('source', 'varchar(20)', (column) => column.notNull())
        .addColumn('updated_at', instant, (column) => column.notNull())
        .addUniqueConstraint('mail_preferences_email_topic', ['email', 'topic'])
        .execute();
      await db.schema.alterTable('notification_outbox').addColumn('topic', 'varchar(40)').execute();
      await db.schema.alterTable('notification_outbox').addColumn('headers', 'text').execute();
      await id(db, 'care_reminders')
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('unit_key', 'varchar(60)', (column) => column.notNull())
        .addColumn('kind', 'varchar(10)', (column) => column.notNull())
        .addColumn('unit_name', 'varchar(200)', (column) => column.notNull())
        .addColumn('product_type', 'varchar(20)', (column) => column.notNull())
        .addColumn('state', 'varchar(3)')
        .addColumn('due_on', 'varchar(10)', (column) => column.notNull())
        .addColumn('enabled', 'integer', (column) => column.notNull())
        .addColumn('done_on', 'varchar(10)')
        .addColumn('mailed_for', 'varchar(10)')
        .addColumn('updated_at', instant, (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .addUniqueConstraint('care_reminders_unit_kind', ['email', 'unit_key', 'kind'])
        .execute();
      await db.schema
        .createIndex('care_reminders_due')
        .on('care_reminders')
        .columns(['enabled', 'due_on'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('care_reminders').ifExists().execute();
      await db.schema.alterTable('notification_outbox').dropColumn('headers').execute();
      await db.schema.alterTable('notification_outbox').dropColumn('topic').execute();
      await db.schema.dropTable('mail_preferences').ifExists().execute();
    },
  };
}
