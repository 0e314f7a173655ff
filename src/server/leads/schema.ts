/**
 * Leads as stored and as the portal works them: kinds, statuses, the reference format and the
 * portal's list filters. The visitor-facing form schemas are in `forms.ts`.
 */
import { z } from 'zod';
import { leadStatuses, leadTypes } from '../../lib/value-lists.ts';
import { australianStateSchema, postcodeSchema, slugSchema } from '../../schemas/common.ts';
import { routingStateSchema } from '../routing/schema.ts';
import { hasControlCharacters } from './fields.ts';

/** What a visitor asked for: one kind per form. */
export const leadTypeSchema = z.enum(leadTypes);
export type LeadType = z.infer<typeof leadTypeSchema>;

/** Where a lead stands. `won` and `lost` close it (and start the retention clock). */
export const leadStatusSchema = z.enum(leadStatuses);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const closedStatuses: readonly LeadStatus[] = ['won', 'lost'];
export const isClosedStatus = (status: LeadStatus) => closedStatuses.includes(status);

/** The reference a visitor is given, e.g. CC-7K3M9Q: no 0/O, 1/I/L to misread over the phone. */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const leadReferenceSchema = z.string().regex(/^CC-[2-9A-HJKMNP-Z]{6}$/, 'Not a lead reference');

/** The hidden per-render key that makes a repeated submission return the first one's reference. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not an idempotency key');

/** Browser family of the submitting client: the only client detail kept (no IP address is stored). */
export const userAgentFamilySchema = z.enum(['Chrome', 'Edge', 'Firefox', 'Safari', 'Opera', 'Bot', 'Other']);
export type UserAgentFamily = z.infer<typeof userAgentFamilySchema>;

const isoDateOrDateTime = z.union([z.iso.date(), z.iso.datetime()]);

/** The portal's list query; every field optional, so a query string parses straight into it. */
export const leadFiltersSchema = z.strictObject({
  /** Only leads of this kind. */
  type: leadTypeSchema.optional(),
  /** Only leads in this status. */
  status: leadStatusSchema.optional(),
  /** Created on or after this date (YYYY-MM-DD, from midnight in Sydney) or instant. */
  from: isoDateOrDateTime.optional(),
  /** Created on or before this date (YYYY-MM-DD, the whole day in Sydney) or instant. */
  to: isoDateOrDateTime.optional(),
  /** Only leads in this state or territory. */
  state: australianStateSchema.optional(),
  /** Only leads from this postcode. */
  postcode: postcodeSchema.optional(),
  /** Only leads held by this dealer (its directory id). */
  dealer: slugSchema.max(80).optional(),
  /** Only quote and installer requests whose hand-over stands here (`unassigned`: the staff queue). */
  routing: routingStateSchema.optional(),
  /** Free text matched against reference, name, email, phone and postcode. */
  search: z
    .string()
    .trim()
    .min(1)
    .max(100)
    // NUL and friends: PostgreSQL refuses them in text, so they are refused here (400), on both databases.
    .refine((value) => !hasControlCharacters(value, false), 'Use plain text')
    .optional(),
  /** Page number, from 1. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Leads per page. */
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type LeadFilters = z.input<typeof leadFiltersSchema>;
