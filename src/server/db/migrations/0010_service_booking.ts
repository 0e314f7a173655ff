import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Booking a service visit: when the owner booked, how often the booking changed (the calendar
 * file's SEQUENCE), who changed it last, and when the owner asked for other times; the outbox
 * carries a calendar object beside a mail; keys the site signs owners' links with, shared by
 * every process on the database.
 */
export function serviceBooking({ instant }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('service_requests').addColumn('booked_at', instant).execute();
      await db.schema
        .alterTable('service_requests')
        .addColumn('booking_sequence', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('service_requests').addColumn('booking_changed_by', 'varchar(10)').execute();
      await db.schema.alterTable('service_requests').addColumn('owner_asked_at', instant).execute();
      await db.schema.alterTable('notification_outbox').addColumn('calendar', 'text').execute();
      await db.schema
        .createTable('site_keys')
        .addColumn('name', 'varchar(40)', (column) => column.primaryKey())
        .addColumn('secret', 'varchar(100)', (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('site_keys').ifExists().execute();
      await db.schema.alterTable('notification_outbox').dropColumn('calendar').execute();
      for (const column of ['owner_asked_at', 'booking_changed_by', 'booking_sequence', 'booked_at'])
        await db.schema.alterTable('service_requests').dropColumn(column).execute();
    },
  };
}
