import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Promotion claims: the review and the bank details beside their lead (bank details only here,
 * erased with the lead), and one row per claimed serial and promotion, whose primary key makes
 * a serial claimable once per promotion across every instance.
 */
export function promotionClaims({ instant }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('promotion_claims')
        .addColumn('lead_id', 'integer', (column) => column.primaryKey().references('leads.id'))
        .addColumn('promotion', 'varchar(80)', (column) => column.notNull())
        .addColumn('status', 'varchar(20)', (column) => column.notNull())
        .addColumn('status_note', 'text')
        .addColumn('amount_aud', 'integer', (column) => column.notNull())
        .addColumn('account_name', 'varchar(60)')
        .addColumn('bsb', 'varchar(6)')
        .addColumn('account_number', 'varchar(9)')
        .addColumn('updated_at', instant, (column) => column.notNull())
        .addColumn('updated_by', 'varchar(200)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('promotion_claims_status')
        .on('promotion_claims')
        .column('status')
        .execute();
      await db.schema
        .createTable('promotion_claim_serials')
        .addColumn('promotion', 'varchar(80)', (column) => column.notNull())
        .addColumn('serial', 'varchar(30)', (column) => column.notNull())
        .addColumn('lead_id', 'integer', (column) => column.notNull().references('leads.id'))
        .addPrimaryKeyConstraint('promotion_claim_serials_pk', ['promotion', 'serial'])
        .execute();
      await db.schema
        .createIndex('promotion_claim_serials_lead')
        .on('promotion_claim_serials')
        .column('lead_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('promotion_claim_serials').ifExists().execute();
      await db.schema.dropTable('promotion_claims').ifExists().execute();
    },
  };
}
