/**
 * The databases a suite runs against: SQLite always, and PostgreSQL too when TEST_DATABASE_URL is
 * set (CI: postgres://postgres@127.0.0.1:5432/test). Each test file gets its own fresh database
 * (a new SQLite file, or a new PostgreSQL database created through TEST_DATABASE_URL) and drops it after.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { testDatabasePath } from './site-process.ts';

export interface TestDatabase {
  /** For DATABASE_URL. */
  url: string;
  /** Drops the database (or deletes the file). */
  drop(): Promise<void>;
}

export interface DatabaseKind {
  name: 'sqlite' | 'postgres';
  create(): Promise<TestDatabase>;
}

// biome-ignore lint/complexity/useLiteralKeys: process.env is the only way tests learn about CI's database
const adminUrl = process.env['TEST_DATABASE_URL'];

async function createPostgresDatabase(admin: string): Promise<TestDatabase> {
  const name = `cirrus_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fresh SQLite file in a temporary folder. */
export const sqliteKind: DatabaseKind = {
  name: 'sqlite',
  async create() {
    const file = testDatabasePath();
    return { url: file, drop: async () => rmSync(dirname(file), { recursive: true, force: true }) };
  },
};

export const databaseKinds: DatabaseKind[] = [
  sqliteKind,
  ...(adminUrl ? [{ name: 'postgres' as const, create: () => createPostgresDatabase(adminUrl) }] : []),
];

/** A fresh, migrated database of the given kind, opened in this process. */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: TestDatabase; handle: DatabaseHandle }> {
  const database = await kind.create();
  const handle = await openDatabase(database.url);
  return { database, handle };
}
