/**
 * Opens the database DATABASE_URL names and migrates it: PostgreSQL (a `pg` pool) for
 * `postgres://` / `postgresql://` URLs, otherwise an SQLite file through `node:sqlite`.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from '../log.ts';
import { type DialectName, migrateToLatest } from './migrations.ts';
import { adaptDatabase, openSqliteFile, SerialSqliteDialect } from './sqlite.ts';
import type { Database } from './types.ts';

export type { DialectName } from './migrations.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes the pool or file; waits for queries in flight. */
  close(): Promise<void>;
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** `sqlite:path` and `file:path` are accepted as well as a bare path; `:memory:` for throwaway tests. */
export function sqlitePathOf(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/i, '') || ':memory:';
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;

/** pg returns timestamps as Date objects; the app works with ISO strings in both engines. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID)
      return (value: string) => new Date(value).toISOString();
    return pg.types.getTypeParser(oid, format);
  },
};

function createKysely(
  url: string,
  logger?: Logger,
): { db: Kysely<Database>; dialect: DialectName; beforeClose?: () => Promise<void> } {
  if (isPostgresUrl(url)) {
    // A database that does not answer fails a query within seconds (503) instead of holding it.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      types: pgTypes as pg.CustomTypesConfig,
    });
    // An idle client losing its connection (a database restart) must not crash the process: the pool
    // drops it and the next query opens a new one.
    pool.on('error', (error) => logger?.warn('idle database connection lost', { error: error.message }));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = openSqliteFile(sqlitePathOf(url));
  const db = new Kysely<Database>({ dialect: new SerialSqliteDialect({ database: adaptDatabase(file.db) }) });
  return { db, dialect: 'sqlite', beforeClose: file.stopCheckpoints };
}

/** Connects and migrates to the latest schema version; throws when either fails. */
export async function openDatabase(url: string, logger?: Logger): Promise<DatabaseHandle> {
  const { db, dialect, beforeClose } = createKysely(url, logger);
  const close = async () => {
    // The checkpoint worker's connection closes first: the last connection to close cleans up the WAL.
    await beforeClose?.();
    await db.destroy();
  };
  try {
    await migrateToLatest(db, dialect, logger);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, dialect, close };
}
