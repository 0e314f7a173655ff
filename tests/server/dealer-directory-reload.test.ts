/**
 * A published edit of the dealer files reaches the running server's routing without a restart
 * (the editing instance calls `reloadDealers` after it switches to the new build): a dealer who
 * joins is routed to, a renamed one is named anew, and a directory that does not read leaves the
 * one in use untouched. Real services on SQLite and PostgreSQL (when TEST_DATABASE_URL is set).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import type { Logger } from '../../src/server/log.ts';
import { createServices, type Services } from '../../src/server/services.ts';
import { root } from '../content/load-content.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { fixtureDealersDir } from '../support/fixture-content.ts';
import { JOINED_DEALER, withJoinedDealer } from '../support/joined-dealer.ts';

/** The services' start-up and migration lines would only crowd the test output. */
const silent: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  child: () => silent,
};
const JOINED = JOINED_DEALER.id;

/** A copy of the tests' dealer files in `dir/src/content/dealers`, NSW edited by `edit`. */
function publishedCopy(dir: string, edit: (nsw: string) => string) {
  const dealers = join(dir, 'src/content/dealers');
  cpSync(fixtureDealersDir, dealers, { recursive: true });
  const nsw = join(dealers, 'nsw.yaml');
  writeFileSync(nsw, edit(readFileSync(nsw, 'utf8')));
}

describe.each(databaseKinds)('the dealer directory on $name', (kind) => {
  let database: TestDatabase;
  let services: Services;
  let scratch: string;

  beforeAll(async () => {
    database = await kind.create();
    scratch = mkdtempSync(join(tmpdir(), 'cirrus-dealers-'));
    const env = { NODE_ENV: 'test', DATABASE_URL: database.url, TEST_DEALERS_DIR: fixtureDealersDir };
    services = await createServices(loadEnv(env), silent, {
      root,
      startWorkers: false,
      mailSender: null,
    });
  });

  afterAll(async () => {
    await services?.close();
    await database?.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('takes a dealer who joined in a published edit into routing, without a restart', async () => {
    const before = services.dealers.length;
    expect(services.routing.dealer(JOINED)).toBeUndefined();
    const published = join(scratch, 'joined');
    publishedCopy(published, withJoinedDealer);

    await services.reloadDealers(published);

    expect(services.dealers).toHaveLength(before + 1);
    expect(services.routing.dealer(JOINED)?.name).toBe(JOINED_DEALER.name);
    expect((await services.routing.dealerTable()).map((row) => row.dealerId)).toContain(JOINED);
  });

  it('keeps the directory in use when the new one does not read', async () => {
    const inUse = services.dealers;
    const broken = join(scratch, 'broken');
    publishedCopy(broken, (nsw) => nsw.replace(/postcode: "2150"/, 'postcode: "not a postcode"'));

    await expect(services.reloadDealers(broken)).rejects.toThrow(/nsw\.yaml/);

    expect(services.dealers).toBe(inUse);
    expect(services.routing.dealer(JOINED)).toBeDefined();
  });
});
