/**
 * Branded PDF documents drawn with pdfkit, at build time (Node only: never import this from
 * components or islands). One module for every PDF the site issues (product spec sheets, and later
 * owners' warranty certificates): an A4 page in the brand's colours, a header band, headings, tables
 * of facts and data, and a footer on every page with the page's address.
 *
 * Output is reproducible: the creation date is passed in and the file id derives from the document
 * info, so the same data gives the same bytes (and the same size the page states).
 *
 * Every document is tagged (PDF/UA): each function below puts what it draws in the structure tree
 * (./tagged.ts), so a screen reader reads headings, lists, tables and pictures in order.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { site } from '#config/site.ts';
import { brandMark } from '#lib/brand-mark.ts';
import { artifact, group, startStructure, structureRoot, tagged, taggedDocumentOptions } from './tagged.ts';

/** Brand colours, from the site's own (theme #004A60, background #E1EAEC). */
export const pdfColours = {
  brand: site.colours.theme,
  tint: site.colours.background,
  text: '#152226',
  muted: '#34454a',
  rule: '#c3d6db',
  white: '#ffffff',
} as const;

/**
 * The brand typeface, Manrope, as the site uses it (the site's variable font cannot be embedded by
 * pdfkit, so the PDFs take the same family's static regular and bold cuts, Latin subset). Embedded
 * as subsets: only the glyphs a document uses.
 */
const require = createRequire(import.meta.url);
const brandFontFiles = {
  Brand: '@fontsource/manrope/files/manrope-latin-400-normal.woff',
  'Brand-Bold': '@fontsource/manrope/files/manrope-latin-700-normal.woff',
} as const;
let brandFonts: Record<keyof typeof brandFontFiles, Buffer> | undefined;
function loadBrandFonts() {
  brandFonts ??= {
    Brand: readFileSync(require.resolve(brandFontFiles.Brand)),
    'Brand-Bold': readFileSync(require.resolve(brandFontFiles['Brand-Bold'])),
  };
  return brandFonts;
}
/** Font names the drawing functions use. */
const REGULAR = 'Brand';
const BOLD = 'Brand-Bold';

const MARGIN = 40;
const FOOTER_HEIGHT = 34;
/** Height of a table row of one line (9 pt text, 4 pt padding above and below). */
export const TABLE_ROW_HEIGHT = 20;

export interface BrandDocumentInfo {
  /** Document title, shown by PDF readers instead of the file name. */
  title: string;
  /** One line on what the document is. */
  subject: string;
  keywords?: string[];
  /** Fixed creation date, so a rebuild gives the same file. */
  created: Date;
}

export type BrandDocument = PDFKit.PDFDocument;

/** A4 with the brand's margins and metadata; call `pdfBytes` to finish it. */
export function createBrandDocument(info: BrandDocumentInfo): BrandDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'en-AU',
    ...taggedDocumentOptions,
    info: {
      Title: info.title,
      Subject: info.subject,
      Author: site.legalName,
      Creator: site.name,
      Keywords: info.keywords?.join(', ') ?? '',
      CreationDate: info.created,
    },
    font: '',
  });
  for (const [name, bytes] of Object.entries(loadBrandFonts())) doc.registerFont(name, bytes);
  doc.font(REGULAR);
  startStructure(doc);
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: BrandDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * The standard PDF fonts encode WinAnsi only: characters outside it (the minus sign U+2212, narrow
 * spaces) would print as something else, so they are swapped for their nearest WinAnsi character.
 */
export function pdfText(text: string): string {
  return text.replace(/\u2212/g, '-').replace(/[\u2009\u202f]/g, ' ');
}

const contentWidth = (doc: BrandDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when fewer than `height` points remain above the footer. */
export function keepTogether(doc: BrandDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The brand mark (components/layout/Logo) at `size` points, its top left corner at x, y. */
export function drawBrandMark(doc: BrandDocument, x: number, y: number, size: number) {
  const { theme, background, accent } = site.colours;
  doc
    .save()
    .translate(x, y)
    .scale(size / brandMark.size);
  doc.roundedRect(0, 0, brandMark.size, brandMark.size, brandMark.cornerRadius).fill(theme);
  doc
    .path(brandMark.curve)
    .lineWidth(brandMark.strokeWidth)
    .lineCap('round')
    .lineJoin('round')
    .stroke(background);
  doc.circle(brandMark.sun.cx, brandMark.sun.cy, brandMark.sun.r).fill(accent);
  doc.restore();
}

/**
 * Text broken into lines at spaces only, each at most `width` in the current font: pdfkit would also
 * break after a hyphen ("Roof-" / "Mounted"), and a name split there is not found by search.
 */
function linesAtSpaces(doc: BrandDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Size of the picture a header band may carry on its right, points (4:3). */
const BAND_PICTURE = { width: 144, height: 108 };

/**
 * The top band in the brand colour: the mark, the brand name, what the document is, its title, and
 * on the right a picture (the product) on a white card when given.
 */
export function drawHeaderBand(
  doc: BrandDocument,
  band: { kind: string; eyebrow: string; title: string; picture?: { bytes: Buffer; alt: string } },
) {
  const height = band.picture ? BAND_PICTURE.height + 16 : 92;
  const mark = 50;
  const textX = MARGIN + mark + 14;
  const pictureX = doc.page.width - MARGIN - BAND_PICTURE.width;
  artifact(doc, () => {
    doc.rect(0, 0, doc.page.width, height).fill(pdfColours.brand);
    drawBrandMark(doc, MARGIN, 21, mark);
    if (band.picture)
      doc.roundedRect(pictureX, 8, BAND_PICTURE.width, BAND_PICTURE.height, 6).fill(pdfColours.white);
  });
  const textRight = band.picture ? pictureX - 14 : doc.page.width - MARGIN;
  tagged(doc, 'P', () =>
    doc
      .fillColor(pdfColours.white)
      .font(BOLD)
      .fontSize(11)
      .text(site.name, textX, 20, { continued: true })
      .font(REGULAR)
      .text(`  ·  ${band.kind}`),
  );
  tagged(doc, 'P', () => doc.fontSize(9).fillColor(pdfColours.tint).text(pdfText(band.eyebrow), textX, 36));
  tagged(doc, 'H1', () => {
    doc.font(BOLD).fontSize(18).fillColor(pdfColours.white);
    doc.text(linesAtSpaces(doc, pdfText(band.title), textRight - textX).join(' \n'), textX, 50, {
      width: textRight - textX,
    });
  });
  const titleBottom = doc.y;
  if (band.picture) {
    const { bytes, alt } = band.picture;
    const box = { x: pictureX + 3, y: 11, width: BAND_PICTURE.width - 6, height: BAND_PICTURE.height - 6 };
    tagged(
      doc,
      'Figure',
      () =>
        doc.image(bytes, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' }),
      { alt, bbox: [box.x, box.y, box.x + box.width, box.y + box.height], placement: 'Block' },
    );
  }
  doc.y = titleBottom;
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, height) + 14;
  doc.fillColor(pdfColours.text).font(REGULAR).fontSize(10);
}

/**
 * A picture (JPEG or PNG bytes) fitted into `width` × `height` points at x, y, with a caption under
 * it when given; returns the bottom of what was drawn.
 */
export function drawPicture(
  doc: BrandDocument,
  picture: { bytes: Buffer; alt: string },
  box: { x: number; y: number; width: number; height: number },
  caption?: string,
): number {
  tagged(
    doc,
    'Figure',
    () =>
      doc.image(picture.bytes, box.x, box.y, {
        fit: [box.width, box.height],
        align: 'center',
        valign: 'center',
      }),
    { alt: picture.alt, bbox: [box.x, box.y, box.x + box.width, box.y + box.height], placement: 'Block' },
  );
  let bottom = box.y + box.height;
  if (caption) {
    tagged(doc, 'P', () =>
      doc
        .font(REGULAR)
        .fontSize(7.5)
        .fillColor(pdfColours.muted)
        .text(pdfText(caption), box.x, bottom + 3, { width: box.width, align: 'center' }),
    );
    bottom = doc.y;
  }
  doc.fillColor(pdfColours.text);
  return bottom;
}

/** Points left on the page above the footer. */
export const spaceLeft = (doc: BrandDocument) => doc.page.height - doc.page.margins.bottom - doc.y;

export { contentWidth };

/** A paragraph of body text. */
export function drawParagraph(doc: BrandDocument, text: string, options: { muted?: boolean } = {}) {
  tagged(doc, 'P', () =>
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(options.muted ? pdfColours.muted : pdfColours.text)
      .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) }),
  );
  doc.moveDown(0.5);
}

/** Width of a list item's label ("1.", "12."): the item's text hangs beside it. */
const LIST_LABEL_WIDTH = 16;

/** A list, numbered or bulleted, of body text: `L` with an `LI` an item, its label and body apart. */
export function drawList(doc: BrandDocument, items: readonly string[], options: { numbered?: boolean } = {}) {
  const left = doc.page.margins.left;
  const bodyWidth = contentWidth(doc) - LIST_LABEL_WIDTH;
  group(doc, 'L', (list) => {
    items.forEach((item, index) => {
      doc.font(REGULAR).fontSize(9.5).fillColor(pdfColours.text);
      keepTogether(doc, doc.heightOfString(pdfText(item), { width: bodyWidth }));
      const top = doc.y;
      group(
        doc,
        'LI',
        (element) => {
          const label = options.numbered ? `${index + 1}.` : '•';
          tagged(doc, 'Lbl', () => doc.text(label, left, top, { width: LIST_LABEL_WIDTH }), {}, element);
          tagged(
            doc,
            'LBody',
            () => doc.text(pdfText(item), left + LIST_LABEL_WIDTH, top, { width: bodyWidth }),
            {},
            element,
          );
        },
        list,
      );
      doc.x = left;
      doc.moveDown(0.5);
    });
  });
}

/**
 * A heading in the brand colour (`H2`, or `H3` under one), kept with at least `keepWith` points of
 * what follows. The document's title, in the header band, is its one `H1`.
 */
export function drawHeading(doc: BrandDocument, text: string, keepWith = 60, level: 2 | 3 = 2) {
  keepTogether(doc, 24 + keepWith);
  doc.moveDown(0.4);
  tagged(doc, `H${level}`, () =>
    doc
      .font(BOLD)
      .fontSize(level === 2 ? 12 : 10.5)
      .fillColor(pdfColours.brand)
      .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) }),
  );
  doc.moveDown(0.25);
  doc.fillColor(pdfColours.text);
}

/** Label and value pairs in a tinted box, up to five a row: the facts a reader looks for first. */
export function drawFactsBox(doc: BrandDocument, facts: readonly { label: string; value: string }[]) {
  const columns = facts.length <= 5 ? facts.length : 4;
  const width = contentWidth(doc);
  const cellWidth = width / columns;
  const textWidth = cellWidth - 14;
  const rows: { label: string; value: string }[][] = [];
  for (let index = 0; index < facts.length; index += columns) rows.push(facts.slice(index, index + columns));
  doc.font(BOLD).fontSize(11);
  const rowHeights = rows.map(
    (row) =>
      14 + Math.max(...row.map((fact) => doc.heightOfString(pdfText(fact.value), { width: textWidth }))),
  );
  const boxHeight = rowHeights.reduce((sum, height) => sum + height, 0) + 10;
  keepTogether(doc, boxHeight + 8);
  const top = doc.y;
  artifact(doc, () => doc.rect(doc.page.margins.left, top, width, boxHeight).fill(pdfColours.tint));
  let y = top + 6;
  // Read as a list of facts, each its label then its value.
  group(doc, 'L', (list) => {
    rows.forEach((row, rowIndex) => {
      row.forEach((fact, index) => {
        const x = doc.page.margins.left + 8 + index * cellWidth;
        group(
          doc,
          'LI',
          (item) => {
            tagged(
              doc,
              'Lbl',
              () =>
                doc.font(REGULAR).fontSize(8).fillColor(pdfColours.muted).text(pdfText(fact.label), x, y, {
                  width: textWidth,
                }),
              {},
              item,
            );
            tagged(
              doc,
              'LBody',
              () =>
                doc
                  .font(BOLD)
                  .fontSize(11)
                  .fillColor(pdfColours.brand)
                  .text(pdfText(fact.value), x, y + 11, { width: textWidth }),
              {},
              item,
            );
          },
          list,
        );
      });
      y += rowHeights[rowIndex] ?? 0;
    });
  });
  doc.x = doc.page.margins.left;
  doc.y = top + boxHeight + 8;
  doc.fillColor(pdfColours.text);
}

/**
 * A data table: a header row in the brand colour (when given), then rows whose first cell is a
 * row header. Rules between rows, no vertical lines.
 */
export function drawTable(
  doc: BrandDocument,
  table: { header?: readonly string[]; rows: readonly (readonly string[])[]; firstColumnWidth?: number },
) {
  const columnCount = table.header?.length ?? table.rows[0]?.length ?? 1;
  keepTogether(doc, Math.min(table.rows.length + (table.header ? 1 : 0), 3) * TABLE_ROW_HEIGHT);
  const cell = (text: string, style: PDFKit.Mixins.CellOptions = {}): PDFKit.Mixins.CellOptions => ({
    text: pdfText(text),
    ...style,
  });
  const data = [
    ...(table.header
      ? [
          table.header.map((text) =>
            cell(text, {
              type: 'TH',
              scope: 'Column',
              backgroundColor: pdfColours.brand,
              textColor: pdfColours.white,
              font: { src: BOLD },
            }),
          ),
        ]
      : []),
    ...table.rows.map((row) =>
      row.map((text, index) =>
        index === 0
          ? cell(text, { type: 'TH', scope: 'Row', font: { src: BOLD } })
          : cell(text, { font: { src: REGULAR } }),
      ),
    ),
  ];
  doc.fontSize(9).fillColor(pdfColours.text);
  doc.table({
    structParent: structureRoot(doc),
    position: { x: doc.page.margins.left },
    columnStyles: (index) =>
      index === 0 && table.firstColumnWidth
        ? { width: table.firstColumnWidth }
        : { width: '*', minWidth: columnCount > 2 ? 60 : 120 },
    defaultStyle: {
      border: { top: 0, left: 0, right: 0, bottom: 0.5 },
      borderColor: pdfColours.rule,
      padding: [4, 6, 4, 6],
      textColor: pdfColours.text,
    },
    data,
  });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.6);
}

/**
 * On every page: a rule, the address the document is published at (the web page holds the current
 * figures), a line of contact details and the page number. Call last, before `pdfBytes`. Running
 * page furniture, so artifacts, except the first page's address: the document's last paragraph, a
 * link, read once.
 */
export function drawFooters(doc: BrandDocument, footer: { url: string; note: string }) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const width = doc.page.width - 2 * MARGIN;
    const top = doc.page.height - MARGIN - FOOTER_HEIGHT + 8;
    // Below the bottom margin: keep pdfkit from starting a new page for the footer's own text.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const drawAddress = (link: boolean) =>
      doc
        .font(BOLD)
        .fontSize(8)
        .fillColor(pdfColours.brand)
        .text(footer.url, MARGIN, top + 6, {
          width,
          lineBreak: false,
          ...(link ? { link: footer.url } : {}),
        });
    artifact(
      doc,
      () => {
        doc
          .moveTo(MARGIN, top)
          .lineTo(MARGIN + width, top)
          .lineWidth(1)
          .strokeColor(pdfColours.brand)
          .stroke();
        if (index !== range.start) drawAddress(false);
        doc
          .font(REGULAR)
          .fontSize(7.5)
          .fillColor(pdfColours.muted)
          .text(pdfText(footer.note), MARGIN, top + 18, { width: width - 60, lineBreak: false });
        doc.text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN + width - 60, top + 18, {
          width: 60,
          align: 'right',
          lineBreak: false,
        });
      },
      'Pagination',
    );
    if (index === range.start)
      group(doc, 'P', (paragraph) => tagged(doc, 'Link', () => drawAddress(true), {}, paragraph));
    doc.page.margins.bottom = bottomMargin;
  }
}
