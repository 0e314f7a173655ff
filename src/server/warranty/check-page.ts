/**
 * The warranty status page's controller (/warranty/check): the shared status page run with the
 * warranty check. Server-only: the page calls it from its frontmatter.
 */
import { getProducts } from '#lib/server-only/catalogue.ts';
import type { WarrantyCheckView } from '#lib/warranty-registration/check-view.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { type StatusPageRoute, statusPageRoute } from '../review/status-lookup.ts';
import { warrantyCheckLookup, warrantyCheckSchema } from './check.ts';

let productNames: Promise<ReadonlyMap<string, string>> | undefined;

export type WarrantyCheckRoute = StatusPageRoute<WarrantyCheckView>;

export async function warrantyCheckRoute(astro: FormRoute, siteUrl: string): Promise<WarrantyCheckRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The warranty check needs the site server (npm start)');
  productNames ??= getProducts().then((products) => new Map(products.map((item) => [item.slug, item.name])));
  const names = await productNames;
  const logger = services.logger.child({ requestId: astro.locals.requestId, form: 'warranty-check' });
  return statusPageRoute(
    astro,
    siteUrl,
    {
      key: 'warranty-check',
      path: '/warranty/check',
      parent: { label: 'Warranty', href: '/warranty' },
      constraintsOf: warrantyCheckSchema,
    },
    warrantyCheckLookup({ ...services, logger }, (slug) => names.get(slug)),
  );
}
