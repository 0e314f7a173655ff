/**
 * The controller of a promotion's page and of its claim form's posts: the promotion's copy, and its
 * claim form while it is open (the lead form controller runs it, with the promotion filled in), or
 * the thank-you redirect. Server-only: pages call it from their frontmatter.
 */

import type { LeadFormProps } from '../../lib/lead-forms/form-view.ts';
import { promotionState } from '../../lib/promotions.ts';
import { type BreadcrumbItem, breadcrumbJsonLd, layoutTitle } from '../../lib/seo.ts';
import { getProducts } from '../../lib/server-only/catalogue.ts';
import type { Promotion } from '../../schemas/promotion.ts';
import { clock } from '../clock.ts';
import { type FormRoute, runLeadForm } from '../forms/form-page.ts';
import { claimFormFor } from './claim-choices.ts';
import { promotionPageOf, serverPromotions } from './source.ts';

export type PromotionRoute =
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | {
      kind: 'page';
      layout: { title: string; description: string; path: string; jsonLd: unknown[] };
      promotion: Promotion;
      crumbs: BreadcrumbItem[];
      form: LeadFormProps | null;
    };

/**
 * A promotion's page (GET /promotions/{slug}) or a claim post (POST /promotions/claim, `slug`
 * undefined: the promotion comes from the post).
 */
export async function promotionRoute(
  slug: string | undefined,
  astro: FormRoute,
  siteUrl: string,
): Promise<PromotionRoute> {
  const promotions = await serverPromotions();
  const isPost = astro.request.method === 'POST';
  let promotion = slug ? await promotionPageOf(slug) : undefined;
  if (!isPost && !promotion) return { kind: 'not-found' };
  const open = (item: Promotion) => promotionState(item, clock.today()) === 'current';

  let form: LeadFormProps | null = null;
  if (isPost || (promotion && open(promotion))) {
    const url = new URL(astro.url);
    if (promotion) url.searchParams.set('promotion', promotion.slug);
    const outcome = await runLeadForm('claim', {
      request: astro.request,
      url,
      locals: astro.locals,
      clientAddress: astro.clientAddress,
      cookies: astro.cookies,
    });
    if (outcome.kind === 'redirect') return outcome;
    astro.response.status = outcome.status;
    for (const [name, value] of Object.entries(outcome.headers)) astro.response.headers.set(name, value);
    form = outcome.form;
    // A post names its promotion; an unknown one shows the first open promotion's page.
    promotion ??=
      promotions.find((item) => item.slug === outcome.form.view.values.promotion) ??
      promotions.find(open) ??
      promotions[0];
  }
  if (!promotion) return { kind: 'not-found' };
  // Suggest only this promotion's models, with one of them as the hint's example.
  if (form) form = claimFormFor(form, promotion, await getProducts());
  astro.response.headers.set('Cache-Control', 'no-store');
  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', href: '/' },
    { label: 'Promotions', href: '/promotions' },
    { label: promotion.title },
  ];
  const title = layoutTitle(`${promotion.title} | Cirrus Climate`);
  return {
    kind: 'page',
    layout: {
      title: form?.summary ? `Error: ${title}` : title,
      description: promotion.summary,
      path: `/promotions/${promotion.slug}`,
      jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
    },
    promotion,
    crumbs,
    form,
  };
}
