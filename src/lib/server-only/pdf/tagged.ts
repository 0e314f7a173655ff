/**
 * The structure tree of a branded PDF (tagged PDF, PDF/UA): what a screen reader reads, in order.
 * Every drawing function of ./brand-document.ts puts what it draws under the document's root
 * element through these helpers: text in headings (`H1`, `H2`), paragraphs (`P`), lists (`L`, `LI`
 * with `Lbl` and `LBody`), tables (`Table`, `TR`, `TH` with its scope, `TD`), pictures in `Figure`
 * with their alternative text, links in `Link`; what only decorates (the header band, the brand
 * mark, tints, rules, page footers) is marked as an artifact, which assistive technology skips.
 * Content drawn outside these helpers would be untagged: draw through them.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
type Element = PDFKit.PDFStructureElement;

declare global {
  namespace PDFKit.Mixins {
    interface StructureElementOptions {
      /** The element's box on the page, points from the top left (a figure's, for reflow). */
      bbox?: [number, number, number, number];
      placement?: 'Block' | 'Inline';
    }
    interface TableOptions {
      /** The element the table's `Table` element is added to (tagged documents). */
      structParent?: Element;
    }
    interface CellOptions {
      /** Which cells a header cell heads (tagged documents). */
      scope?: 'Row' | 'Column' | 'Both';
    }
  }
}

/** The PDF/UA options pdfkit takes (its types name only the PDF/A subsets). */
export const taggedDocumentOptions = {
  tagged: true,
  subset: 'PDF/UA',
  pdfVersion: '1.7',
  displayTitle: true,
} as unknown as Pick<PDFKit.PDFDocumentOptions, 'tagged' | 'subset' | 'pdfVersion' | 'displayTitle'>;

const roots = new WeakMap<Doc, Element>();

/** Starts the document's structure tree: one `Document` element everything else is added to. */
export function startStructure(doc: Doc) {
  const root = doc.struct('Document');
  doc.addStructure(root);
  roots.set(doc, root);
}

/** The element new content is added to: the document's root. */
export function structureRoot(doc: Doc): Element {
  const root = roots.get(doc);
  if (!root) throw new Error('the document has no structure tree: create it with createBrandDocument');
  return root;
}

/** Draws `draw` as one element of `type` (`H1`, `H2`, `P`, `Figure`…) under `parent` (the root). */
export function tagged(
  doc: Doc,
  type: string,
  draw: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
  parent: Element = structureRoot(doc),
) {
  parent.add(doc.struct(type, options, draw));
}

/** An element that holds others (`L`, `LI`): added, filled by `fill`, then closed. */
export function group(doc: Doc, type: string, fill: (element: Element) => void, parent = structureRoot(doc)) {
  const element = doc.struct(type);
  parent.add(element);
  fill(element);
  element.end();
}

/**
 * Draws `draw` as an artifact (decoration, page furniture): kept out of the structure tree, so a
 * screen reader skips it. `Pagination` for running footers, `Layout` for tints and rules.
 */
export function artifact(doc: Doc, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}
