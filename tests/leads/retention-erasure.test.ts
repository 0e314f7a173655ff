/**
 * Erasure leaves nothing readable: after the retention run, an erased lead's name, email and
 * uploaded invoice are gone from the SQLite database file and its write-ahead log byte for byte
 * (secure delete, then a TRUNCATE checkpoint), and its notifications not yet sent are gone from the
 * outbox on both databases, so no mail carries the details out afterwards.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, sqlitePathOf } from '../../src/server/db/database.ts';
import { createLeadRepository, type NewLead } from '../../src/server/leads/repository.ts';
import { createRetentionJob } from '../../src/server/leads/retention.ts';
import { createLogger } from '../../src/server/log.ts';
import { ownedBy } from '../../src/server/my-home/ownership.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const name = 'Philippa Quennell-Ashworth';
const email = 'philippa.quennell@example.com';
/** An invoice large enough to spill over several pages, with a marker no other row holds. */
const invoice = Buffer.from(
  `%PDF-1.7 Tax invoice INV-7781-QUENNELL ${'Ducted install, 14 kW. '.repeat(400)}`,
);
const marker = 'INV-7781-QUENNELL';

/** Bytes of the SQLite database file and its write-ahead log, as anyone reading the disk sees them. */
function rawFiles(url: string): Buffer {
  const file = sqlitePathOf(url);
  return Buffer.concat(
    [file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path)),
  );
}

describe.each(databaseKinds)('erasure on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let leadId: number;

  beforeEach(async () => {
    database = await kind.create();
    handle = await openDatabase(database.url);
    const created = await createLeadRepository(handle).createLead(
      {
        type: 'contact',
        idempotencyKey: 'erasure-0123456789abcdef',
        payload: { enquiryType: 'product', name, email, message: 'Please call about my invoice.' },
        postcode: '2150',
        state: 'NSW',
        userAgentFamily: 'Other',
      } as unknown as NewLead,
      (reference) => [
        {
          kind: 'lead-notification',
          recipient: 'leads@cirrusclimate.com.au',
          subject: `New contact ${reference} from ${name}`,
          body: `${name} <${email}> wrote: Please call about my invoice.`,
          html: `<p>${name} &lt;${email}&gt; wrote: Please call about my invoice.</p>`,
        },
      ],
    );
    leadId = created.id;
    await handle.db
      .insertInto('lead_files')
      .values({
        lead_id: leadId,
        field: 'proofOfPurchase',
        media_type: 'application/pdf',
        file_name: 'invoice.pdf',
        byte_size: invoice.byteLength,
        content: invoice,
        created_at: '2024-01-10T00:00:00.000Z',
      })
      .execute();
    await handle.db
      .updateTable('leads')
      .set({ status: 'lost', closed_at: '2024-01-15T00:00:00.000Z' })
      .where('id', '=', leadId)
      .execute();
  });
  afterEach(async () => {
    await handle?.close();
    await database?.drop();
  });

  async function runRetention() {
    const job = createRetentionJob({
      repository: createLeadRepository(handle),
      retentionDays: 730,
      logger: createLogger({ service: 'erasure-test' }, true),
      clock: () => new Date('2026-11-25T00:00:00.000Z'),
    });
    try {
      return await job.runOnce();
    } finally {
      await job.stop();
    }
  }

  it('deletes the lead’s notifications not yet sent, and its uploaded invoice', async () => {
    const pending = await handle.db
      .selectFrom('notification_outbox')
      .select('status')
      .where('lead_id', '=', leadId)
      .execute();
    expect(pending).toEqual([{ status: 'pending' }]);
    expect(await runRetention()).toBe(1);
    const left = await handle.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('lead_id', '=', leadId)
      .execute();
    expect(left).toEqual([]);
    const files = await handle.db
      .selectFrom('lead_files')
      .select('id')
      .where('lead_id', '=', leadId)
      .execute();
    expect(files).toEqual([]);
  });

  it.runIf(kind.name === 'sqlite')(
    'leaves no byte of the name, email or invoice in the file or its log',
    async () => {
      const before = rawFiles(database.url);
      // The test means something only if the details were on disk to begin with.
      expect(before.includes(name)).toBe(true);
      expect(before.includes(marker)).toBe(true);
      expect(await runRetention()).toBe(1);
      const files = rawFiles(database.url);
      expect(files.includes(name), 'name').toBe(false);
      expect(files.includes(email), 'email').toBe(false);
      expect(files.includes(marker), 'invoice').toBe(false);
      // Still a working database afterwards.
      const lead = await handle.db
        .selectFrom('leads')
        .select(['name', 'erased_at'])
        .executeTakeFirstOrThrow();
      expect(lead.name).toBeNull();
      expect(lead.erased_at).not.toBeNull();
    },
  );
});

describe.each(databaseKinds)('a deletion request erases the address’s home on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  afterEach(async () => {
    await handle?.close();
    await database?.drop();
  });

  /** What My home keeps for one address: a session, a care reminder, a unit bought, a tenant link, a sale. */
  async function homeOf(address: string, buyer: string) {
    const at = '2026-11-20T00:00:00.000Z';
    const { id: leadId } = await createLeadRepository(handle).createLead(
      {
        type: 'contact',
        idempotencyKey: `home-${address}`.padEnd(24, '0'),
        payload: { enquiryType: 'product', name, email: address, message: 'Hello.' },
        postcode: '2150',
        state: 'NSW',
        userAgentFamily: 'Other',
      } as unknown as NewLead,
      () => [],
    );
    await handle.db
      .insertInto('owner_sessions')
      .values({ token_hash: `hash-${address}`, email: address, expires_at: at, created_at: at })
      .execute();
    await handle.db
      .insertInto('care_reminders')
      .values({
        email: address,
        unit_key: 'CC-7K3M9Q',
        kind: 'filter',
        unit_name: 'Edge 3.5 kW',
        product_type: 'split',
        state: 'NSW',
        due_on: '2026-12-20',
        enabled: 1,
        done_on: null,
        mailed_for: null,
        updated_at: at,
        created_at: at,
      })
      .execute();
    const transfer = (k: string, status: 'pending' | 'confirmed') =>
      handle.db
        .insertInto('home_transfers')
        .values({
          nonce: `${k}-${address}`,
          seller_email: address,
          buyer_email: buyer,
          postcode: '2150',
          state: 'NSW',
          status,
          expires_at: at,
          decided_at: null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const sold = await transfer('sold', 'confirmed');
    await transfer('waiting', 'pending');
    await handle.db
      .insertInto('home_lead_owners')
      .values({ lead_id: leadId, email: address, transfer_id: sold.id, since: at })
      .execute();
    await handle.db
      .insertInto('home_tenant_links')
      .values({
        nonce: `tenant-${address}`,
        owner_email: address,
        postcode: '2150',
        state: 'NSW',
        label: 'Postcode 2150, NSW',
        revoked_at: null,
        created_at: at,
      })
      .execute();
  }

  /** Every row of My home's tables that still names `address`. */
  async function rowsNaming(address: string): Promise<string[]> {
    const named = async (table: string, rows: Promise<unknown[]>) => (await rows).map(() => table);
    return (
      await Promise.all([
        named(
          'owner_sessions',
          handle.db.selectFrom('owner_sessions').select('id').where('email', '=', address).execute(),
        ),
        named(
          'care_reminders',
          handle.db.selectFrom('care_reminders').select('id').where('email', '=', address).execute(),
        ),
        named(
          'home_lead_owners',
          handle.db.selectFrom('home_lead_owners').select('lead_id').where('email', '=', address).execute(),
        ),
        named(
          'home_tenant_links',
          handle.db.selectFrom('home_tenant_links').select('id').where('owner_email', '=', address).execute(),
        ),
        named(
          'home_transfers',
          handle.db
            .selectFrom('home_transfers')
            .select('id')
            .where((eb) => eb.or([eb('seller_email', '=', address), eb('buyer_email', '=', address)]))
            .execute(),
        ),
      ])
    ).flat();
  }

  it('leaves no row of My home naming the address, and another owner’s home as it was', async () => {
    database = await kind.create();
    handle = await openDatabase(database.url);
    const erased = 'marta.kowalski@example.com';
    const kept = 'dev.patel@example.com';
    const buyer = 'sam.buyer@example.com';
    await homeOf(erased, buyer);
    await homeOf(kept, buyer);
    const keptBefore = await rowsNaming(kept);
    // Not a vacuous pass: both homes are there to begin with.
    expect((await rowsNaming(erased)).length).toBeGreaterThanOrEqual(6);

    expect(await createLeadRepository(handle).eraseByEmail(erased.toUpperCase())).toBe(1);

    expect(await rowsNaming(erased)).toEqual([]);
    expect((await rowsNaming(kept)).sort()).toEqual(keptBefore.sort());
    // The sale that was done keeps its row for the buyer, with the seller's address replaced.
    const sold = await handle.db
      .selectFrom('home_transfers')
      .select(['seller_email', 'buyer_email'])
      .where('status', '=', 'confirmed')
      .where('seller_email', '!=', kept)
      .execute();
    expect(sold).toEqual([{ seller_email: '[erased]', buyer_email: buyer }]);
  });

  it('keeps units a buyer erased bought out of the seller’s My home', async () => {
    database = await kind.create();
    handle = await openDatabase(database.url);
    const seller = 'marta.kowalski@example.com';
    const buyer = 'sam.buyer@example.com';
    await homeOf(seller, 'someone@example.com');
    const leadsOf = (email: string) =>
      handle.db.selectFrom('leads as l').select('l.id').where(ownedBy(email)).execute();
    // The seller's lead moved to the buyer: the seller no longer sees it.
    await handle.db.updateTable('home_lead_owners').set({ email: buyer }).execute();
    expect(await leadsOf(seller)).toEqual([]);
    expect(await leadsOf(buyer)).toHaveLength(1);

    await createLeadRepository(handle).eraseByEmail(buyer);

    expect(await rowsNaming(buyer)).toEqual([]);
    expect(await leadsOf(buyer)).toEqual([]);
    // Not handed back to the seller by the buyer's erasure.
    expect(await leadsOf(seller)).toEqual([]);
  });
});
