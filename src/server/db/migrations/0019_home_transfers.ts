import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * My home's notices, sales and tenants (issue 55).
 * - `safety_notice_mails`: one row per safety notice and owner mailed, unique on the pair, written
 *   in the transaction that queues the mail, so each matched owner is mailed once per notice however
 *   often (and on however many processes) the job runs.
 * - `home_transfers`: a sale of the units at one address from the seller to a buyer, pending until
 *   the buyer confirms from the link mailed to them (its random nonce here), or cancelled.
 * - `home_lead_owners`: once confirmed, who owns each lead that moved. Leads keep the address they
 *   were made with (the seller's registration, the dealer's job, the agent's request stay as they
 *   were given and as retention erases them); this row says the lead's units now belong to `email`.
 * - `home_tenant_links`: a landlord's link for a tenant, for one address, until revoked.
 */
export function homeTransfers({ instant, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'safety_notice_mails')
        .addColumn('notice', 'varchar(100)', (column) => column.notNull())
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .addUniqueConstraint('safety_notice_mails_notice_email', ['notice', 'email'])
        .execute();
      await id(db, 'home_transfers')
        .addColumn('nonce', 'varchar(43)', (column) => column.notNull().unique())
        .addColumn('seller_email', 'varchar(254)', (column) => column.notNull())
        .addColumn('buyer_email', 'varchar(254)', (column) => column.notNull())
        .addColumn('postcode', 'varchar(4)')
        .addColumn('state', 'varchar(3)')
        .addColumn('status', 'varchar(12)', (column) => column.notNull())
        .addColumn('expires_at', instant, (column) => column.notNull())
        .addColumn('decided_at', instant)
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('home_transfers_seller')
        .on('home_transfers')
        .column('seller_email')
        .execute();
      await db.schema
        .createTable('home_lead_owners')
        .addColumn('lead_id', 'integer', (column) => column.primaryKey().references('leads.id'))
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('transfer_id', 'integer', (column) => column.notNull().references('home_transfers.id'))
        .addColumn('since', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('home_lead_owners_email').on('home_lead_owners').column('email').execute();
      await id(db, 'home_tenant_links')
        .addColumn('nonce', 'varchar(43)', (column) => column.notNull().unique())
        .addColumn('owner_email', 'varchar(254)', (column) => column.notNull())
        .addColumn('postcode', 'varchar(4)')
        .addColumn('state', 'varchar(3)')
        .addColumn('label', 'varchar(80)', (column) => column.notNull())
        .addColumn('revoked_at', instant)
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('home_tenant_links_owner')
        .on('home_tenant_links')
        .column('owner_email')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('home_tenant_links').ifExists().execute();
      await db.schema.dropTable('home_lead_owners').ifExists().execute();
      await db.schema.dropTable('home_transfers').ifExists().execute();
      await db.schema.dropTable('safety_notice_mails').ifExists().execute();
    },
  };
}
