import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Routing quotes and installer requests to dealers: who holds a lead and where its hand-over stands,
 * staff's settings per dealer, and the events of each hand-over.
 */
export function dealerRouting({ instant, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      // Who holds a quote or installer request now, and where its hand-over stands (null for the
      // kinds that are not routed). See src/server/routing.
      const leadColumns: [string, 'varchar(80)' | 'varchar(20)' | typeof instant][] = [
        ['dealer_id', 'varchar(80)'],
        ['routing_state', 'varchar(20)'],
        ['product_type', 'varchar(20)'],
        ['assigned_at', instant],
        ['respond_by', instant],
        ['accepted_at', instant],
      ];
      for (const [name, type] of leadColumns) {
        await db.schema.alterTable('leads').addColumn(name, type).execute();
      }
      await db.schema
        .alterTable('leads')
        .addColumn('handovers', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('leads_dealer')
        .on('leads')
        .columns(['dealer_id', 'routing_state'])
        .execute();
      await db.schema
        .createIndex('leads_routing_due')
        .on('leads')
        .columns(['routing_state', 'respond_by'])
        .execute();

      // Staff's settings per dealer; also the row an assignment locks so caps hold across processes.
      await db.schema
        .createTable('dealer_state')
        .addColumn('dealer_id', 'varchar(80)', (column) => column.primaryKey())
        .addColumn('paused', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('waiting_cap', 'integer')
        .addColumn('updated_at', instant, (column) => column.notNull())
        .addColumn('updated_by', 'varchar(200)', (column) => column.notNull())
        .execute();

      await id(db, 'lead_routing_events')
        .addColumn('lead_id', 'integer', (column) =>
          column.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('kind', 'varchar(20)', (column) => column.notNull())
        .addColumn('dealer_id', 'varchar(80)')
        .addColumn('actor', 'varchar(200)', (column) => column.notNull())
        .addColumn('reason', 'varchar(40)')
        .addColumn('note', 'text')
        .addColumn('at', instant, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('lead_routing_events_lead')
        .on('lead_routing_events')
        .column('lead_id')
        .execute();
      await db.schema
        .createIndex('lead_routing_events_dealer')
        .on('lead_routing_events')
        .columns(['dealer_id', 'kind'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('lead_routing_events').ifExists().execute();
      await db.schema.dropTable('dealer_state').ifExists().execute();
      await db.schema.dropIndex('leads_routing_due').ifExists().execute();
      await db.schema.dropIndex('leads_dealer').ifExists().execute();
      for (const name of [
        'handovers',
        'accepted_at',
        'respond_by',
        'assigned_at',
        'product_type',
        'routing_state',
        'dealer_id',
      ]) {
        await db.schema.alterTable('leads').dropColumn(name).execute();
      }
    },
  };
}
