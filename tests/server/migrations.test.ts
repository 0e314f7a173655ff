/**
 * The migrations that have shipped keep their names, their order and what they build: databases in
 * use have them recorded as applied by name, so a renamed or reordered one would run again or never.
 * The schema they leave (tables, columns, indexes) is kept beside this test, one file per dialect,
 * and compared after migrating to the last shipped version. On SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { migrations } from '../../src/server/db/migrations.ts';
import { databaseKinds, openTestDatabase } from '../support/databases.ts';

/** Every migration shipped so far, in the order it applies. Append; never edit. */
const shipped = [
  '0001_leads',
  '0002_dealer_routing',
  '0003_rate_limits',
  '0004_closed_leads_index',
  '0005_warranty',
  '0006_promotion_claims',
  '0007_outbox_html',
  '0008_service_requests',
  '0009_claim_second_approval',
  '0010_service_booking',
  '0011_payment_runs',
  '0012_service_owner_link_version',
  '0013_service_owner_cancel',
  '0014_install_jobs',
  '0015_install_conflicts',
  '0016_owner_sessions',
  '0017_mail_preferences',
  '0018_dealer_reviews',
  '0019_home_transfers',
  '0020_privacy_requests',
  '0021_consent_records',
];
const lastShipped = shipped.at(-1) ?? '';

interface IndexRow {
  name: string;
  definition: string;
}

/** The schema as lines (`table.column type null default`, `index name: its definition`), sorted. */
async function schemaOf(handle: DatabaseHandle): Promise<string> {
  const lines: string[] = [];
  for (const table of await handle.db.introspection.getTables({ withInternalKyselyTables: false })) {
    for (const column of table.columns) {
      const traits = [column.isNullable ? 'null' : 'not null', column.hasDefaultValue ? 'default' : ''];
      lines.push(`${table.name}.${column.name} ${column.dataType} ${traits.join(' ')}`.trim());
    }
  }
  const indexes =
    handle.dialect === 'postgres'
      ? await sql<IndexRow>`select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema()`.execute(
          handle.db,
        )
      : await sql<IndexRow>`select name, coalesce(sql, tbl_name) as definition from sqlite_master where type = 'index'`.execute(
          handle.db,
        );
  for (const index of indexes.rows)
    lines.push(`index ${index.name}: ${index.definition.replaceAll(/\s+/g, ' ')}`);
  return `${lines.sort().join('\n')}\n`;
}

describe('the migrations', () => {
  it('list every shipped one first, by its name and in its order, and sort as they apply', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const names = Object.keys(migrations(dialect));
      expect(names.slice(0, shipped.length)).toEqual(shipped);
      expect(names).toEqual([...names].sort());
    }
  });
});

describe.each(databaseKinds)('the shipped migrations on $name', (kind) => {
  it('apply in order and build the schema they always built', async () => {
    const { database, handle } = await openTestDatabase(kind);
    try {
      const applied = await handle.db
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`name`.as('name'))
        .orderBy(sql`timestamp`)
        .orderBy(sql`name`)
        .execute();
      expect(applied.map((row) => row.name).slice(0, shipped.length)).toEqual(shipped);

      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrations(handle.dialect) },
      });
      expect((await migrator.migrateTo(lastShipped)).error).toBeUndefined();
      await expect(await schemaOf(handle)).toMatchFileSnapshot(
        `./migrations/schema-${lastShipped}.${kind.name}.txt`,
      );
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
