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

/** A safety notice mailed to an owner: one row per notice and address, so it goes once. */
export interface SafetyNoticeMailsTable {
  id: Generated<number>;
  /** The notice's slug (src/content/safety-notices); `email` lower case. */
  notice: string;
  email: string;
  created_at: string;
}

/** Where a sale of an address's units stands. */
export type HomeTransferStatus = 'pending' | 'confirmed' | 'cancelled';

/** A sale of the units at one address (postcode and state as the leads give them) to a buyer. */
export interface HomeTransfersTable {
  id: Generated<number>;
  /** The random part of the buyer's link; both addresses lower case. */
  nonce: string;
  seller_email: string;
  buyer_email: string;
  postcode: string | null;
  state: string | null;
  status: HomeTransferStatus;
  expires_at: string;
  /** When the buyer confirmed or the seller cancelled. */
  decided_at: string | null;
  created_at: string;
}

/** Who owns a lead's units after a sale (the lead keeps the address it was made with). */
export interface HomeLeadOwnersTable {
  lead_id: number;
  /** The buyer's address, lower case. */
  email: string;
  transfer_id: number;
  since: string;
}

/** A landlord's link for a tenant: one address's units, to book service; until revoked. */
export interface HomeTenantLinksTable {
  id: Generated<number>;
  nonce: string;
  owner_email: string;
  postcode: string | null;
  state: string | null;
  /** The address as My home names it ("Postcode 2150, NSW"). */
  label: string;
  revoked_at: string | null;
  created_at: string;
}
