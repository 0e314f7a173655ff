/**
 * Product categories. A type category lists one product type (wall splits, ducted...); a function
 * category lists every product that cools, heats, or does both.
 */
import { z } from 'zod';
import {
  functionCategorySlugSchema,
  productTypeSchema,
  seoSchema,
  titledTextSchema,
  typeCategoryByProductType,
  typeCategorySlugSchema,
} from './common.ts';
import { type BuildImageSchema, heroSchemaOf, type ImageFileSchema, imagePathSchema } from './image.ts';

/** The category schemas over an image file schema (the path in plain zod, `image()` at build: see image.ts). */
export function categorySchemasOf<F extends ImageFileSchema>(file: F) {
  const categoryShape = {
    /** The category name as the page heading shows it. */
    title: z.string().min(3).max(60),
    /** A paragraph introducing the category: who it suits and why. */
    intro: z.string().min(80),
    /** Three to five short pieces of buying advice, each with its own heading. */
    buyingAdvice: z.array(titledTextSchema).min(3).max(5),
    /** Search-engine title and description of the category page. */
    seo: seoSchema,
    /** Position in navigation and listings, ascending. */
    order: z.number().int().nonnegative(),
    /** The picture at the top of the category page and on its tile; a generated room scene until a photograph replaces it. */
    hero: heroSchemaOf(file).optional(),
  };

  /** A category of one product type. */
  const typeCategorySchema = z.strictObject({
    ...categoryShape,
    /** Groups products by what they are. */
    kind: z.literal('type'),
    /** URL segment under /products. */
    slug: typeCategorySlugSchema,
    /** The product type listed here. */
    productType: productTypeSchema,
  });

  /** A category of everything that performs one function. */
  const functionCategorySchema = z.strictObject({
    ...categoryShape,
    /** Groups products by what they do. */
    kind: z.literal('function'),
    /** URL segment under /products. */
    slug: functionCategorySlugSchema,
  });

  const categorySchema = z
    .discriminatedUnion('kind', [typeCategorySchema, functionCategorySchema])
    .superRefine((category, ctx) => {
      if (category.kind === 'type' && typeCategoryByProductType[category.productType] !== category.slug) {
        ctx.addIssue({
          code: 'custom',
          path: ['productType'],
          message: `${category.productType} products are listed under ${typeCategoryByProductType[category.productType]}, not ${category.slug}`,
        });
      }
    });
  return { typeCategorySchema, functionCategorySchema, categorySchema };
}

export const { typeCategorySchema, functionCategorySchema, categorySchema } =
  categorySchemasOf(imagePathSchema);

/** A category as the build hands it over, its hero resolved to image metadata. */
export type Category = z.output<ReturnType<typeof categorySchemasOf<BuildImageSchema>>['categorySchema']>;
/** A category file as written: its hero a path. */
export type CategoryFile = z.input<typeof categorySchema>;
export type TypeCategory = Extract<Category, { kind: 'type' }>;
export type FunctionCategory = Extract<Category, { kind: 'function' }>;
