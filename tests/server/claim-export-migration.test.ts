/**
 * Migration 0009 records payment runs. Before it, every payment file listed every approved claim,
 * so the claims approved by then count as exported: the first run after the upgrade does not pay
 * them again. Migration 0011 seals the BSB and account number at rest, and the server's start
 * seals those kept in the clear before it. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../src/server/db/migrations.ts';
import { createBankSeal } from '../../src/server/promotions/bank-seal.ts';
import { createClaimRepository } from '../../src/server/promotions/repository.ts';
import { databaseKinds, openTestDatabase } from '../support/databases.ts';

describe.each(databaseKinds)('payment runs recorded (migrations 0009 and 0011) on $name', (kind) => {
  it('counts claims approved before it as exported, and no other; seals bank details kept in the clear', async () => {
    const { database, handle } = await openTestDatabase(kind);
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrations(handle.dialect) },
      });
      expect((await migrator.migrateTo('0008_service_requests')).error).toBeUndefined();
      const at = '2031-02-01T00:00:00.000Z';
      for (const [index, status] of (['approved', 'validated'] as const).entries()) {
        const lead = await handle.db
          .insertInto('leads')
          .values({
            type: 'claim',
            reference: `CC-MIGRA${index}`,
            idempotency_key: `migration-0009-${index}-0123456789`,
            status: 'contacted',
            payload: '{}',
            created_at: at,
            updated_at: at,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        // The table as it was before 0009: none of its columns.
        await handle.db
          .insertInto('promotion_claims')
          .values({
            lead_id: lead.id,
            promotion: 'test-ducted-bonus',
            status,
            amount_aud: 400,
            account_name: 'B Payout',
            bsb: '082001',
            account_number: '11223344',
            updated_at: at,
            updated_by: 'Sam Taylor',
          } as never)
          .execute();
      }
      await migrateToLatest(handle.db, handle.dialect);
      const rows = await handle.db
        .selectFrom('promotion_claims')
        .select(['status', 'exported_at', 'exported_by'])
        .orderBy('status')
        .execute();
      expect(rows.map((row) => [row.status, row.exported_at !== null, row.exported_by])).toEqual([
        ['approved', true, 'before payment runs were recorded'],
        ['validated', false, null],
      ]);
      const claims = createClaimRepository(handle);
      expect(await claims.createPaymentRun('Sam Taylor', () => 'file', 30)).toBeUndefined();

      // Migration 0011 seals bank details at rest: the start-up seals what was kept in the clear.
      expect(await claims.sealPlainBankDetails()).toBe(2);
      const sealed = await handle.db
        .selectFrom('promotion_claims')
        .select(['bsb', 'account_number'])
        .execute();
      for (const row of sealed) {
        expect(row.bsb).toMatch(/^v1:/);
        expect(row.account_number).toMatch(/^v1:/);
        expect(`${row.bsb} ${row.account_number}`).not.toMatch(/082001|11223344/);
      }
      expect(await claims.sealPlainBankDetails()).toBe(0);
      expect((await claims.findByReference('CC-MIGRA1'))?.accountEnding).toBe('…344');
      // Sealed under another key, the values do not open.
      const otherKey = createClaimRepository(handle, undefined, createBankSeal(Buffer.alloc(32, 7)));
      await expect(otherKey.findByReference('CC-MIGRA1')).rejects.toThrow();
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
