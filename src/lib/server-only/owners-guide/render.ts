/**
 * A product's owner's guide as a PDF (Node only, at build), in the spec sheet's style: the same
 * branded A4 pages, header band and footers. The content comes from src/lib/owners-guide/content.ts.
 * `ownersGuideFor` renders each product once per build, so the product page (which states the file's
 * size) and the PDF route share one rendering.
 */

import { site } from '#config/site.ts';
import type { FaultCodeFamily } from '#schemas/fault-code.ts';
import type { Product } from '#schemas/product.ts';
import type { WarrantyTerms } from '#schemas/warranty.ts';
import { type OwnersGuideContent, ownersGuideContent, ownersGuidePath } from '../../owners-guide/content.ts';
import { warrantyCoverFor } from '../../warranty.ts';
import {
  createBrandDocument,
  drawFooters,
  drawHeaderBand,
  drawHeading,
  drawList,
  drawParagraph,
  drawTable,
  pdfBytes,
} from '../pdf/brand-document.ts';

/** The guides' creation date: fixed, so a rebuild of unchanged content gives the same bytes. */
const EDITION = new Date(Date.UTC(2026, 0, 1));

export async function renderOwnersGuide(content: OwnersGuideContent): Promise<Uint8Array> {
  const doc = createBrandDocument({
    title: `${content.title}: owner's guide`,
    subject: `How to operate, care for and get service for the ${site.name} ${content.title}`,
    keywords: content.models.map((model) => model.value),
    created: EDITION,
  });
  drawHeaderBand(doc, { kind: "Owner's guide", eyebrow: content.eyebrow, title: content.title });
  drawTable(doc, { rows: content.models.map((model) => [model.label, model.value]), firstColumnWidth: 170 });
  drawParagraph(doc, 'Keep this guide with your invoice and warranty certificate.', { muted: true });
  drawHeading(doc, 'How to operate it');
  drawList(doc, content.operating, { numbered: true });
  drawHeading(doc, 'Cleaning and maintenance');
  drawList(doc, content.care, { numbered: true });
  drawHeading(doc, 'Fault codes', 80);
  drawParagraph(doc, `Every code is also explained at ${content.faultCodesUrl}.`, { muted: true });
  drawTable(doc, { ...content.faultCodes, firstColumnWidth: 40 });
  drawHeading(doc, 'Warranty cover', 40);
  for (const line of content.warranty) drawParagraph(doc, line);
  drawHeading(doc, 'How to get service', 40);
  for (const line of content.service) drawParagraph(doc, line);
  drawFooters(doc, {
    url: content.url,
    note: `${site.legalName} · ${site.phone.display} · ${site.email} · The page above has the current details.`,
  });
  return pdfBytes(doc);
}

/** A rendered guide: where it is published and its bytes. */
export interface OwnersGuideFile {
  path: string;
  bytes: Uint8Array;
}

const rendered = new Map<string, Promise<OwnersGuideFile>>();

/**
 * The product's owner's guide, rendered on first request and kept for the rest of the build. `family`
 * is the product's controller family (src/lib/server-only/fault-codes.ts reads it).
 */
export function ownersGuideFor(
  product: Product,
  family: FaultCodeFamily,
  terms: WarrantyTerms,
  siteUrl: string,
): Promise<OwnersGuideFile> {
  const key = `${product.slug}@${siteUrl}`;
  let file = rendered.get(key);
  if (!file) {
    const cover = warrantyCoverFor(terms, product);
    const content = ownersGuideContent(product, family, { terms, cover }, siteUrl);
    file = renderOwnersGuide(content).then((bytes) => ({ path: ownersGuidePath(product), bytes }));
    rendered.set(key, file);
  }
  return file;
}
