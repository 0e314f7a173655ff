/**
 * Every product's owner's guide as a static PDF at /owners-guides/{slug}.pdf, rendered at build from
 * content (src/lib/owners-guide): operating, cleaning and maintenance, fault codes, warranty, service.
 */

import { buildConfig } from 'virtual:cirrus/build';
import type { APIRoute, GetStaticPaths } from 'astro';
import { controllerFamilyOf } from '../../lib/fault-codes';
import { getProducts, getWarrantyTerms } from '../../lib/server-only/catalogue';
import { getFaultCodeFamily } from '../../lib/server-only/fault-codes';
import { ownersGuideFor } from '../../lib/server-only/owners-guide/render';
import type { Product } from '../../schemas/product';

export const prerender = true;

export const getStaticPaths = (async () =>
  (await getProducts()).map((product) => ({
    params: { product: product.slug },
    props: { product },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ product: Product }> = async ({ props }) => {
  const { product } = props;
  const family = await getFaultCodeFamily(controllerFamilyOf(product));
  const guide = await ownersGuideFor(product, family, await getWarrantyTerms(), buildConfig.siteUrl);
  return new Response(guide.bytes.slice().buffer, { headers: { 'Content-Type': 'application/pdf' } });
};
