/**
 * An approved registration's warranty certificate (src/server/warranty/certificate.ts), named by the
 * unguessable token the status check links to. Personal data: never cached, never indexed; an
 * unknown or withdrawn token answers 404.
 */
import { buildConfig } from 'virtual:cirrus/build';
import type { APIRoute } from 'astro';
import { getProducts, getWarrantyTerms } from '#lib/server-only/catalogue.ts';
import { renderCertificate } from '#server/warranty/certificate.ts';
import { certificateTokenPattern } from '#server/warranty/certificate-path.ts';

export const prerender = false;

const notFound = () =>
  new Response('No certificate here.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export const GET: APIRoute = async ({ params, locals }) => {
  const token = params.token ?? '';
  const services = locals.services;
  if (!services || !certificateTokenPattern.test(token)) return notFound();
  const registration = await services.warranty.findByCertificate(token);
  if (!registration) return notFound();
  const [products, terms, serials] = await Promise.all([
    getProducts(),
    getWarrantyTerms(),
    services.warranty.serialsOf(registration.leadId),
  ]);
  const product = products.find((item) => item.slug === registration.productSlug);
  if (!product) return notFound();
  const bytes = await renderCertificate({
    registration,
    serials,
    product,
    terms,
    siteUrl: buildConfig.siteUrl,
  });
  return new Response(bytes.slice().buffer, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="cirrus-warranty-${registration.reference}.pdf"`,
      'Cache-Control': 'no-store, private',
      'X-Robots-Tag': 'noindex',
    },
  });
};
