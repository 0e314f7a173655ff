/**
 * Payment runs in the database, on SQLite and, with TEST_DATABASE_URL, PostgreSQL, on a clock the
 * test sets: a run pays each approved claim once, is kept (its file sealed) and downloadable again
 * by its id for the days it is kept, and then its file is erased while its record stays.
 */
import { describe, expect, it } from 'vitest';
import { createBankSeal } from '../../src/server/promotions/bank-seal.ts';
import { createClaimRepository } from '../../src/server/promotions/repository.ts';
import { databaseKinds, openTestDatabase } from '../support/databases.ts';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('payment runs on $name', (kind) => {
  it('keeps a run’s file for its days, by its id, then erases the file and keeps the record', async () => {
    const { database, handle } = await openTestDatabase(kind);
    let now = new Date('2031-02-14T00:00:00.000Z');
    const seal = createBankSeal(Buffer.alloc(32, 3));
    const claims = createClaimRepository(handle, () => now, seal);
    try {
      for (const [index, account] of ['00123456', '987654321'].entries()) {
        const lead = await handle.db
          .insertInto('leads')
          .values({
            type: 'claim',
            reference: `CC-RUNS0${index}`,
            idempotency_key: `payment-runs-${index}-0123456789`,
            status: 'won',
            payload: '{}',
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await handle.db
          .insertInto('promotion_claims')
          .values({
            lead_id: lead.id,
            promotion: 'test-ducted-bonus',
            status: 'approved',
            status_note: null,
            amount_aud: 400,
            account_name: 'B Payout',
            bsb: seal.seal('082001'),
            account_number: seal.seal(account),
            updated_at: now.toISOString(),
            updated_by: 'Riley Chen',
          } as never)
          .execute();
      }
      const written: string[][] = [];
      const run = await claims.createPaymentRun(
        'Sam Taylor',
        (payments) => {
          written.push(payments.map((payment) => `${payment.bsb} ${payment.accountNumber}`));
          return `file of ${payments.length}`;
        },
        30,
      );
      // The file is written from the opened details, leading zeros and all.
      expect(written).toEqual([['082001 00123456', '082001 987654321']]);
      expect(run).toMatchObject({
        createdBy: 'Sam Taylor',
        claimCount: 2,
        totalCents: 80_000,
        available: true,
        file: 'file of 2',
        availableUntil: '2031-03-16T00:00:00.000Z',
      });
      const id = run?.id ?? '';
      expect(id).toMatch(/^PR-20310214-[0-9A-F]{10}$/);
      // Each claim is paid once: the next run has nothing.
      expect(await claims.createPaymentRun('Sam Taylor', () => 'again', 30)).toBeUndefined();

      now = new Date(now.getTime() + 29 * DAY_MS);
      expect((await claims.paymentRun(id))?.file).toBe('file of 2');
      expect(await claims.erasePaymentRunsPast()).toBe(0);

      now = new Date(now.getTime() + 2 * DAY_MS);
      expect(await claims.paymentRun(id)).toBeUndefined();
      expect(await claims.erasePaymentRunsPast()).toBe(1);
      const [kept] = await claims.paymentRuns();
      expect(kept).toMatchObject({ id, claimCount: 2, totalCents: 80_000, available: false });
      const row = await handle.db
        .selectFrom('payment_runs')
        .select('file')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.file).toBeNull();
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
