/**
 * Table shapes of My home's sign-in links and sessions (src/server/my-home), apart from ./types.ts,
 * which gathers every table into the Database Kysely reads.
 */
import type { Generated } from 'kysely';

/** A sign-in link mailed to an owner (My home, src/server/my-home): single use, short-lived. */
export interface OwnerSignInsTable {
  id: Generated<number>;
  /** The link's random part; `email` is lower case; `used_at` set once it signed someone in. */
  nonce: string;
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An owner's session on one device (My home); deleted by signing out or once expired. */
export interface OwnerSessionsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the cookie's random value; `email` is the owner's, lower case. */
  token_hash: string;
  email: string;
  expires_at: string;
  created_at: string;
}
