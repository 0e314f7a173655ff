/**
 * A product's spec sheet as a PDF (Node only, at build): one or two A4 pages in the brand's colours
 * with the product page's address on every page. The content comes from ./content.ts; the drawing
 * from the shared branded-PDF module. `specSheetFor` renders each product once per build, so the
 * product page (which states the file's size) and the PDF route share one rendering.
 */

import { site } from '#config/site.ts';
import type { Product } from '#schemas/product.ts';
import type { WarrantyTerms } from '#schemas/warranty.ts';
import { type SpecSheetContent, specSheetContent, specSheetPath } from '../../spec-sheet/content.ts';
import { warrantyCoverFor } from '../../warranty.ts';
import {
  createBrandDocument,
  drawFactsBox,
  drawFooters,
  drawHeaderBand,
  drawHeading,
  drawParagraph,
  drawTable,
  pdfBytes,
  TABLE_ROW_HEIGHT,
} from '../pdf/brand-document.ts';

/**
 * A list of model numbers, four to a line: pdfkit would otherwise break a line at a model number's
 * hyphen ("CCA-" / "MD35R"), and a number split in two is misread or not found by search.
 */
function modelLines(value: string): string {
  const models = value.split(', ');
  const lines: string[] = [];
  for (let index = 0; index < models.length; index += 4)
    lines.push(models.slice(index, index + 4).join(', '));
  return lines.join(',\n');
}

/** The sheets' creation date: fixed, so a rebuild of unchanged data gives the same bytes. */
const EDITION = new Date(Date.UTC(2026, 0, 1));

/** Draws the sheet's content; exported for the certificate work to follow the same layout. */
export async function renderSpecSheet(content: SpecSheetContent): Promise<Uint8Array> {
  const doc = createBrandDocument({
    title: `${content.title}: spec sheet`,
    subject: `Specifications of the ${site.name} ${content.title}`,
    keywords: content.models.map((model) => model.value),
    created: EDITION,
  });
  drawHeaderBand(doc, { kind: 'Spec sheet', eyebrow: content.eyebrow, title: content.title });
  drawTable(doc, {
    rows: content.models.map((model) => [model.label, modelLines(model.value)]),
    firstColumnWidth: 170,
  });
  drawParagraph(doc, content.summary, { muted: true });
  drawFactsBox(doc, content.headline);
  if (content.energyLabel) {
    drawHeading(doc, 'Zoned Energy Rating Label');
    drawTable(doc, { ...content.energyLabel, firstColumnWidth: 130 });
  }
  if (content.noise) {
    drawHeading(doc, 'Noise by fan speed');
    drawTable(doc, { ...content.noise, firstColumnWidth: 170 });
  }
  for (const group of content.groups) {
    drawHeading(doc, group.heading, Math.min(group.specs.length, 3) * TABLE_ROW_HEIGHT);
    drawTable(doc, { rows: group.specs.map((spec) => [spec.label, spec.value]), firstColumnWidth: 170 });
  }
  drawHeading(doc, 'Warranty cover', 40);
  for (const line of content.warranty) drawParagraph(doc, line);
  drawFooters(doc, {
    url: content.url,
    note: `${site.legalName} · ${site.phone.display} · ${site.email} · The page above has the current figures.`,
  });
  return pdfBytes(doc);
}

/** A rendered sheet: where it is published and its bytes. */
export interface SpecSheetFile {
  path: string;
  bytes: Uint8Array;
}

const rendered = new Map<string, Promise<SpecSheetFile>>();

/** The product's sheet, rendered on first request and kept for the rest of the build. */
export function specSheetFor(
  product: Product,
  terms: WarrantyTerms,
  siteUrl: string,
): Promise<SpecSheetFile> {
  const key = `${product.slug}@${siteUrl}`;
  let file = rendered.get(key);
  if (!file) {
    const content = specSheetContent(
      product,
      { cover: warrantyCoverFor(terms, product), startsFrom: terms.startsFrom },
      siteUrl,
    );
    file = renderSpecSheet(content).then((bytes) => ({ path: specSheetPath(product), bytes }));
    rendered.set(key, file);
  }
  return file;
}
