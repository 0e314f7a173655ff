/**
 * An approved registration's warranty certificate (src/server/warranty/certificate.ts), named by the
 * unguessable token the status check links to. Personal data: never cached, never indexed; an
 * unknown or withdrawn token answers 404. Drawn once per version in a worker thread and served from
 * the server's cache after that (src/server/warranty/certificate-store.ts); while too many are being
 * drawn, 429 (this client) or 503 (everyone), with Retry-After and a sentence saying so.
 */
import { buildConfig } from 'virtual:cirrus/build';
import type { APIRoute } from 'astro';
import { getProducts, getWarrantyTerms } from '#lib/server-only/catalogue.ts';
import { isPdfBusy } from '#server/pdf/pdf-busy.ts';
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
  // What the certificate shows of the product, and no more (the input names its version).
  const { name, productType, range } = product;
  const mounting = 'mounting' in product ? (product.mounting as string | undefined) : undefined;
  const input = {
    registration,
    serials,
    product: { name, productType, range, ...(mounting === undefined ? {} : { mounting }) },
    terms,
    siteUrl: buildConfig.siteUrl,
  };
  let bytes: Uint8Array;
  try {
    bytes = await services.certificates.pdf(input, locals.client?.address ?? 'unknown');
  } catch (error) {
    if (!isPdfBusy(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(error.retryAfterSeconds),
      },
    });
  }
  return new Response(bytes.slice().buffer as ArrayBuffer, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="cirrus-warranty-${registration.reference}.pdf"`,
      'Cache-Control': 'no-store, private',
      'X-Robots-Tag': 'noindex',
    },
  });
};
