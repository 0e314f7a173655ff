/**
 * A product's spec sheet as a PDF (Node only, at build): one or two A4 pages in the brand's colours
 * with the product page's address on every page. The content comes from ./content.ts; the drawing
 * from the shared branded-PDF module. `specSheetFor` renders each product once per build, so the
 * product page (which states the file's size) and the PDF route share one rendering.
 */

import { readFileSync } from 'node:fs';
import type { ImageMetadata } from 'astro';
import sharp from 'sharp';
import { site } from '#config/site.ts';
import type { Product } from '#schemas/product.ts';
import type { WarrantyTerms } from '#schemas/warranty.ts';
import { type SpecSheetContent, specSheetContent, specSheetPath } from '../../spec-sheet/content.ts';
import { warrantyCoverFor } from '../../warranty.ts';
import {
  contentWidth,
  createBrandDocument,
  drawFactsBox,
  drawFooters,
  drawHeaderBand,
  drawHeading,
  drawParagraph,
  drawPicture,
  drawTable,
  pdfBytes,
  spaceLeft,
  TABLE_ROW_HEIGHT,
} from '../pdf/brand-document.ts';

/** A picture for the sheet: its bytes (JPEG or PNG) and what it shows. */
export interface SheetPicture {
  bytes: Buffer;
  alt: string;
}

/** The product's own pictures on its sheet: the unit (its first image) and the dimension drawing. */
export interface SheetPictures {
  product?: SheetPicture;
  drawing?: SheetPicture;
}

/**
 * The drawing is fitted into what is left of the last page, never smaller than this (points): with
 * less room on the first page it starts the second.
 */
const DRAWING_MIN_HEIGHT = 150;

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
export async function renderSpecSheet(
  content: SpecSheetContent,
  pictures: SheetPictures = {},
): Promise<Uint8Array> {
  const doc = createBrandDocument({
    title: `${content.title}: spec sheet`,
    subject: `Specifications of the ${site.name} ${content.title}`,
    keywords: content.models.map((model) => model.value),
    created: EDITION,
  });
  drawHeaderBand(doc, {
    kind: 'Spec sheet',
    eyebrow: content.eyebrow,
    title: content.title,
    ...(pictures.product ? { picture: pictures.product } : {}),
  });
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
  if (pictures.drawing) {
    // The drawing fills what is left of the page (a new page when too little is).
    // On the second page it takes what is left rather than start a third.
    const onSecondPage = doc.bufferedPageRange().count >= 2;
    drawHeading(doc, 'Dimensions and installation clearances', onSecondPage ? 80 : DRAWING_MIN_HEIGHT);
    const width = contentWidth(doc);
    const height = Math.min(spaceLeft(doc) - 4, width * 0.75);
    if (height >= 76)
      drawPicture(doc, pictures.drawing, { x: doc.page.margins.left, y: doc.y, width, height });
  }
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
    file = sheetPictures(product)
      .then((pictures) => renderSpecSheet(content, pictures))
      .then((bytes) => ({ path: specSheetPath(product), bytes }));
    rendered.set(key, file);
  }
  return file;
}

/** The file behind an image of the content (Astro keeps its path on the metadata at build). */
const fileOf = (image: ImageMetadata | string) =>
  typeof image === 'string' ? undefined : (image as ImageMetadata & { fsPath?: string }).fsPath;

/**
 * The sheet's pictures from the product's images: its first image as a JPEG of 800 px (twice the
 * size it is printed at), its dimension drawing as a PNG of 1400 px.
 */
async function sheetPictures(product: Product): Promise<SheetPictures> {
  const [first] = product.images;
  const drawing = product.images.find((image) => image.kind === 'dimensions');
  const pictures: SheetPictures = {};
  const firstFile = first && fileOf(first.file);
  if (first && firstFile) {
    const bytes = await sharp(readFileSync(firstFile))
      .resize({ width: 800, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    pictures.product = { bytes, alt: first.alt };
  }
  const drawingFile = drawing && fileOf(drawing.file);
  if (drawing && drawingFile) {
    const bytes = await sharp(readFileSync(drawingFile))
      .resize({ width: 1400, withoutEnlargement: true })
      .png({ palette: true, colours: 64, compressionLevel: 9 })
      .toBuffer();
    pictures.drawing = { bytes, alt: drawing.alt };
  }
  return pictures;
}
