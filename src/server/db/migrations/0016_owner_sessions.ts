import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * My home (issue 55): an owner signs in without a password. A mailed sign-in link is single use, so
 * each one issued is a row (its random nonce, the address it was mailed to, its expiry and when it
 * was used); a session is a row keyed by the SHA-256 of the cookie's random value (the database never
 * holds a working cookie), so "Sign out everywhere" deletes every row of the address. Owners are
 * found by the address they gave on their leads: an index on the lower-cased address keeps that
 * look-up off a full scan of the leads.
 */
export function ownerSessions({ instant, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'owner_sign_ins')
        .addColumn('nonce', 'varchar(43)', (column) => column.notNull().unique())
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('expires_at', instant, (column) => column.notNull())
        .addColumn('used_at', instant)
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await id(db, 'owner_sessions')
        .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('expires_at', instant, (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('owner_sessions_email').on('owner_sessions').column('email').execute();
      await db.schema.createIndex('leads_email_lower').on('leads').expression(sql`lower(email)`).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('leads_email_lower').ifExists().execute();
      await db.schema.dropTable('owner_sessions').ifExists().execute();
      await db.schema.dropTable('owner_sign_ins').ifExists().execute();
    },
  };
}
