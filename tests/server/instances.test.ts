/**
 * Two real server processes on one PostgreSQL database, as the site runs behind a load balancer:
 * the form rate limit holds across both, killing one while forms are posted loses no answered lead
 * and sends no email twice, and a database that is unreachable for a while is answered 503 with
 * Retry-After, stores nothing by halves and is recovered from without a restart. Runs only when
 * TEST_DATABASE_URL names a PostgreSQL server; the outage is made by a loopback proxy in front of
 * it, for one of the two processes only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

const postgres = databaseKinds.find((kind) => kind.name === 'postgres');

/** A name the form accepts (letters only) that tells posts apart: 0 → "A", 26 → "BA". */
const letters = (index: number): string =>
  (index >= 26 ? letters(Math.floor(index / 26)) : '') + String.fromCharCode(65 + (index % 26));

describe.runIf(postgres)('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  /** The first process's SMTP server: takes each message and never answers, like a delivery cut short. */
  let stalled: SmtpSink;
  let proxy: TcpProxy;
  /** Reaches PostgreSQL through the proxy (the one the outage hits). */
  let first: SiteProcess;
  let second: SiteProcess;
  let client = 0;

  /** A post from its own client address (behind the trusted proxy), so only the limit test meets the limit. */
  const post = (site: SiteProcess, name: string, address?: string) => {
    client += 1;
    return postForm(site.url, '/contact-us', {
      body: { ...validAnswers('contact'), name },
      // As the trusted proxy would: the client's address and the host it addressed (the origin check's own origin).
      headers: {
        'X-Forwarded-For': address ?? `198.51.${Math.floor(client / 250) % 250}.${client % 250}`,
        'X-Forwarded-Host': new URL(site.url).host,
      },
    });
  };

  beforeAll(async () => {
    database = await (postgres ?? { create: () => Promise.reject(new Error('no PostgreSQL')) }).create();
    handle = await openDatabase(database.url);
    sink = await startSmtpSink();
    stalled = await startSmtpSink({ stall: true });
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const common = {
      LEADS_NOTIFY_TO: 'sales@cirrus.test',
      FORM_RATE_LIMIT: '5',
      TRUST_PROXY: 'true',
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_MS: '4000',
      OUTBOX_RETRY_BASE_MS: '200',
    };
    [first, second] = await Promise.all([
      startSiteProcess({ ...common, SMTP_URL: stalled.url, DATABASE_URL: proxied.toString() }, 40_000),
      startSiteProcess({ ...common, SMTP_URL: sink.url, DATABASE_URL: database.url }, 40_000),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await proxy?.close();
    await Promise.all([sink?.stop(), stalled?.stop()]);
    await handle?.close();
    await database?.drop();
  });

  /** Leads stored without their first history entry or their email: must never exist. */
  const halfStored = () =>
    handle.db
      .selectFrom('leads')
      .select('reference')
      .where((eb) =>
        eb.or([
          eb.not(
            eb.exists(eb.selectFrom('lead_status_history').whereRef('lead_id', '=', 'leads.id').select('id')),
          ),
          eb.not(
            eb.exists(eb.selectFrom('notification_outbox').whereRef('lead_id', '=', 'leads.id').select('id')),
          ),
        ]),
      )
      .execute();
  const storedNamed = (name: string) =>
    handle.db.selectFrom('leads').select('reference').where('name', '=', name).execute();

  it('holds the form limit across both: the sixth post from one address is refused by either', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const site = index % 2 === 0 ? first : second;
      statuses.push((await post(site, `Limit Tester ${letters(index)}`, address)).status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    const other = await post(statuses.length % 2 === 0 ? first : second, 'Limit Tester', address);
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After while the database is unreachable, stores nothing by halves, and recovers', async () => {
    await proxy.cut();
    const refused: string[] = [];
    const deadline = Date.now() + 10_000;
    try {
      for (let index = 0; Date.now() < deadline; index += 1) {
        const name = `Outage Visitor ${letters(index)}`;
        const response = await post(first, name);
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        const html = await response.text();
        expect(html).toContain('We could not save your request just now.');
        // The visitor's details are kept in the form.
        expect(html).toContain(`value="${name}"`);
        refused.push(name);
        expect((await fetch(new URL('/readyz', first.url))).status).toBe(503);
        // Pages that need no database are still served, and the other process still takes leads.
        expect((await fetch(new URL('/faqs', first.url))).status).toBe(200);
      }
      expect((await post(second, 'Outage Other Process')).status).toBe(303);
    } finally {
      await proxy.restore();
    }
    expect(refused.length).toBeGreaterThan(0);
    for (const name of refused) expect(await storedNamed(name)).toEqual([]);
    // Recovers by itself: the next post is stored, and the process is ready again.
    const after = await post(first, 'Outage Recovered');
    expect(after.status).toBe(303);
    expect((await fetch(new URL('/readyz', first.url))).status).toBe(200);
    expect(await halfStored()).toEqual([]);
  }, 60_000);

  it('loses no answered lead and sends every email exactly once when one process is killed mid-posting', async () => {
    const answered: string[] = [];
    let posted = 0;
    const worker = async (site: SiteProcess, count: number) => {
      for (let index = 0; index < count; index += 1) {
        posted += 1;
        const response = await post(site, `Kill Visitor ${letters(posted)}`).catch(() => null);
        if (response?.status === 303) answered.push(referenceOf(response) ?? '');
        if (posted === 10) first.child.kill('SIGKILL');
      }
    };
    await Promise.all([worker(first, 12), worker(second, 12), worker(first, 12), worker(second, 12)]);
    await first.stop('SIGKILL');
    // Every 303 the clients saw is a stored lead, whole.
    const stored = await handle.db.selectFrom('leads').select('reference').execute();
    const storedReferences = new Set(stored.map((row) => row.reference));
    expect(answered.length).toBeGreaterThan(10);
    for (const reference of answered) expect(storedReferences.has(reference)).toBe(true);
    expect(await halfStored()).toEqual([]);
    // Every stored lead's email arrives: the first process's deliveries never finish (its server
    // stalls, then the process is killed), so its claims are taken over when their lease expires...
    await sink.waitFor(stored.length, 45_000);
    // ...once: a late duplicate would come from the surviving process's next poll.
    await expect.poll(() => unsentCount(), { timeout: 15_000 }).toBe(0);
    for (const { reference } of stored) {
      expect(sink.messages.filter((mail) => mail.subject.includes(reference))).toHaveLength(1);
    }
  }, 90_000);

  const unsentCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom('notification_outbox')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '!=', 'sent')
          .executeTakeFirstOrThrow()
      ).count,
    );
});
