/**
 * Input of the portal API: the list query (the leads' own filter schema), and the bodies of a
 * status change and a note. Parsed at the edge; nothing reaches the repository unparsed.
 */
import { z } from 'zod';
import { leadFiltersSchema, leadReferenceSchema, leadStatusSchema } from '../leads/schema.ts';

export { leadFiltersSchema, leadReferenceSchema };

/** A query string as an object, dropping empty values (an empty select means "any"). */
export function queryObject(url: URL): Record<string, string> {
  const entries = [...url.searchParams].filter(([, value]) => value.trim() !== '');
  return Object.fromEntries(entries);
}

export const statusChangeSchema = z.strictObject({
  /** The status the lead moves to. */
  status: leadStatusSchema,
  /** Why, in a sentence (kept in the status history). */
  note: z.string().trim().max(1000).optional(),
});

export const noteSchema = z.strictObject({
  /** The note's text, plain (shown escaped). */
  body: z.string().trim().min(1, 'Write the note first').max(4000),
});

export type StatusChangeInput = z.infer<typeof statusChangeSchema>;
export type NoteInput = z.infer<typeof noteSchema>;
