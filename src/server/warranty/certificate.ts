/**
 * An approved registration's warranty certificate as a PDF, drawn with pdfkit through the site's
 * branded-document helpers: the owner, the product and model, both serials, the purchase,
 * installation and approval dates, and the cover that applies (from the warranty terms, the same
 * source as the product pages), each with the date it runs to.
 */
import { site } from '../../config/site.ts';
import { australianDateOf, australianTimeZone, longDate } from '../../lib/australian-dates.ts';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import {
  createBrandDocument,
  drawFactsBox,
  drawFooters,
  drawHeaderBand,
  drawHeading,
  drawParagraph,
  drawTable,
  pdfBytes,
} from '../../lib/server-only/pdf/brand-document.ts';
import type { Product } from '../../schemas/product.ts';
import type { WarrantyTerms } from '../../schemas/warranty.ts';
import { type CoverLine, coverLinesFrom } from './cover.ts';
import type { RegistrationRecord } from './records.ts';

export interface CertificateInput {
  registration: RegistrationRecord;
  serials: { indoor?: string; outdoor?: string };
  product: Pick<Product, 'name' | 'productType' | 'range'> & { mounting?: string };
  terms: WarrantyTerms;
  siteUrl: string;
}

/** The cover lines: whole product, then the compressor and named components where longer. */
export function coverLines(input: CertificateInput): CoverLine[] {
  return coverLinesFrom(
    String(input.registration.payload.installationDate ?? ''),
    input.product,
    input.terms,
  );
}

export async function renderCertificate(input: CertificateInput): Promise<Uint8Array> {
  const { registration, serials, product } = input;
  const payload = registration.payload;
  // Days as the owner lived them: in their state's time zone, not UTC.
  const zone = timeZoneByState[String(payload.state) as keyof typeof timeZoneByState] ?? australianTimeZone;
  const approved = australianDateOf(registration.approvedAt ?? registration.updatedAt, zone);
  const doc = createBrandDocument({
    title: `Warranty certificate ${registration.reference}`,
    subject: `${site.name} warranty certificate for the ${product.name}`,
    keywords: [
      registration.reference,
      registration.model,
      serials.indoor ?? '',
      serials.outdoor ?? '',
    ].filter(Boolean),
    created: new Date(`${approved}T00:00:00Z`),
  });
  drawHeaderBand(doc, {
    kind: 'Warranty certificate',
    eyebrow: `Certificate ${registration.reference} · approved ${longDate(approved)}`,
    title: product.name,
  });
  drawParagraph(
    doc,
    `This certifies that the system below is registered with ${site.legalName} and covered by the Cirrus warranty, on the terms published at ${new URL('/warranty', input.siteUrl).href}.`,
  );
  drawHeading(doc, 'Owner and system');
  drawTable(doc, {
    rows: [
      ['Owner', String(payload.name ?? '')],
      ['Installed at postcode', `${registration.postcode ?? ''} ${String(payload.state ?? '')}`.trim()],
      ['Model number', registration.model],
      ['Indoor unit serial number', serials.indoor ?? ''],
      ...(serials.outdoor ? [['Outdoor unit serial number', serials.outdoor]] : []),
      ['Purchased from', String(payload.dealer ?? '')],
    ],
    firstColumnWidth: 170,
  });
  drawFactsBox(doc, [
    { label: 'Purchased', value: longDate(String(payload.purchaseDate ?? '')) },
    { label: 'Installed', value: longDate(String(payload.installationDate ?? '')) },
    { label: 'Registered', value: longDate(registration.createdAt, zone) },
    { label: 'Approved', value: longDate(approved) },
  ]);
  drawHeading(doc, 'Your cover');
  drawTable(doc, {
    header: ['What is covered', 'Years', 'Covered until'],
    rows: coverLines(input).map((line) => [line.label, String(line.years), longDate(line.until)]),
    firstColumnWidth: 220,
  });
  drawParagraph(
    doc,
    'Cover runs from the date of installation. Keep this certificate with your proof of purchase. To claim, contact your installer or us within 30 days of noticing a fault and quote the certificate number.',
    { muted: true },
  );
  drawParagraph(doc, input.terms.consumerLaw, { muted: true });
  drawFooters(doc, {
    url: new URL('/warranty', input.siteUrl).href,
    note: `${site.legalName} · ${site.phone.display} · ${site.email}`,
  });
  return pdfBytes(doc);
}
