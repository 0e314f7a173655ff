/**
 * The warranty status page's controller: runs the check, sets the response's status and headers,
 * and hands the page its layout props, copy, the form's constraints and the view. Server-only: the
 * page calls it from its frontmatter.
 */

import type { FieldConstraints } from '../../lib/lead-forms/form-view.ts';
import { type BreadcrumbItem, breadcrumbJsonLd, layoutTitle } from '../../lib/seo.ts';
import { getPage, getProducts } from '../../lib/server-only/catalogue.ts';
import type { WarrantyCheckView } from '../../lib/warranty-registration/check-view.ts';
import type { Page } from '../../schemas/page.ts';
import { fieldConstraints } from '../leads/constraints.ts';
import type { FormRoute } from '../leads/form-page.ts';
import { handleWarrantyCheck, warrantyCheckSchema } from './check.ts';

let productNames: Promise<ReadonlyMap<string, string>> | undefined;

export interface WarrantyCheckRoute {
  layout: { title: string; description: string; path: string; jsonLd: unknown[] };
  page: Page;
  crumbs: BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: WarrantyCheckView;
}

export async function warrantyCheckRoute(astro: FormRoute, siteUrl: string): Promise<WarrantyCheckRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The warranty check needs the site server (npm start)');
  productNames ??= getProducts().then((products) => new Map(products.map((item) => [item.slug, item.name])));
  const names = await productNames;
  const outcome = await handleWarrantyCheck(astro.request, {
    services,
    client: astro.locals.client ?? { address: astro.clientAddress, userAgent: undefined },
    requestId: astro.locals.requestId,
    productName: (slug) => names.get(slug),
  });
  astro.response.status = outcome.status;
  // The answer names a registration: never stored by a cache or the service worker.
  astro.response.headers.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(outcome.headers)) astro.response.headers.set(name, value);
  const page = await getPage('warranty-check');
  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', href: '/' },
    { label: 'Warranty', href: '/warranty' },
    { label: page.title },
  ];
  const failed = outcome.view.formError || Object.keys(outcome.view.errors).length > 0;
  const title = layoutTitle(page.seo.title);
  return {
    layout: {
      title: failed ? `Error: ${title}` : title,
      description: page.seo.description,
      path: '/warranty/check',
      jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
    },
    page,
    crumbs,
    constraints: fieldConstraints(warrantyCheckSchema),
    view: outcome.view,
  };
}
