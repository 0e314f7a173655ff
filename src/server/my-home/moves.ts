/**
 * My home's controllers for selling the house and tenants' links (./transfers.ts, ./tenants.ts):
 * - the signed-in owner's posts to /my-home: `sell` (an address and the buyer's email), `cancel-sale`,
 *   `tenant-link` (an address), `revoke-tenant`; each answers the owner's page with what it did;
 * - the buyer's page, /my-home/transfer: the link (GET) shows what moves and one "Accept" button;
 *   pressing it (POST) moves the units. A GET never accepts: mail scanners open links;
 * - the tenant's page, /my-home/tenant: one address's units with "Book a service", nothing else.
 * Every answer is personal: `private, no-store`, never indexed.
 */
import { createElement } from 'react';
import { z } from 'zod';
import { longDate } from '#lib/australian-dates.ts';
import { serviceModelNumber } from '#lib/model-numbers.ts';
import type { HomeLinkView, HomeMoves } from '#lib/my-home/view.ts';
import { getProducts, getWarrantyTerms } from '#lib/server-only/catalogue.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { readFormBody } from '../leads/form-body.ts';
import { renderMail } from '../mail/render.ts';
import {
  HomeTransfer,
  HomeTransferDone,
  homeTransferDoneSubject,
  homeTransferSubject,
} from '../mail/templates/home-transfer.ts';
import type { Services } from '../services.ts';
import { placeLabel } from './ownership.ts';
import { normalEmail } from './sessions.ts';
import { makeTenantLink, revokeTenantLink, tenantAccess, tenantLinksOf } from './tenants.ts';
import {
  cancelTransfer,
  confirmTransfer,
  pendingTransfers,
  type SellerMail,
  startTransfer,
  TRANSFER_DAYS,
  transferState,
} from './transfers.ts';
import { homeOf } from './units.ts';

const buyerSchema = z
  .string({ error: 'Enter the buyer’s email address' })
  .trim()
  .min(1, 'Enter the buyer’s email address')
  .max(254, 'That email address is too long')
  .pipe(z.email('Enter an email address like name@example.com'));

const linkSchema = z.strictObject({
  link: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  token: z.string().max(40),
});

/** The owner's sales waiting for a buyer and tenant links, for their page. */
export async function movesOf(services: Services, email: string): Promise<HomeMoves> {
  const [sales, tenants] = await Promise.all([
    pendingTransfers(services.home, email),
    tenantLinksOf(services.home, email),
  ]);
  return {
    sales: sales.map((sale) => ({
      id: sale.id,
      label: placeLabel(sale.postcode, sale.state),
      buyer: sale.buyer,
      until: longDate(sale.expiresAt),
    })),
    tenantLinks: tenants.map((link) => ({
      id: link.id,
      label: link.label,
      url: new URL(link.path, services.settings.siteUrl).href,
    })),
  };
}

/** The owner's addresses as units show them (the only places a sale or a tenant link can name). */
async function placesOf(services: Services, email: string) {
  const [products, terms] = await Promise.all([getProducts(), getWarrantyTerms()]);
  return homeOf(
    {
      db: services.db.db,
      clock: services.home.clock,
      products: new Map(
        products.map((product) => [product.slug, { ...product, modelNumber: serviceModelNumber(product) }]),
      ),
      terms,
      dealerName: () => undefined,
      pictures: {},
    },
    email,
  );
}

/** A move the signed-in owner posted: what to say and the status; null for an action not of these. */
export async function ownerMove(
  services: Services,
  email: string,
  values: Record<string, string | undefined>,
): Promise<{ status: number; outcome?: HomeMoves['outcome']; buyerError?: HomeMoves['buyerError'] } | null> {
  const action = values.action;
  if (action === 'cancel-sale' || action === 'revoke-tenant') {
    const id = Number(values.id);
    const done = Number.isSafeInteger(id)
      ? action === 'cancel-sale'
        ? await cancelTransfer(services.home, email, id)
        : await revokeTenantLink(services.home, email, id)
      : false;
    if (!done)
      return { status: 404, outcome: { tone: 'warning', text: 'That is already stopped or not yours.' } };
    return {
      status: 200,
      outcome: {
        tone: 'success',
        text:
          action === 'cancel-sale'
            ? 'Sale cancelled: the buyer’s link no longer works and your systems stay with you.'
            : 'Tenant link stopped: it no longer opens anything.',
      },
    };
  }
  if (action !== 'sell' && action !== 'tenant-link') return null;
  const place = (await placesOf(services, email)).find((address) => address.label === values.address);
  if (!place)
    return { status: 400, outcome: { tone: 'warning', text: 'Choose one of your addresses listed above.' } };
  if (action === 'tenant-link') {
    await makeTenantLink(services.home, email, place);
    return {
      status: 200,
      outcome: { tone: 'success', text: `Tenant link made for ${place.label}: copy it from the list below.` },
    };
  }
  const buyer = buyerSchema.safeParse(values.buyer ?? '');
  const typed = values.buyer ?? '';
  if (!buyer.success)
    return {
      status: 400,
      buyerError: { value: typed, message: buyer.error.issues[0]?.message ?? 'Invalid' },
    };
  if (normalEmail(buyer.data) === email)
    return { status: 400, buyerError: { value: typed, message: 'Enter the buyer’s address, not your own' } };
  await startTransfer(services.home, email, place, buyer.data, ({ link, token }) => {
    const url = new URL('/my-home/transfer', services.settings.siteUrl);
    url.search = new URLSearchParams({ link, token }).toString();
    const mail = renderMail(
      createElement(HomeTransfer, { label: place.label, acceptUrl: url.href, days: TRANSFER_DAYS }),
    );
    return {
      kind: 'home-transfer',
      recipient: normalEmail(buyer.data),
      subject: homeTransferSubject(),
      body: mail.text,
      html: mail.html,
    };
  });
  services.outbox.kick();
  return {
    status: 200,
    outcome: {
      tone: 'success',
      text: `We have emailed ${buyer.data}. Your systems at ${place.label} move to them when they accept; until then you can cancel below.`,
    },
  };
}

/** The seller's mail once the buyer accepts (./transfers.ts masks the buyer's address). */
const sellerMail: SellerMail = ({ seller, buyer, label }) => {
  const mail = renderMail(createElement(HomeTransferDone, { label, buyer }));
  return {
    kind: 'home-transfer',
    recipient: seller,
    subject: homeTransferDoneSubject(),
    body: mail.text,
    html: mail.html,
  };
};

const personal = (astro: Pick<FormRoute, 'response'>) => {
  astro.response.headers.set('Cache-Control', 'private, no-store');
  astro.response.headers.set('X-Robots-Tag', 'noindex');
};

const linkOf = (values: Record<string, string | undefined>) =>
  linkSchema.safeParse({ link: values.link, token: values.token }).data ?? null;

const refusedStatus = { invalid: 403, confirmed: 410, cancelled: 410, expired: 410, revoked: 410 } as const;

/** The buyer's page (/my-home/transfer): GET shows what moves, POST accepts. */
export async function transferRoute(astro: FormRoute): Promise<{ status: number; view: HomeLinkView }> {
  const { services } = astro.locals;
  if (!services) throw new Error('My home needs the site server (npm start)');
  personal(astro);
  let values: Record<string, string | undefined> = Object.fromEntries(astro.url.searchParams);
  if (astro.request.method === 'POST') {
    const body = await readFormBody(astro.request, services.settings.formBodyLimitBytes);
    if (!body.ok) return { status: body.status, view: { state: 'refused', reason: 'invalid' } };
    values = body.values;
  }
  const link = linkOf(values);
  if (!link) return { status: 403, view: { state: 'refused', reason: 'invalid' } };
  if (astro.request.method === 'POST') {
    const done = await confirmTransfer(services.home, link, sellerMail);
    if (!done.ok) {
      const reason = done.state === 'pending' ? 'invalid' : done.state;
      return { status: refusedStatus[reason], view: { state: 'refused', reason } };
    }
    services.outbox.kick();
    return { status: 200, view: { state: 'accepted', buyer: done.buyer } };
  }
  const state = await transferState(services.home, link);
  if (state.state !== 'pending')
    return { status: refusedStatus[state.state], view: { state: 'refused', reason: state.state } };
  return { status: 200, view: { state: 'accept', ...link, label: state.label, buyer: state.buyer } };
}

/** The tenant's page (/my-home/tenant): the address's units with "Book a service", nothing else. */
export async function tenantRoute(astro: FormRoute): Promise<{ status: number; view: HomeLinkView }> {
  const { services } = astro.locals;
  if (!services) throw new Error('My home needs the site server (npm start)');
  personal(astro);
  const link = linkOf(Object.fromEntries(astro.url.searchParams));
  const access = link ? await tenantAccess(services.home, link) : ({ ok: false, reason: 'invalid' } as const);
  if (!access.ok)
    return { status: refusedStatus[access.reason], view: { state: 'refused', reason: access.reason } };
  const place = (await placesOf(services, access.owner)).find((address) => address.label === access.label);
  const products = new Map((await getProducts()).map((product) => [product.slug, product]));
  const units = (place?.units ?? []).map((unit) => ({
    key: unit.key,
    name: products.get(unit.productSlug)?.name ?? unit.name,
    model: unit.model,
    // Filled in with its model, serial and postcode, as on the owner's own card (units.ts).
    serviceUrl: unit.serviceUrl,
  }));
  return { status: 200, view: { state: 'tenant', label: access.label, units } };
}
