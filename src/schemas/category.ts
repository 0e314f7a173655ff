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
};

/** A category of one product type. */
export const typeCategorySchema = z.strictObject({
  ...categoryShape,
  /** Groups products by what they are. */
  kind: z.literal('type'),
  /** URL segment under /products. */
  slug: typeCategorySlugSchema,
  /** The product type listed here. */
  productType: productTypeSchema,
});

/** A category of everything that performs one function. */
export const functionCategorySchema = z.strictObject({
  ...categoryShape,
  /** Groups products by what they do. */
  kind: z.literal('function'),
  /** URL segment under /products. */
  slug: functionCategorySlugSchema,
});

export const categorySchema = z
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

export type Category = z.infer<typeof categorySchema>;
export type TypeCategory = Extract<Category, { kind: 'type' }>;
export type FunctionCategory = Extract<Category, { kind: 'function' }>;
