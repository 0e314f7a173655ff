/**
 * Whose a lead's units are. A lead is its maker's (the address on it) until a sale moves it: then
 * `home_lead_owners` names the buyer, and the lead itself is left as it was made (the seller's
 * registration, the dealer's job and the agent's request keep what they were given, and retention
 * erases them as before). Every My home query of an owner's leads (alias `l`) filters with this.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** The lead `l` belongs to the owner of `email` (lower case): made by them and not sold, or bought. */
export function ownedBy(email: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`((lower(l.email) = ${email} and not exists (select 1 from home_lead_owners ho where ho.lead_id = l.id)) or l.id in (select hb.lead_id from home_lead_owners hb where hb.email = ${email}))`;
}

/** The lead `l` was made at this address (postcode and state as the lead gives them; null: none). */
export function madeAt(postcode: string | null, state: string | null): RawBuilder<SqlBool> {
  const code = postcode === null ? sql`l.postcode is null` : sql`l.postcode = ${postcode}`;
  const where = state === null ? sql`l.state is null` : sql`l.state = ${state}`;
  return sql<SqlBool>`(${code} and ${where})`;
}

/** An address as My home names it: "Postcode 2150, NSW" (as ./units.ts groups units). */
export const placeLabel = (postcode: string | null, state: string | null) =>
  postcode ? `Postcode ${postcode}${state ? `, ${state}` : ''}` : 'Address not given';
