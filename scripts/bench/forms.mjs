#!/usr/bin/env node
/**
 * `npm run bench:forms`: valid quote submissions against the real built server on SQLite (run
 * `npm run build` first), through autocannon: 50 connections for 10 s, each request with its own
 * idempotency key, the rate limit off. Reports requests per second and p50 / p99 latency, and checks
 * that the number of stored leads equals the number of 303 answers (nothing lost, nothing doubled).
 *
 * Budget: at least 1,000 submissions per second with p99 at most 100 ms (2 cores). Exits 1 when the
 * budget is missed or a count does not match. Options: --connections N, --duration S, and
 * --postgres <url of a server's maintenance database> to run on a fresh PostgreSQL database
 * (created, then dropped) instead of SQLite, e.g.
 * `npm run bench:forms -- --postgres postgres://postgres@127.0.0.1:5432/postgres`.
 */
import '../node-version.mjs';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');

/** The built server as `npm start` runs it, on a free port; resolves with its URL once listening. */
function startServer(env) {
  const child = spawn(process.execPath, [join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: 'localhost',
      PORT: '0',
      DEV_IDP_PORT: '0',
      METRICS_PORT: '0',
      ...env,
    },
    // The request log goes nowhere: the benchmark measures the server, not a pipe to this process.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, rejectStart) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      if (output === null) return;
      output += chunk;
      const match = /"msg":"listening"[^\n]*?"url":"([^"]+)"/.exec(output);
      if (!match) return;
      output = null;
      resolveStart({
        url: match[1],
        stop: () =>
          new Promise((resolveStop) => {
            child.once('exit', resolveStop);
            child.kill('SIGTERM');
          }),
      });
    });
    child.stdout.resume();
    child.once('exit', (code) => rejectStart(new Error(`server exited with ${code} before listening`)));
  });
}

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    postgres: { type: 'string' },
  },
});
const budget = { requestsPerSecond: 1000, p99Ms: 100 };

/** A fresh SQLite file in a temporary folder. */
function sqliteStore() {
  const folder = mkdtempSync(join(tmpdir(), 'cirrus-bench-'));
  const file = join(folder, 'bench.sqlite');
  return {
    name: 'SQLite',
    databaseUrl: file,
    async countLeads() {
      const database = new DatabaseSync(file, { readOnly: true });
      try {
        return Number(database.prepare('select count(*) as count from leads').get()?.count);
      } finally {
        database.close();
      }
    },
    async dispose() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server that `maintenanceUrl` points at, dropped afterwards. */
async function postgresStore(maintenanceUrl) {
  const name = `cirrus_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(maintenanceUrl);
  databaseUrl.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: databaseUrl.href });
  let connected = false;
  return {
    name: 'PostgreSQL',
    databaseUrl: databaseUrl.href,
    async countLeads() {
      if (!connected) await client.connect();
      connected = true;
      const { rows } = await client.query('select count(*)::int as count from leads');
      return rows[0].count;
    },
    async dispose() {
      if (connected) await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const store = options.postgres ? await postgresStore(options.postgres) : sqliteStore();
const site = await startServer({ NODE_ENV: 'test', DATABASE_URL: store.databaseUrl, FORM_RATE_LIMIT: '0' });
const url = new URL('/get-a-quote', site.url);
const fields = {
  product: 'ducted',
  propertyType: 'house',
  rooms: '4',
  postcode: '2000',
  name: 'Bench Mark',
  email: 'bench@example.com',
  phone: '0412 345 678',
  contactTime: 'morning',
  message: 'Four bedrooms, west facing.',
};
const body = () => new URLSearchParams({ submissionKey: randomUUID(), ...fields }).toString();

const post = (amount, duration) =>
  autocannon({
    url: url.href,
    connections: Number(options.connections),
    ...(amount ? { amount } : { duration }),
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url.origin },
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
  });

/** The lead count once the server has finished what is in flight (unchanged for 300 ms). */
async function settledCount() {
  let last = -1;
  for (;;) {
    const count = await store.countLeads();
    if (count === last) return count;
    last = count;
    await new Promise((resolveWait) => setTimeout(resolveWait, 300));
  }
}

let result;
let storedLeads;
try {
  // Warm up (routes compiled, caches filled) and measure the rate, so the measured run can be a
  // fixed number of requests lasting about the requested duration. A fixed number, because a
  // timed run stops with requests in flight whose answers it never counts.
  const probe = await post(undefined, 3);
  const amount = Math.max(1000, Math.round(probe.requests.average * Number(options.duration)));
  const before = await settledCount();
  result = await post(amount);
  storedLeads = (await settledCount()) - before;
} finally {
  await site.stop();
}
await store.dispose();

const redirects = result.statusCodeStats?.['303']?.count ?? 0;
const summary = {
  connections: result.connections,
  durationSeconds: result.duration,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  },
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  ),
  errors: result.errors,
  timeouts: result.timeouts,
  redirects303: redirects,
  storedLeads,
};
console.log(JSON.stringify(summary, null, 2));
console.log(
  `\n| quote submissions (${store.name}) | ${summary.connections} connections, ${summary.durationSeconds} s | ${summary.requestsPerSecond} req/s | p50 ${summary.latencyMs.p50} ms | p99 ${summary.latencyMs.p99} ms | ${redirects} × 303 = ${storedLeads} rows |`,
);

const problems = [];
if (storedLeads !== redirects) problems.push(`stored ${storedLeads} leads for ${redirects} redirects`);
if (redirects !== result.requests.total)
  problems.push(`${result.requests.total - redirects} answers were not 303`);
if (summary.requestsPerSecond < budget.requestsPerSecond)
  problems.push(`${summary.requestsPerSecond} req/s is under ${budget.requestsPerSecond}`);
if (summary.latencyMs.p99 > budget.p99Ms)
  problems.push(`p99 ${summary.latencyMs.p99} ms is over ${budget.p99Ms} ms`);
if (problems.length) {
  console.error(`\nOver budget: ${problems.join('; ')}`);
  process.exitCode = 1;
}
