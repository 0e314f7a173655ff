/**
 * What the installation jobs' functions work over: the database and its dialect, the clock, the
 * catalogue's installable products, and the key the technician's and the owner's links are signed
 * with. One context per process (src/server/services.ts); tests make their own with a clock of
 * their choosing.
 */
import type { Kysely } from 'kysely';
import type { InstallProduct } from '#lib/installs/products.ts';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle, DialectName } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { cachedOwnerLinks, type OwnerLinks } from '../review/owner-link.ts';

export interface InstallContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Now, as every step reads it. */
  clock: () => Date;
  /** The catalogue's refrigerant products by slug: what a job may install and how it is checked. */
  products: ReadonlyMap<string, InstallProduct>;
  /** The installation jobs' link key (the signed text names the job and the link's purpose). */
  links(): Promise<OwnerLinks>;
}

export function installContext(
  handle: DatabaseHandle,
  products: ReadonlyMap<string, InstallProduct>,
  clock: () => Date = serverClock.now,
): InstallContext {
  return {
    db: handle.db,
    dialect: handle.dialect,
    clock,
    products,
    links: cachedOwnerLinks(handle.db, () => clock().toISOString(), 'install'),
  };
}
