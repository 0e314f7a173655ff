import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Payouts, hardened: a claimant's BSB and account number are kept sealed (src/server/promotions/
 * bank-seal.ts: longer than the digits, so text), and each payment run is kept by its id, its
 * file sealed, for a while after it was made (a lost download loses nothing); a claim names the
 * run that paid it.
 */
export function paymentRuns({ instant, dialect }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        for (const column of ['bsb', 'account_number'])
          await db.schema
            .alterTable('promotion_claims')
            .alterColumn(column, (change) => change.setDataType('text'))
            .execute();
      }
      await db.schema
        .createTable('payment_runs')
        .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
        .addColumn('created_at', instant, (column) => column.notNull())
        .addColumn('created_by', 'varchar(200)', (column) => column.notNull())
        .addColumn('claim_count', 'integer', (column) => column.notNull())
        .addColumn('total_cents', 'bigint', (column) => column.notNull())
        .addColumn('file', 'text')
        .addColumn('available_until', instant, (column) => column.notNull())
        .execute();
      await db.schema.alterTable('promotion_claims').addColumn('payment_run', 'varchar(40)').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('promotion_claims').dropColumn('payment_run').execute();
      await db.schema.dropTable('payment_runs').ifExists().execute();
    },
  };
}
