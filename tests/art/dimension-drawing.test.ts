/**
 * The dimension drawing against the spec data: every product's drawing writes its units' width,
 * height and depth in millimetres and the installation clearances of its kind, its alt text says
 * the same sizes, and the committed PNG the gallery shows is the drawing's 1600 × 1200 master.
 */
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type DrawingInputs, dimensionDrawing } from '../../scripts/renders/drawing/dimension-drawing.ts';
import { galleryFile, renderPlan } from '../../scripts/renders/plan.ts';
import { productFactsSchema } from '../../scripts/renders/product-facts.ts';
import { loadProductFiles, root } from '../content/load-content.ts';

const catalogue = loadProductFiles().map(({ data }) => productFactsSchema.parse(data));
const drawingOf = (product: (typeof catalogue)[number]) => {
  const planned = renderPlan(product).find((picture) => picture.kind === 'dimensions');
  if (!planned) throw new Error(`${product.slug}: no drawing planned`);
  return { ...planned, inputs: planned.inputs as unknown as DrawingInputs & { picture: string } };
};
/** The figures an SVG writes as text. */
const figures = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((match) => Number(match[1]));

describe('the dimension drawing', () => {
  it.each(catalogue.map((product) => [product.slug, product] as const))(
    '%s: writes each unit’s width, height and depth, and its alt text says them',
    (_, product) => {
      const drawing = drawingOf(product);
      const svg = dimensionDrawing(drawing.inputs, drawing.alt);
      const units = [drawing.inputs.indoor, ...(drawing.inputs.outdoor ? [drawing.inputs.outdoor] : [])];
      for (const unit of units) {
        expect(figures(svg)).toEqual(expect.arrayContaining([unit.widthMm, unit.heightMm, unit.depthMm]));
        expect(drawing.alt).toContain(`${unit.widthMm} × ${unit.heightMm} × ${unit.depthMm}`);
      }
      expect(svg).toContain('Installation clearances');
      expect(svg).toMatch(/≥ \d+ mm /);
    },
  );

  it('is in every gallery as its last picture, a 1600 × 1200 PNG', async () => {
    for (const product of catalogue) {
      const position = (product.images?.length ?? 0) - 1;
      const entry = product.images?.[position];
      expect(entry?.kind, product.slug).toBe('dimensions');
      expect(entry?.file, product.slug).toBe(galleryFile(product.slug, position, 'png'));
      const file = path.join(root, 'src/content/products', product.productType, entry?.file ?? '');
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, product.slug).toEqual({ width: 1600, height: 1200, format: 'png' });
    }
  });
});
