/**
 * Every product's spec sheet as a static PDF at /spec-sheets/{slug}.pdf, rendered at build from the
 * product data its page shows (src/lib/spec-sheet).
 */

import { buildConfig } from 'virtual:cirrus/build';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProducts, getWarrantyTerms } from '../../lib/server-only/catalogue';
import { specSheetFor } from '../../lib/server-only/spec-sheet/render';
import type { Product } from '../../schemas/product';

export const prerender = true;

export const getStaticPaths = (async () =>
  (await getProducts()).map((product) => ({
    params: { product: product.slug },
    props: { product },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ product: Product }> = async ({ props }) => {
  const sheet = await specSheetFor(props.product, await getWarrantyTerms(), buildConfig.siteUrl);
  return new Response(sheet.bytes.slice().buffer, { headers: { 'Content-Type': 'application/pdf' } });
};
