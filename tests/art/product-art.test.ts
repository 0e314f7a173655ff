/**
 * The drawn product art against the spec data: the committed front pictures (their SVG sources) of
 * the types not yet rendered
 * draw each unit's face at its true proportions within 2 %, at one scale per kind of unit (so a
 * 7.1 kW wall split is drawn wider than a 2.5 kW one), and every product's content file names its
 * generated pictures, each of which exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { artProductSchema, frontLayout, unitsOf } from '../../scripts/art/pictures.ts';
import { loadProductFiles } from '../content/load-content.ts';

const root = path.resolve(import.meta.dirname, '../..');
const files = loadProductFiles();
const catalogue = files.map(({ data }) => artProductSchema.parse(data));

/** Width and height of the rect with id="unit-face" in an SVG. */
function faceOf(svg: string): { width: number; height: number } {
  const tag = svg.match(/<rect[^>]*id="unit-face"[^>]*>/)?.[0];
  if (!tag) throw new Error('no unit-face rect');
  const number = (name: string) => Number(tag.match(new RegExp(`\\b${name}="([\\d.]+)"`))?.[1]);
  return { width: number('width'), height: number('height') };
}

/** The face the front picture shows: width by height, but a cassette (seen from below) width by depth. */
function expectedFace(product: (typeof catalogue)[number]) {
  const { main, outdoor } = unitsOf(product);
  if (product.productType === 'cassette') return { width: main.widthMm, height: main.depthMm };
  if (product.productType === 'multi' && outdoor) return { width: outdoor.widthMm, height: outdoor.heightMm };
  return { width: main.widthMm, height: main.heightMm };
}

describe('generated product art', () => {
  // Products whose gallery still shows the drawing (rendered types show a render: render-manifest.test.ts).
  const drawn = catalogue.filter((product) => product.images?.[0]?.file.endsWith('.jpg'));
  it.each(drawn.map((product) => [product.slug, product] as const))(
    '%s: the front picture draws the unit at its spec proportions (within 2 %)',
    (slug, product) => {
      const svg = readFileSync(path.join(root, 'src/assets/product-art', slug, 'front.svg'), 'utf8');
      const face = faceOf(svg);
      const expected = expectedFace(product);
      const drawn = face.width / face.height;
      const spec = expected.width / expected.height;
      expect(Math.abs(drawn / spec - 1)).toBeLessThan(0.02);
    },
  );

  it('draws units of one kind at one scale: a 7.1 kW wall split is wider than a 2.5 kW one', () => {
    const bySlug = (slug: string) => {
      const product = catalogue.find((item) => item.slug === slug);
      if (!product) throw new Error(slug);
      return product;
    };
    const big = frontLayout(bySlug('edge-7-1kw-reverse-cycle-split-system'), catalogue);
    const small = frontLayout(bySlug('edge-2-5kw-reverse-cycle-split-system'), catalogue);
    expect(big.scale).toBe(small.scale);
    expect(big.face.width / small.face.width).toBeCloseTo(1130 / 820, 2);
    const svgWidth = (slug: string) =>
      faceOf(readFileSync(path.join(root, 'src/assets/product-art', slug, 'front.svg'), 'utf8')).width;
    expect(svgWidth('edge-7-1kw-reverse-cycle-split-system')).toBeGreaterThan(
      svgWidth('edge-2-5kw-reverse-cycle-split-system') * 1.3,
    );
  });

  it('every product file names at least three pictures with alt text, and each file exists', () => {
    const folder = path.join(root, 'src/content/products');
    const yamlFiles = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.yaml'),
    );
    expect(yamlFiles).toHaveLength(catalogue.length);
    for (const file of yamlFiles) {
      const images: { file: string; alt: string }[] =
        parse(readFileSync(path.join(folder, file), 'utf8')).images ?? [];
      expect(images.length, file).toBeGreaterThanOrEqual(3);
      for (const image of images) {
        expect(image.alt.trim().length, `${file} ${image.file}`).toBeGreaterThan(10);
        expect(
          existsSync(path.resolve(folder, path.dirname(file), image.file)),
          `${file} ${image.file}`,
        ).toBe(true);
      }
    }
  });
});
