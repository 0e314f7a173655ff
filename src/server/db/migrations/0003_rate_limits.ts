import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Rate-limit counts shared by every instance (src/server/http/rate-limit.ts): the table
 * `rate-limiter-flexible` expects, created here so concurrent starts never race to create it.
 */
export function rateLimits(_kit: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('rate_limits')
        .ifNotExists()
        .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
        .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('rate_limits').ifExists().execute();
    },
  };
}
