/**
 * The controller of the thank-you page (`/thank-you?ref=…`): the reference, shown only when it has
 * the reference format, so nothing else a link carries is echoed; and the next steps of the form
 * that was sent, each form's own (its module's `thankYou` copy and `thankYouExtras`). The lead is
 * looked up only for the browser that sent it (src/server/leads/thank-you-binding.ts): where the
 * request went, its kind and the product asked about. Anyone else gets the plain `thank-you` copy,
 * or the steps of a form whose address names it (`&for={type}`). Names no form.
 */

import { getPage } from '../../lib/server-only/catalogue.ts';
import type { ThankYouExtras } from '../../lib/thank-you.ts';
import { leadReferenceSchema, leadTypeSchema } from '../leads/schema.ts';
import { type CookieJar, thankYouAccess } from '../leads/thank-you-binding.ts';
import { placementCopy } from '../routing/placement-copy.ts';
import { formCatalogue } from './catalogue.ts';
import { leadFormOf } from './index.ts';

/** The parts of `Astro` the thank-you page hands over. */
export interface ThankYouRequest {
  url: URL;
  locals: App.Locals;
  clientAddress: string;
  cookies: Pick<CookieJar, 'get'>;
  response: { status?: number; headers: Headers };
}

/** What the thank-you page renders (the props of components/forms/ThankYou.tsx). */
export type ThankYouRoute = Required<Pick<ThankYouExtras, 'page'>> &
  Omit<ThankYouExtras, 'page'> & {
    reference?: string;
    placement?: { headline: string; detail: string };
  };

export async function thankYouRoute(astro: ThankYouRequest): Promise<ThankYouRoute> {
  astro.response.headers.set('Cache-Control', 'no-store');
  const reference = leadReferenceSchema.safeParse(astro.url.searchParams.get('ref')).data;
  const { services } = astro.locals;
  const client = astro.locals.client?.address ?? astro.clientAddress;
  const access =
    reference && services ? await thankYouAccess(services, reference, astro.cookies, client) : undefined;
  if (access?.kind === 'throttled') {
    astro.response.status = 429;
    astro.response.headers.set('Retry-After', String(access.retryAfterSeconds));
  }
  const own =
    reference && access?.kind === 'own' ? await services?.routing.placementOf(reference) : undefined;
  const named = leadTypeSchema.safeParse(astro.url.searchParams.get('for')).data;
  const form = own
    ? leadFormOf(own.type)
    : named && leadFormOf(named).thankYou.namedInAddress
      ? leadFormOf(named)
      : undefined;
  if (!reference || !form || !services) return { reference, page: await getPage('thank-you') };

  const page = await getPage(form.thankYou.copy);
  const extras = form.thankYouExtras
    ? await form.thankYouExtras(
        { reference, page, own: own !== undefined, product: own?.product ?? undefined },
        services,
        await formCatalogue(),
      )
    : {};
  const forService = form.receivers === 'service-agent';
  const placement =
    own?.state === 'waiting' || own?.state === 'accepted'
      ? own.dealer && own.respondBy
        ? placementCopy(
            { kind: 'dealer', dealer: own.dealer, respondBy: own.respondBy },
            { forService, asked: own.asked },
          )
        : undefined
      : own?.state === 'unassigned'
        ? placementCopy({ kind: 'team' }, { forService, asked: own.asked })
        : undefined;
  return { reference, page, ...extras, ...(placement ? { placement } : {}) };
}
