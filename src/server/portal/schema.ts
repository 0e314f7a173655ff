/**
 * Input of the portal API: the list query (the leads' own filter schema), and the bodies of a
 * status change and a note. Parsed at the edge; nothing reaches the repository unparsed.
 */
import { z } from 'zod';
import { hasControlCharacters } from '../leads/fields.ts';
import { leadFiltersSchema, leadReferenceSchema, leadStatusSchema } from '../leads/schema.ts';

/** Plain text: line breaks and tabs allowed, other control characters (NUL…) refused with a 400. */
const plainText = (value: string) => !hasControlCharacters(value, true);
const plainTextMessage = 'Use plain text (no control characters)';

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
  note: z.string().trim().max(1000).refine(plainText, plainTextMessage).optional(),
});

export const noteSchema = z.strictObject({
  /** The note's text, plain (shown escaped). */
  body: z.string().trim().min(1, 'Write the note first').max(4000).refine(plainText, plainTextMessage),
});

export type StatusChangeInput = z.infer<typeof statusChangeSchema>;
export type NoteInput = z.infer<typeof noteSchema>;
