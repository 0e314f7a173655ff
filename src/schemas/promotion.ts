/** A cashback promotion: which products qualify, when they must be bought, the claim deadline and the amount. */
import { z } from 'zod';
import { slugSchema } from './common.ts';

const isoDate = z.iso.date();

export const promotionSchema = z
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
  })
  .refine((value) => value.purchaseWindow.from <= value.purchaseWindow.to, {
    message: 'the purchase window must start before it ends',
    path: ['purchaseWindow', 'to'],
  })
  .refine((value) => value.purchaseWindow.to <= value.claimDeadline, {
    message: 'the claim deadline cannot come before the end of the purchase window',
    path: ['claimDeadline'],
  });
export type Promotion = z.infer<typeof promotionSchema>;
