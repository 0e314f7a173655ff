/** The warranty terms: cover per product type, exclusions, and how to claim. */
import { z } from 'zod';
import { productTypeSchema, slugSchema, titledTextSchema } from './common.ts';
import { componentCoverSchema, evaporativeMountingSchema, rangeSchema } from './product-facts.ts';

/** Cover for one group of products. */
export const warrantyCoverageSchema = z.strictObject({
  /** Identifier of the cover, URL-safe (used as a page anchor). */
  id: slugSchema,
  /** The products covered, as a heading, e.g. "Edge reverse-cycle systems". */
  title: z.string().min(3).max(80),
  /** Product types the cover applies to. */
  productTypes: z.array(productTypeSchema).min(1),
  /** Ranges it applies to; absent means every range not covered by a more specific entry. */
  ranges: z.array(rangeSchema).min(1).optional(),
  /** Evaporative mountings it applies to; absent means all. */
  mountings: z.array(evaporativeMountingSchema).min(1).optional(),
  /** Years of parts-and-labour cover on the whole product. */
  partsAndLabourYears: z.number().int().min(1).max(10),
  /** Years of cover on the compressor, where longer. */
  compressorYears: z.number().int().min(1).max(15).optional(),
  /** Longer cover on named components, in years. */
  componentCover: z
    .array(
      componentCoverSchema.extend({
        /** What the cover includes, e.g. "parts only after year 3". */
        note: z.string().min(3).optional(),
      }),
    )
    .optional(),
  /** Parts that are consumables and not covered, e.g. cooling pads. */
  notCovered: z.array(z.string().min(3)).optional(),
  /** One or two sentences summarising the cover. */
  summary: z.string().min(40),
});
export type WarrantyCoverage = z.infer<typeof warrantyCoverageSchema>;

/** How one unit's serial number is printed on its rating plate. */
export const serialFormatSchema = z.strictObject({
  /** Regular expression a serial must match (whole value, upper case, as printed). */
  pattern: z.string().refine((value) => {
    try {
      new RegExp(value, 'v');
      return value.startsWith('^') && value.endsWith('$');
    } catch {
      return false;
    }
  }, 'must be a valid regular expression anchored with ^ and $'),
  /** A serial of this format, shown in the hint and the error message. */
  example: z.string().min(5),
});
export type SerialFormat = z.infer<typeof serialFormatSchema>;

/** A range's serial numbers: the indoor unit's (or the only unit's) and the outdoor unit's. */
export const rangeSerialFormatsSchema = z
  .strictObject({
    /** The product range. */
    range: rangeSchema,
    /** The indoor unit, or the single unit of a window unit, evaporative cooler or heater. */
    indoor: serialFormatSchema,
    /** The outdoor unit, for ranges with split systems. */
    outdoor: serialFormatSchema.optional(),
  })
  .refine((value) => new RegExp(value.indoor.pattern, 'v').test(value.indoor.example), {
    message: 'the indoor example must match its pattern',
  })
  .refine((value) => !value.outdoor || new RegExp(value.outdoor.pattern, 'v').test(value.outdoor.example), {
    message: 'the outdoor example must match its pattern',
  });
export type RangeSerialFormats = z.infer<typeof rangeSerialFormatsSchema>;

/** The whole warranty: one document. */
export const warrantyTermsSchema = z.strictObject({
  /** Heading of the terms. */
  title: z.string().min(3),
  /** Opening paragraph: what the warranty promises. */
  intro: z.string().min(80),
  /** When cover starts, in one or two sentences. */
  startsFrom: z.string().min(20),
  /** Cover per product group. */
  coverage: z.array(warrantyCoverageSchema).min(1),
  /** The licensed-installer requirement. */
  installerRequirement: z.string().min(40),
  /** Days within which a fault must be reported. */
  faultNotificationDays: z.number().int().positive(),
  /** What the fault-notification rule asks of the owner. */
  faultNotification: z.string().min(40),
  /** What is not covered. */
  exclusions: z.array(z.string().min(10)).min(3),
  /** What a claim needs: proof of purchase, model and serial numbers... */
  claimRequirements: z.array(z.string().min(5)).min(2),
  /** How to claim, step by step. */
  claimSteps: z.array(titledTextSchema).min(2),
  /** How the warranty sits beside the Australian Consumer Law. */
  consumerLaw: z.string().min(40),
  /** What a service visit costs once a system is out of warranty, stated before a request is sent. */
  outOfWarrantyService: z.strictObject({
    /** Call-out fee, whole Australian dollars including GST. */
    callOutFeeAud: z.number().int().min(0).max(1000),
    /** What the fee covers and how further work is charged, in a sentence or two. */
    covers: z.string().min(40),
  }),
  /** Serial number formats per range, which warranty registration checks serials against. */
  serialFormats: z
    .array(rangeSerialFormatsSchema)
    .min(1)
    .refine((list) => new Set(list.map((entry) => entry.range)).size === list.length, 'one entry per range'),
});
export type WarrantyTerms = z.infer<typeof warrantyTermsSchema>;
