/**
 * A product says one room size: the floor areas its copy states agree with the range the sizing
 * rule gives it (what its card and page show), and the product schema the build validates the
 * content with (src/content.config.ts) refuses a file whose copy the rule contradicts, saying where
 * and what to write.
 */
import { describe, expect, it } from 'vitest';
import { roomSizeContradictions } from '../../src/lib/sizing/copy-check.ts';
import { sizingProduct } from '../../src/lib/sizing/from-catalogue.ts';
import { roomSizeOf } from '../../src/lib/sizing/room-range.ts';
import { productSchemaOf } from '../../src/schemas/product.ts';
import type { ProductFacts } from '../../src/schemas/product-facts.ts';
import { testImageSchema } from '../support/image-paths.ts';
import { loadProductFiles } from './load-content.ts';

const productSchema = productSchemaOf(testImageSchema);
const files = loadProductFiles();
const fileOf = (slug: string) => {
  const file = files.find((entry) => entry.name === slug);
  if (!file) throw new Error(`No product file ${slug}`);
  return structuredClone(file.data) as ProductFacts & { description: string[] };
};

const AURA_5 = 'aura-5-0kw-reverse-cycle-split-system';

describe('room sizes in product copy', () => {
  it('every product’s copy states the room size its card shows, or none', () => {
    const disagreeing = files.flatMap(({ name, data }) =>
      roomSizeContradictions(data as ProductFacts).map(
        ({ path, message }) => `${name} ${path.join('.')}: ${message}`,
      ),
    );
    expect(disagreeing).toEqual([]);
  });

  it('the Aura 5.0 kW says 27 to 38 m² in its description, as its card does', () => {
    const aura = fileOf(AURA_5);
    expect(roomSizeOf(sizingProduct(aura))).toMatchObject({ minM2: 27, maxM2: 38 });
    expect(aura.description[0]).toContain('about 27 to 38 m²');
  });

  it('refuses a planted sentence the sizing rule contradicts, saying where and what to write', () => {
    const aura = fileOf(AURA_5);
    aura.description[0] = aura.description[0]?.replace('27 to 38 m²', '34 to 47 m²') ?? '';
    const result = productSchema.safeParse(aura);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['description', 0],
        message:
          '"34 to 47 m²" disagrees: the sizing rule gives 27–38 m² (the range on its card and page); write "27 to 38 m²"',
      }),
    ]);
  });

  it.each([
    ['an "up to" past the range', 'It cools rooms of up to 60 m².'],
    ['a room outside the range', 'Perfect for a 15 square metre study.'],
    ['a range written with a dash', 'Rooms of 20–30 m2.'],
  ])('refuses %s in a feature', (_case, sentence) => {
    const aura = fileOf(AURA_5);
    const planted = { ...aura, features: [...(aura as { features: string[] }).features, sentence] };
    const result = productSchema.safeParse(planted);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['features']);
  });

  it('accepts a room size within the range, and an evaporative cooler’s "Cools up to" only at its largest', () => {
    const aura = fileOf(AURA_5);
    const features = [...(aura as { features: string[] }).features, 'Sized for a 30 m² living room'];
    expect(productSchema.safeParse({ ...aura, features }).success).toBe(true);
    const cooler = fileOf('outback-rm85-roof-mounted-evaporative-cooler') as ProductFacts & {
      coverageM2: number;
    };
    const largest = roomSizeOf(sizingProduct(cooler)).maxM2;
    expect(cooler.coverageM2).toBe(largest);
    const result = productSchema.safeParse({ ...cooler, coverageM2: 100 });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['coverageM2']]);
  });
});
