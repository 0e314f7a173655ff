import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/** Mail has an HTML part beside the text (src/server/mail); rows queued before have none. */
export function outboxHtml(_kit: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('notification_outbox').addColumn('html', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('notification_outbox').dropColumn('html').execute();
    },
  };
}
