/**
 * A cashback promotion: which products qualify, when they must be bought, the claim deadline, the
 * amount and its offer artwork.
 */
import { z } from 'zod';
import { slugSchema } from './common.ts';
import { type BuildImageSchema, heroSchemaOf, type ImageFileSchema, imagePathSchema } from './image.ts';

const isoDate = z.iso.date();

/** The promotion schema over an image file schema (the path in plain zod, `image()` at build: see image.ts). */
export const promotionSchemaOf = <F extends ImageFileSchema>(file: F) =>
  z
    .strictObject({
      /** Identifier, URL-safe: the promotion's page is /promotions/{slug}. */
      slug: slugSchema,
      /** The promotion's name, e.g. "Summer cashback". */
      title: z.string().min(5).max(80),
      /** One or two sentences on the offer, shown in lists. */
      summary: z.string().min(40).max(300),
      /** Cashback per eligible system, whole Australian dollars. */
      amountAud: z.number().int().min(10).max(5000),
      /** Catalogue product slugs that qualify (each product's indoor, outdoor or unit model number). */
      eligibleProducts: z.array(slugSchema).min(1),
      /** How the eligible products are described to owners, e.g. "Aura and Edge wall splits, 2.5 to 5.0 kW". */
      eligibleDescription: z.string().min(10).max(200),
      /** First and last day of purchase that qualify (YYYY-MM-DD, inclusive, Australian dates). */
      purchaseWindow: z.strictObject({
        /** First day of purchase that qualifies (YYYY-MM-DD). */
        from: isoDate,
        /** Last day of purchase that qualifies (YYYY-MM-DD). */
        to: isoDate,
      }),
      /** Last day a claim may be made (YYYY-MM-DD, inclusive). */
      claimDeadline: isoDate,
      /** The terms, one rule per item. */
      terms: z.array(z.string().min(10)).min(3),
      /**
       * The offer's picture on /promotions and the promotion's page, beside the amount (shown as text
       * over it, so it always matches amountAud): a photograph or artwork uploaded in the editor (the
       * three 2026 promotions have drawn compositions of their eligible products). Without one, the
       * first eligible product's picture stands in.
       */
      artwork: heroSchemaOf(file).optional(),
    })
    .refine((value) => value.purchaseWindow.from <= value.purchaseWindow.to, {
      message: 'the purchase window must start before it ends',
      path: ['purchaseWindow', 'to'],
    })
    .refine((value) => value.purchaseWindow.to <= value.claimDeadline, {
      message: 'the claim deadline cannot come before the end of the purchase window',
      path: ['claimDeadline'],
    });

/** A promotion file as written: its artwork a path. */
export const promotionSchema = promotionSchemaOf(imagePathSchema);
/** A promotion as the build hands it over (artwork resolved) or the tests' fixtures give it (a path). */
export type Promotion = z.output<typeof promotionSchema> | BuiltPromotion;
/** A promotion from the content collection, its artwork resolved to image metadata. */
export type BuiltPromotion = z.output<ReturnType<typeof promotionSchemaOf<BuildImageSchema>>>;
