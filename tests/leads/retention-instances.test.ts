/**
 * Retention run by two instances at once on one PostgreSQL database: each closed lead is erased by
 * exactly one of them (rows are taken with FOR UPDATE SKIP LOCKED), so none is acted on twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { createLeadRepository, type NewLead } from '../../src/server/leads/repository.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const postgres = databaseKinds.find((kind) => kind.name === 'postgres');
const LEADS = 120;

describe.runIf(postgres)('retention on two instances', () => {
  let database: TestDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    database = await (postgres ?? { create: () => Promise.reject(new Error('no PostgreSQL')) }).create();
    [first, second] = await Promise.all([openDatabase(database.url), openDatabase(database.url)]);
    const leads = createLeadRepository(first);
    for (let index = 0; index < LEADS; index += 1) {
      await leads.createLead(
        {
          type: 'contact',
          idempotencyKey: `retention-${index}-0123456789abcdef`,
          payload: {
            enquiryType: 'product',
            name: 'Closed Lead',
            email: 'closed@example.com',
            message: 'Hi',
          },
          postcode: null,
          state: null,
          userAgentFamily: 'Other',
        } as unknown as NewLead,
        () => [],
      );
    }
    await first.db
      .updateTable('leads')
      .set({ status: 'lost', closed_at: '2020-01-01T00:00:00.000Z' })
      .execute();
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('erases each closed lead once between them', async () => {
    const cutoff = new Date().toISOString();
    const counts = await Promise.all([
      createLeadRepository(first).eraseClosedBefore(cutoff),
      createLeadRepository(second).eraseClosedBefore(cutoff),
    ]);
    expect(counts[0] + counts[1]).toBe(LEADS);
    const left = await first.db.selectFrom('leads').select('id').where('erased_at', 'is', null).execute();
    expect(left).toEqual([]);
  });
});
