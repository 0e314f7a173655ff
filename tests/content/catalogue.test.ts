import { describe, expect, it } from 'vitest';
import type { Category } from '../../src/schemas/category.ts';
import { categorySchemasOf } from '../../src/schemas/category.ts';
import {
  functionCategorySlugSchema,
  typeCategoryByProductType,
  typeCategorySlugSchema,
} from '../../src/schemas/common.ts';
import type { Product, ProductOf } from '../../src/schemas/product.ts';
import { isRefrigerantProduct, productSchemaOf } from '../../src/schemas/product.ts';
import { testImageSchema } from '../support/image-paths.ts';
import { loadFolder, loadProductFiles } from './load-content.ts';

const productSchema = productSchemaOf(testImageSchema);
const { categorySchema } = categorySchemasOf(testImageSchema);

const productFiles = loadProductFiles();
const products: Product[] = productFiles.map(({ name, data }) => {
  const result = productSchema.safeParse(data);
  if (!result.success)
    throw new Error(`products/${name}.yaml: ${JSON.stringify(result.error.issues, null, 2)}`);
  return result.data;
});
const categories: Category[] = loadFolder('categories').map(({ data }) => categorySchema.parse(data));
const bySlug = new Map(products.map((product) => [product.slug, product]));

describe('categories', () => {
  it('has the ten categories of the site, each once, file named by slug', () => {
    const files = loadFolder('categories');
    expect(files.map((file) => file.name).sort()).toEqual(
      [...typeCategorySlugSchema.options, ...functionCategorySlugSchema.options].sort(),
    );
    for (const file of files) expect(categorySchema.parse(file.data).slug).toBe(file.name);
  });

  it('has unique navigation order', () => {
    expect(new Set(categories.map((category) => category.order)).size).toBe(categories.length);
  });

  it('has products in every category', () => {
    for (const category of categories) {
      const listed = products.filter((product) =>
        category.kind === 'type'
          ? product.typeCategory === category.slug
          : product.functionCategories.includes(category.slug),
      );
      expect(listed.length, category.slug).toBeGreaterThan(0);
    }
  });
});

describe('products', () => {
  it('validates every product file (parsed above) and names each file by its slug', () => {
    for (const { name, data } of productFiles) expect(productSchema.parse(data).slug).toBe(name);
  });

  it('has at least 48 products', () => {
    expect(products.length).toBeGreaterThanOrEqual(48);
  });

  it('has at least three current products in every type category', () => {
    for (const slug of typeCategorySlugSchema.options) {
      const current = products.filter(
        (product) => product.typeCategory === slug && product.status === 'current',
      );
      expect(current.length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('has unique slugs, names and model numbers', () => {
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    const models = products.flatMap((product) =>
      'modelNumber' in product
        ? [product.modelNumber]
        : 'unit' in product.modelNumbers
          ? [product.modelNumbers.unit]
          : [product.modelNumbers.outdoor],
    );
    expect(new Set(models).size).toBe(models.length);
  });

  it('lists each product under its type category and applicable function categories', () => {
    const functionSlugs: readonly string[] = functionCategorySlugSchema.options;
    for (const product of products) {
      expect(product.typeCategory).toBe(typeCategoryByProductType[product.productType]);
      for (const slug of product.functionCategories) expect(functionSlugs).toContain(slug);
    }
  });

  it('relates every product to 2-4 existing products other than itself', () => {
    for (const product of products) {
      for (const slug of product.related) {
        expect(bySlug.has(slug), `${product.slug} -> ${slug}`).toBe(true);
        expect(slug).not.toBe(product.slug);
      }
    }
  });

  it('features about six current products, and keeps a few discontinued ones', () => {
    const featured = products.filter((product) => product.featured);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(8);
    for (const product of featured) expect(product.status).toBe('current');
    expect(products.filter((product) => product.status === 'discontinued').length).toBeGreaterThanOrEqual(3);
  });

  it('covers the Edge, Aura, Breeze, Outback and Hearth ranges, with Edge as premium refrigerant systems', () => {
    expect(new Set(products.map((product) => product.range))).toEqual(
      new Set(['Edge', 'Aura', 'Breeze', 'Outback', 'Hearth']),
    );
    for (const product of products.filter((item) => item.range === 'Edge')) {
      expect(['wall-split', 'ducted', 'multi']).toContain(product.productType);
      expect(product.warranty).toMatchObject({ years: 7, partsAndLabour: true, compressorYears: 10 });
    }
  });
});

describe('product figures agree with the market rules (shared/domain.md)', () => {
  const refrigerant = products.filter(isRefrigerantProduct);
  const starsFor = (efficiency: number) => 1 + (efficiency - 2.75) / 0.5;

  it('keeps average-zone stars within half a star of the AEER and ACOP (1 star at 2.75, +1 per 0.5)', () => {
    for (const product of refrigerant) {
      expect(
        Math.abs(product.energyRating.cooling.average - starsFor(product.aeer)),
        product.slug,
      ).toBeLessThanOrEqual(0.5);
      if (product.energyRating.heating && product.acop !== null) {
        expect(
          Math.abs(product.energyRating.heating.average - starsFor(product.acop)),
          product.slug,
        ).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('uses more energy for cooling in the hot zone and for heating in the cold zone', () => {
    for (const product of refrigerant) {
      const { cooling, heating } = product.annualEnergyKwh;
      expect(cooling.hot).toBeGreaterThan(cooling.average);
      expect(cooling.average).toBeGreaterThan(cooling.cold);
      if (heating) expect(heating.cold).toBeGreaterThan(heating.average);
    }
  });

  it('keeps capacities in the usual range for each type', () => {
    const limits = {
      'wall-split': [2, 9],
      ducted: [7, 25],
      cassette: [5, 14],
      multi: [5, 12],
      window: [1.6, 6],
    } as const;
    for (const product of refrigerant) {
      const [min, max] = limits[product.productType];
      expect(product.coolingCapacityKw.rated, product.slug).toBeGreaterThanOrEqual(min);
      expect(product.coolingCapacityKw.rated, product.slug).toBeLessThanOrEqual(max);
    }
  });

  it('makes bigger systems of a range and type no quieter than smaller ones, within 19-54 dB(A) indoors', () => {
    for (const product of refrigerant) {
      for (const level of product.noise.indoorDbA) {
        expect(level).toBeGreaterThanOrEqual(19);
        expect(level).toBeLessThanOrEqual(54);
      }
      const bigger = refrigerant.filter(
        (other) =>
          other.productType === product.productType &&
          other.range === product.range &&
          other.coolingCapacityKw.rated > product.coolingCapacityKw.rated,
      );
      for (const other of bigger) {
        expect(other.noise.indoorDbA[0], `${other.slug} vs ${product.slug}`).toBeGreaterThanOrEqual(
          product.noise.indoorDbA[0] ?? 0,
        );
      }
    }
  });

  it('keeps evaporative airflow and gas heater figures in range', () => {
    for (const product of products) {
      if (product.productType === 'evaporative') {
        const [min, max] = product.mounting === 'portable' ? [800, 3000] : [8000, 25000];
        expect(product.airflowM3h).toBeGreaterThanOrEqual(min);
        expect(product.airflowM3h).toBeLessThanOrEqual(max);
      }
      if (product.productType === 'gas-heater') {
        expect(product.gasInputMJh).toBeGreaterThanOrEqual(60);
        expect(product.gasInputMJh).toBeLessThanOrEqual(130);
        expect(product.outputKw).toBeGreaterThanOrEqual(15);
        expect(product.outputKw).toBeLessThanOrEqual(35);
        const efficiency = (product.outputKw * 3.6) / product.gasInputMJh;
        // Roughly 78 % at 4 stars to 93 % at 7 stars.
        expect(Math.abs(efficiency - (0.58 + 0.05 * product.gasStarRating)), product.slug).toBeLessThan(0.03);
      }
    }
  });
});

describe('the product schema rejects malformed products', () => {
  const valid = <T extends Product['productType']>(type: T): ProductOf<T> => {
    const product = products.find((item): item is ProductOf<T> => item.productType === type);
    if (!product) throw new Error(`no ${type} product`);
    // As the file holds it: each image a path (the parsed product has the stand-in metadata).
    const images = product.images.map((image) => ({ ...image, file: image.file.src }));
    return structuredClone({ ...product, images }) as unknown as ProductOf<T>;
  };

  it('accepts an untouched product', () => {
    expect(productSchema.safeParse(valid('wall-split')).success).toBe(true);
  });

  it('rejects a gas heater with a refrigerant', () => {
    expect(productSchema.safeParse({ ...valid('gas-heater'), refrigerant: 'R32' }).success).toBe(false);
  });

  it('rejects a star rating of 11 and a quarter star', () => {
    const eleven = valid('wall-split');
    eleven.energyRating.cooling.average = 11;
    expect(productSchema.safeParse(eleven).success).toBe(false);
    const quarter = valid('wall-split');
    quarter.energyRating.cooling.hot = 4.25;
    expect(productSchema.safeParse(quarter).success).toBe(false);
  });

  it('rejects a refrigerant that may no longer be imported', () => {
    expect(productSchema.safeParse({ ...valid('wall-split'), refrigerant: 'R410A' }).success).toBe(false);
  });

  it('rejects a cooling-only system with heating stars, and a reverse-cycle one without them', () => {
    const coolingOnly = products.find(
      (item) => isRefrigerantProduct(item) && item.heatingCapacityKw === null,
    );
    const reverse = valid('wall-split');
    if (!coolingOnly || !isRefrigerantProduct(coolingOnly) || !isRefrigerantProduct(reverse))
      throw new Error('fixtures');
    const withHeating = structuredClone(coolingOnly);
    withHeating.energyRating.heating = { hot: 4, average: 4, cold: 3 };
    expect(productSchema.safeParse(withHeating).success).toBe(false);
    reverse.energyRating.heating = null;
    expect(productSchema.safeParse(reverse).success).toBe(false);
  });

  it('rejects a product related to itself, a wrong type category and wrong function categories', () => {
    const self = valid('ducted');
    expect(productSchema.safeParse({ ...self, related: [self.slug, self.related[0]] }).success).toBe(false);
    expect(
      productSchema.safeParse({ ...valid('ducted'), typeCategory: 'cassette-air-conditioners' }).success,
    ).toBe(false);
    expect(productSchema.safeParse({ ...valid('gas-heater'), functionCategories: ['cooling'] }).success).toBe(
      false,
    );
  });

  it('rejects a gas heater putting out more heat than its gas input', () => {
    const heater = valid('gas-heater');
    expect(productSchema.safeParse({ ...heater, outputKw: 35, gasInputMJh: 90 }).success).toBe(false);
  });

  it('rejects unknown fields and a missing model number', () => {
    expect(productSchema.safeParse({ ...valid('cassette'), colour: 'white' }).success).toBe(false);
    const { modelNumber: _omitted, ...noModel } = valid('evaporative');
    expect(productSchema.safeParse(noModel).success).toBe(false);
  });
});
