/**
 * Versioned schema migrations, kept in code (no migration folder to ship) and run by Kysely's
 * Migrator at start-up. Append new versions; never edit one that has shipped.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Logger } from '../log.ts';

export type DialectName = 'sqlite' | 'postgres';

function columnTypes(dialect: DialectName) {
  return {
    /** Instants: timestamptz in PostgreSQL, ISO 8601 text in SQLite. */
    instant: dialect === 'postgres' ? ('timestamptz' as const) : ('text' as const),
    /** File contents: bytea in PostgreSQL, blob in SQLite. */
    bytes: dialect === 'postgres' ? ('bytea' as const) : ('blob' as const),
  };
}

/** Every migration by name; names sort in the order they apply. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  const { instant, bytes } = columnTypes(dialect);
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (column) =>
        dialect === 'postgres'
          ? column.primaryKey().generatedByDefaultAsIdentity()
          : column.primaryKey().autoIncrement(),
      );

  return {
    '0001_leads': {
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
    },
    '0002_dealer_routing': {
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
    },
    /**
     * Rate-limit counts shared by every instance (src/server/http/rate-limit.ts): the table
     * `rate-limiter-flexible` expects, created here so concurrent starts never race to create it.
     */
    '0003_rate_limits': {
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
    },
    /**
     * Routing counts the open leads each dealer holds for every batch of submissions. Both
     * databases answered that count from the index on `closed_at` (`closed_at is null` looks
     * selective to a planner without statistics), reading every open lead, the staff queue
     * included, so the count grew with the table (2.3 ms a batch at 7,500 leads on SQLite).
     * Retention only ever looks for closed leads, so the `closed_at` index now holds just those
     * rows; the count then reads the routing-state index, the leads waiting or accepted.
     */
    '0004_closed_leads_index': {
      async up(db: AnyDb) {
        await db.schema.dropIndex('leads_closed_at').execute();
        await db.schema
          .createIndex('leads_closed_at')
          .on('leads')
          .column('closed_at')
          .where(sql.ref('closed_at'), 'is not', null)
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropIndex('leads_closed_at').execute();
        await db.schema.createIndex('leads_closed_at').on('leads').column('closed_at').execute();
      },
    },
    /**
     * Warranty registrations: the review status beside their lead, one row per registered serial
     * (the primary key is what makes a serial registrable once, across every instance), and the
     * files visitors upload (kept in the database so every instance reaches them, erased with the
     * lead).
     */
    '0005_warranty': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('warranty_registrations')
          .addColumn('lead_id', 'integer', (column) => column.primaryKey().references('leads.id'))
          .addColumn('status', 'varchar(20)', (column) => column.notNull())
          .addColumn('status_note', 'text')
          .addColumn('model', 'varchar(40)', (column) => column.notNull())
          .addColumn('product_slug', 'varchar(100)', (column) => column.notNull())
          .addColumn('dealer_id', 'varchar(80)')
          .addColumn('certificate_token', 'varchar(64)', (column) => column.unique())
          .addColumn('approved_at', instant)
          .addColumn('updated_at', instant, (column) => column.notNull())
          .addColumn('updated_by', 'varchar(200)', (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('warranty_registrations_dealer')
          .on('warranty_registrations')
          .column('dealer_id')
          .execute();
        await db.schema
          .createTable('warranty_serials')
          .addColumn('serial', 'varchar(30)', (column) => column.primaryKey())
          .addColumn('lead_id', 'integer', (column) => column.notNull().references('leads.id'))
          .addColumn('unit', 'varchar(10)', (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('warranty_serials_lead')
          .on('warranty_serials')
          .column('lead_id')
          .execute();
        await id(db, 'lead_files')
          .addColumn('lead_id', 'integer', (column) => column.notNull().references('leads.id'))
          .addColumn('field', 'varchar(40)', (column) => column.notNull())
          .addColumn('media_type', 'varchar(40)', (column) => column.notNull())
          .addColumn('file_name', 'varchar(200)', (column) => column.notNull())
          .addColumn('byte_size', 'integer', (column) => column.notNull())
          .addColumn('content', bytes, (column) => column.notNull())
          .addColumn('created_at', instant, (column) => column.notNull())
          .execute();
        await db.schema.createIndex('lead_files_lead').on('lead_files').column('lead_id').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('lead_files').ifExists().execute();
        await db.schema.dropTable('warranty_serials').ifExists().execute();
        await db.schema.dropTable('warranty_registrations').ifExists().execute();
      },
    },
    /**
     * Promotion claims: the review and the bank details beside their lead (bank details only here,
     * erased with the lead), and one row per claimed serial and promotion, whose primary key makes
     * a serial claimable once per promotion across every instance.
     */
    '0006_promotion_claims': {
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
    },
    /** Mail has an HTML part beside the text (src/server/mail); rows queued before have none. */
    '0007_outbox_html': {
      async up(db: AnyDb) {
        await db.schema.alterTable('notification_outbox').addColumn('html', 'text').execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('notification_outbox').dropColumn('html').execute();
      },
    },
    /** Service requests: the system and its warranty standing beside the lead (the photo is in lead_files). */
    '0008_service_requests': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('service_requests')
          .addColumn('lead_id', 'integer', (column) => column.primaryKey().references('leads.id'))
          .addColumn('model', 'varchar(40)', (column) => column.notNull())
          .addColumn('product_slug', 'varchar(100)', (column) => column.notNull())
          .addColumn('serial', 'varchar(30)', (column) => column.notNull())
          .addColumn('warranty_state', 'varchar(20)', (column) => column.notNull())
          .addColumn('cover_until', 'varchar(10)')
          .addColumn('call_out_fee_aud', 'integer')
          .addColumn('visit_windows', 'text')
          .addColumn('chosen_window', 'integer')
          .addColumn('outcome', 'varchar(20)')
          .addColumn('outcome_note', 'text')
          .addColumn('created_at', instant, (column) => column.notNull())
          .addColumn('updated_at', instant)
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('service_requests').ifExists().execute();
      },
    },
    /**
     * Payouts: who gave a claim its first approval (a claim above its promotion's threshold needs a
     * second, from someone else), and when an approved claim went into a payment file (each claim's
     * bank details go into one file only).
     */
    '0009_claim_second_approval': {
      async up(db: AnyDb) {
        for (const [name, type] of [
          ['first_approved_by', 'varchar(200)'],
          ['first_approver_sub', 'varchar(200)'],
          ['first_approved_at', instant],
          ['exported_at', instant],
          ['exported_by', 'varchar(200)'],
        ] as const) {
          await db.schema.alterTable('promotion_claims').addColumn(name, type).execute();
        }
        // Claims approved before now were in every payment file so far (it listed all approved
        // claims): counted as exported, so the first run after this does not pay them again.
        await sql`update promotion_claims set exported_at = updated_at, exported_by = ${'before payment runs were recorded'} where status = 'approved'`.execute(
          db,
        );
      },
      async down(db: AnyDb) {
        for (const name of [
          'first_approved_by',
          'first_approver_sub',
          'first_approved_at',
          'exported_at',
          'exported_by',
        ]) {
          await db.schema.alterTable('promotion_claims').dropColumn(name).execute();
        }
      },
    },
    /**
     * Booking a service visit: when the owner booked, how often the booking changed (the calendar
     * file's SEQUENCE), who changed it last, and when the owner asked for other times; the outbox
     * carries a calendar object beside a mail; keys the site signs owners' links with, shared by
     * every process on the database.
     */
    '0010_service_booking': {
      async up(db: AnyDb) {
        await db.schema.alterTable('service_requests').addColumn('booked_at', instant).execute();
        await db.schema
          .alterTable('service_requests')
          .addColumn('booking_sequence', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable('service_requests')
          .addColumn('booking_changed_by', 'varchar(10)')
          .execute();
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
    },
    /**
     * Payouts, hardened: a claimant's BSB and account number are kept sealed (src/server/promotions/
     * bank-seal.ts: longer than the digits, so text), and each payment run is kept by its id, its
     * file sealed, for a while after it was made (a lost download loses nothing); a claim names the
     * run that paid it.
     */
    '0011_payment_runs': {
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
    },
    /**
     * The version of a service request's owner links: each reassignment to another agent raises it,
     * so the links mailed before stop working (src/server/service/owner-link.ts).
     */
    '0012_service_owner_link_version': {
      async up(db: AnyDb) {
        await db.schema
          .alterTable('service_requests')
          .addColumn('owner_link_version', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('service_requests').dropColumn('owner_link_version').execute();
      },
    },
    /** The owner may cancel a service request ("it's working again"): when they did. */
    '0013_service_owner_cancel': {
      async up(db: AnyDb) {
        await db.schema.alterTable('service_requests').addColumn('owner_cancelled_at', instant).execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('service_requests').dropColumn('owner_cancelled_at').execute();
      },
    },
  };
}

/** Brings the schema to the latest version; throws (stopping start-up) when a migration fails. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works below the typed schema
  db: Kysely<any>,
  dialect: DialectName,
  logger?: Logger,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const fields = { migration: result.migrationName, status: result.status };
    if (result.status === 'Error') logger?.error('migration failed', fields);
    else logger?.info('migration applied', fields);
  }
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
