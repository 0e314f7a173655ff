/**
 * SQLite through Node's built-in `node:sqlite` (no native add-on to install), adapted to the
 * better-sqlite3-like interface Kysely's SqliteDialect expects.
 *
 * Kysely 0.29's SqliteDriver hands every caller the same single connection without a lock, so two
 * concurrent transactions would interleave their statements (and the second `begin` would fail).
 * `SerialSqliteDialect` adds the mutex: a query or a whole transaction holds the connection
 * exclusively, the others queue.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type SqliteStatement,
} from 'kysely';

/** How long a statement waits for a lock held by another process before failing, ms. */
const BUSY_TIMEOUT_MS = 5_000;
/** Prepared statements kept for reuse (the query builder produces a small, fixed set of SQL texts). */
const STATEMENT_CACHE_SIZE = 256;

/** WAL pages after which the main connection checkpoints by itself: a backstop, should the worker stop. */
const BACKSTOP_CHECKPOINT_PAGES = 50_000;
/** How often the background worker checkpoints, ms. */
const CHECKPOINT_INTERVAL_MS = 1_000;

export interface SqliteFile {
  db: DatabaseSync;
  /** Stops the checkpoint worker; call before closing `db` so the last close cleans up the WAL. */
  stopCheckpoints(): Promise<void>;
}

/**
 * Opens (creating folder and file when needed) a database in WAL mode with foreign keys enforced,
 * and starts the background checkpointer (sqlite-checkpointer.ts) for a file database.
 *
 * Durability: `synchronous = NORMAL` in WAL mode. A commit is in the log before the visitor is
 * thanked and survives the process crashing or being killed; only an OS crash or power loss can
 * roll back the last transactions before a checkpoint. FULL (an fsync per commit) would block the
 * event loop for each commit, capping the site at a few hundred submissions a second on a
 * typical disk; deployments that need power-loss durability use PostgreSQL.
 */
export function openSqliteFile(file: string): SqliteFile {
  const memory = file === ':memory:';
  const path = memory ? file : resolve(file);
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  // Deleted and overwritten content is zeroed where it lay, so erased personal data (retention) is
  // not left readable in free pages or cells of the file.
  db.exec('PRAGMA secure_delete = ON');
  if (memory) return { db, stopCheckpoints: async () => undefined };
  db.exec(`PRAGMA wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const worker = new Worker(new URL('./sqlite-checkpointer.ts', import.meta.url), {
    workerData: { file: path, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.unref();
  let stopping: Promise<void> | undefined;
  return {
    db,
    stopCheckpoints() {
      stopping ??= new Promise<void>((resolveStop) => {
        worker.once('exit', () => resolveStop());
        worker.ref(); // keep the process alive until the worker has closed its connection
        worker.postMessage('stop');
      });
      return stopping;
    },
  };
}

/** node:sqlite binds strings, numbers, bigints, null and bytes only. */
function bindable(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    value instanceof Uint8Array
  ) {
    return value;
  }
  throw new TypeError(`Cannot bind a ${typeof value} to an SQLite parameter`);
}

const bind = (parameters: readonly unknown[]) => parameters.map(bindable);

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

/** The better-sqlite3-shaped view of a node:sqlite database, with a bounded prepared-statement cache. */
export function adaptDatabase(db: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) return cached;
      const statement = adaptStatement(db.prepare(sql));
      if (cache.size >= STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/** A FIFO lock: `lock()` resolves when the caller holds it; `unlock()` hands it to the next waiter. */
export class Mutex {
  #locked = false;
  #waiters: Array<() => void> = [];

  async lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolveWaiter) => this.#waiters.push(resolveWaiter));
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/** SqliteDriver whose single connection is held by one query or transaction at a time. */
export class SerialSqliteDriver extends SqliteDriver {
  readonly #mutex = new Mutex();

  override async acquireConnection(
    ...args: Parameters<SqliteDriver['acquireConnection']>
  ): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    try {
      return await super.acquireConnection(...args);
    } catch (error) {
      this.#mutex.unlock();
      throw error;
    }
  }

  /**
   * Transactions take the write lock when they begin. A deferred `begin` takes it at the first
   * write, and when another process (a test's own connection beside the server, say)
   * wrote after the transaction's first read, SQLite answers "database is locked" at once, without
   * the busy timeout's wait; taken at `begin`, the lock is waited for like any other.
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async releaseConnection(...args: Parameters<SqliteDriver['releaseConnection']>): Promise<void> {
    try {
      await super.releaseConnection(...args);
    } finally {
      this.#mutex.unlock();
    }
  }
}

export class SerialSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new SerialSqliteDriver(this.#config);
  }
}
