/**
 * A safety notice: a fault found in some units of some models, and what their owners should do.
 * My home shows it at the top for a unit it matches, and the server mails each matched owner once
 * from its first day (src/server/my-home/safety-notices.ts). One file per notice.
 */
import { z } from 'zod';
import { slugSchema } from './common.ts';

const isoDate = z.iso.date();
/** A serial as printed on the unit's rating plate, e.g. "CAI-2503-20000". */
const serialSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9][A-Z0-9-]{3,29}$/, 'Use capitals, digits and hyphens, as on the rating plate');

export const safetyNoticeSchema = z
  .strictObject({
    /** Identifier, URL-safe: names the notice in the mail's record (never change it once published). */
    slug: slugSchema,
    /** The notice's heading, e.g. "Aura 2.5 kW indoor units: replace the power lead". */
    title: z.string().min(10).max(100),
    /** Catalogue product slugs of the models the notice covers. */
    products: z.array(slugSchema).min(1),
    /** Which serial the range reads: the indoor unit's or the outdoor unit's. */
    unit: z.enum(['indoor', 'outdoor']),
    /** First serial covered, as on the rating plate (same length as the last; compared character by character). */
    serialFrom: serialSchema,
    /** Last serial covered, inclusive, the same length as the first. */
    serialTo: serialSchema,
    /** What is wrong and what could happen, in one to three plain sentences. */
    hazard: z.string().min(40).max(600),
    /** What the owner should do, one step per item, in order. */
    whatToDo: z.array(z.string().min(10).max(300)).min(1).max(6),
    /** First day the notice shows and is mailed (YYYY-MM-DD, Australian date). */
    from: isoDate,
  })
  .refine((notice) => notice.serialFrom.length === notice.serialTo.length, {
    message: 'the first and last serials must have the same length',
    path: ['serialTo'],
  })
  .refine((notice) => notice.serialFrom <= notice.serialTo, {
    message: 'the last serial must come after the first',
    path: ['serialTo'],
  });
export type SafetyNotice = z.infer<typeof safetyNoticeSchema>;
