/**
 * Selling the house: the signed-in owner names the buyer's address for one of their addresses; the
 * buyer is mailed a signed link (its nonce stored, 14 days); pressing "Accept" on it (a POST: a GET
 * never accepts) moves the units, their warranty and their service history to the buyer, free. The
 * seller can cancel until then.
 *
 * Why a table of new owners rather than rewriting the leads' address: a lead is the record of who
 * asked for what (the seller registered the warranty, the dealer won the quote, the agent visited),
 * its name, phone and address stay the seller's, and retention erases them on the seller's clock.
 * `home_lead_owners` says only whose My home the lead's units now show in (./ownership.ts), so the
 * seller's records stay true, a later sale by the buyer moves the same rows on, and nothing of the
 * seller's personal details reaches the buyer. Cashback claims stay with the seller: the money was
 * theirs, paid to their account.
 */
import { randomBytes } from 'node:crypto';
import type { NewNotification } from '../leads/store/records.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import { madeAt, ownedBy, placeLabel } from './ownership.ts';
import { type HomeContext, normalEmail } from './sessions.ts';

/** The buyer's link works this long. */
export const TRANSFER_DAYS = 14;
const DAY_MS = 86_400_000;

/** The buyer's link: the sale's nonce and its signature. */
export interface TransferLink {
  link: string;
  token: string;
}

/** An address as the leads give it. */
export interface HomePlace {
  postcode: string | null;
  state: string | null;
}

const signed = (nonce: string) => `home-transfer:${nonce}`;

/**
 * An address as the seller's mail names the buyer: the first letter, then the domain
 * ("j***@example.com"): enough for the seller to recognise, little for whoever reads a forwarded mail.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The seller's mail once the buyer accepts: the address that moved, and the buyer masked. */
export type SellerMail = (sale: { seller: string; buyer: string; label: string }) => NewNotification;

/** The lead kinds whose units and history move with the house (claims stay with the seller). */
const MOVING_TYPES = ['warranty', 'service', 'quote', 'installer'] as const;

/** The seller's leads at the address that move with it. */
function movingLeads(context: HomeContext, seller: string, place: HomePlace) {
  return context.db
    .selectFrom('leads as l')
    .select('l.id')
    .where(ownedBy(seller))
    .where(madeAt(place.postcode, place.state))
    .where('l.type', 'in', MOVING_TYPES)
    .where('l.erased_at', 'is', null);
}

/**
 * Starts a sale and queues the buyer's mail (composed by `mail` from the link) in one transaction;
 * a pending sale of the same address is replaced (its link stops working).
 */
export async function startTransfer(
  context: HomeContext,
  seller: string,
  place: HomePlace,
  buyer: string,
  mail: (link: TransferLink) => NewNotification,
): Promise<void> {
  const now = context.clock();
  const expires = new Date(now.getTime() + TRANSFER_DAYS * DAY_MS);
  const nonce = randomBytes(32).toString('base64url');
  const token = (await context.links()).issue(signed(nonce), 0, expires);
  const notification = mail({ link: nonce, token });
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('home_transfers')
      .set({ status: 'cancelled', decided_at: now.toISOString() })
      .where('seller_email', '=', normalEmail(seller))
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.and([
          place.postcode === null ? eb('postcode', 'is', null) : eb('postcode', '=', place.postcode),
          place.state === null ? eb('state', 'is', null) : eb('state', '=', place.state),
        ]),
      )
      .execute();
    await trx
      .insertInto('home_transfers')
      .values({
        nonce,
        seller_email: normalEmail(seller),
        buyer_email: normalEmail(buyer),
        postcode: place.postcode,
        state: place.state,
        status: 'pending',
        expires_at: expires.toISOString(),
        decided_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    await queueNotification(trx, null, notification, now.toISOString());
  });
}

/** A sale waiting for its buyer, as the seller's page lists it. */
export interface PendingTransfer {
  id: number;
  buyer: string;
  postcode: string | null;
  state: string | null;
  expiresAt: string;
}

export async function pendingTransfers(context: HomeContext, seller: string): Promise<PendingTransfer[]> {
  const rows = await context.db
    .selectFrom('home_transfers')
    .select(['id', 'buyer_email as buyer', 'postcode', 'state', 'expires_at as expiresAt'])
    .where('seller_email', '=', normalEmail(seller))
    .where('status', '=', 'pending')
    .where('expires_at', '>', context.clock().toISOString())
    .orderBy('id', 'asc')
    .execute();
  return rows;
}

/** The seller cancels their pending sale `id`; false when it is not theirs or no longer pending. */
export async function cancelTransfer(context: HomeContext, seller: string, id: number): Promise<boolean> {
  const result = await context.db
    .updateTable('home_transfers')
    .set({ status: 'cancelled', decided_at: context.clock().toISOString() })
    .where('id', '=', id)
    .where('seller_email', '=', normalEmail(seller))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a buyer's link is, before it is used. */
export type TransferState =
  | { state: 'pending'; buyer: string; label: string }
  | { state: 'invalid' | 'confirmed' | 'cancelled' | 'expired' };

/** Checks a buyer's link without using it (the page that asks the buyer to press "Accept"). */
export async function transferState(context: HomeContext, link: TransferLink): Promise<TransferState> {
  const now = context.clock();
  const genuine = (await context.links()).verify(signed(link.link), 0, link.token, now);
  const row = await context.db
    .selectFrom('home_transfers')
    .selectAll()
    .where('nonce', '=', link.link)
    .executeTakeFirst();
  if (!row) return { state: 'invalid' };
  if (row.status !== 'pending') return { state: row.status };
  if (Date.parse(row.expires_at) <= now.getTime()) return { state: 'expired' };
  if (!genuine) return { state: 'invalid' };
  return { state: 'pending', buyer: row.buyer_email, label: placeLabel(row.postcode, row.state) };
}

/**
 * The buyer accepts: in one transaction the sale is marked confirmed (only a pending, unexpired one
 * matches, so two presses move once) and every lead of the seller's at the address is recorded as
 * the buyer's, and the seller's mail (`sellerMail`) is queued. Returns the buyer's address, or why not.
 */
export async function confirmTransfer(
  context: HomeContext,
  link: TransferLink,
  sellerMail: SellerMail,
): Promise<{ ok: true; buyer: string; moved: number } | { ok: false; state: TransferState['state'] }> {
  const checked = await transferState(context, link);
  if (checked.state !== 'pending') return { ok: false, state: checked.state };
  const now = context.clock().toISOString();
  return context.db.transaction().execute(async (trx) => {
    const sale = await trx
      .updateTable('home_transfers')
      .set({ status: 'confirmed', decided_at: now })
      .where('nonce', '=', link.link)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .returning(['id', 'seller_email', 'buyer_email', 'postcode', 'state'])
      .executeTakeFirst();
    if (!sale) return { ok: false as const, state: 'confirmed' as const };
    const place = { postcode: sale.postcode, state: sale.state };
    const leads = await movingLeads({ ...context, db: trx }, sale.seller_email, place).execute();
    for (const lead of leads)
      await trx
        .insertInto('home_lead_owners')
        .values({ lead_id: lead.id, email: sale.buyer_email, transfer_id: sale.id, since: now })
        .onConflict((conflict) =>
          conflict
            .column('lead_id')
            .doUpdateSet({ email: sale.buyer_email, transfer_id: sale.id, since: now }),
        )
        .execute();
    const told = sellerMail({
      seller: sale.seller_email,
      buyer: maskedEmail(sale.buyer_email),
      label: placeLabel(sale.postcode, sale.state),
    });
    await queueNotification(trx, null, told, now);
    return { ok: true as const, buyer: sale.buyer_email, moved: leads.length };
  });
}
