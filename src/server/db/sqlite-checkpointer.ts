/**
 * Worker thread that checkpoints an SQLite database's write-ahead log in the background. A
 * checkpoint ends with an fsync; run on the main thread (SQLite's automatic checkpoints) it would
 * stall every request in the process while the disk flushes. Here it waits on its own thread, with
 * its own connection, and PASSIVE checkpoints never block the writers.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new DatabaseSync(file, { timeout: 5_000 });
db.exec('PRAGMA busy_timeout = 5000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    checkpoint.all();
  } catch (error) {
    parentPort?.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}, intervalMs);

parentPort?.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort?.postMessage({ type: 'stopped' });
  parentPort?.close();
});
