/**
 * A landlord's tenant link: an owner with several addresses gives a tenant a link for one of them.
 * It opens a page (no sign-in) with that address's units and "Book a service" for each, and nothing
 * else: no other address, no history, no warranty, no certificate, no owner's address. The link is a
 * stored nonce and its signature with the site's key for owners' homes; it lasts until the owner
 * stops it (a long signature expiry, the row decides), and it follows the owner: once the house is
 * sold, it shows nothing.
 */
import { randomBytes } from 'node:crypto';
import { placeLabel } from './ownership.ts';
import { type HomeContext, normalEmail } from './sessions.ts';
import type { HomePlace } from './transfers.ts';

/** The signature's own expiry; revoking is what ends a link. */
const SIGNATURE_YEARS = 10;
const YEAR_MS = 365 * 86_400_000;

const signed = (nonce: string) => `home-tenant:${nonce}`;
const expiryOf = (createdAt: string) => new Date(Date.parse(createdAt) + SIGNATURE_YEARS * YEAR_MS);

/** A tenant link's path and query: `/my-home/tenant?link=…&token=…`. */
export const tenantPath = (link: string, token: string) =>
  `/my-home/tenant?${new URLSearchParams({ link, token })}`;

/** Makes a tenant link for the owner's address; its row id. */
export async function makeTenantLink(context: HomeContext, owner: string, place: HomePlace): Promise<number> {
  const row = await context.db
    .insertInto('home_tenant_links')
    .values({
      nonce: randomBytes(32).toString('base64url'),
      owner_email: normalEmail(owner),
      postcode: place.postcode,
      state: place.state,
      label: placeLabel(place.postcode, place.state),
      revoked_at: null,
      created_at: context.clock().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner's tenant links still working, each with its path (signed again: the same every time). */
export async function tenantLinksOf(
  context: HomeContext,
  owner: string,
): Promise<{ id: number; label: string; path: string }[]> {
  const rows = await context.db
    .selectFrom('home_tenant_links')
    .select(['id', 'nonce', 'label', 'created_at as createdAt'])
    .where('owner_email', '=', normalEmail(owner))
    .where('revoked_at', 'is', null)
    .orderBy('id', 'asc')
    .execute();
  const links = rows.length > 0 ? await context.links() : null;
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    path: tenantPath(row.nonce, links?.issue(signed(row.nonce), 0, expiryOf(row.createdAt)) ?? ''),
  }));
}

/** The owner stops their link `id`; false when it is not theirs or already stopped. */
export async function revokeTenantLink(context: HomeContext, owner: string, id: number): Promise<boolean> {
  const result = await context.db
    .updateTable('home_tenant_links')
    .set({ revoked_at: context.clock().toISOString() })
    .where('id', '=', id)
    .where('owner_email', '=', normalEmail(owner))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a tenant link opens: the owner and the address, or why not. */
export type TenantAccess =
  | { ok: true; owner: string; postcode: string | null; state: string | null; label: string }
  | { ok: false; reason: 'invalid' | 'revoked' };

export async function tenantAccess(
  context: HomeContext,
  link: { link: string; token: string },
): Promise<TenantAccess> {
  const row = await context.db
    .selectFrom('home_tenant_links')
    .selectAll()
    .where('nonce', '=', link.link)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'invalid' };
  const genuine = (await context.links()).verify(signed(row.nonce), 0, link.token, context.clock());
  if (!genuine) return { ok: false, reason: 'invalid' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  return { ok: true, owner: row.owner_email, postcode: row.postcode, state: row.state, label: row.label };
}
