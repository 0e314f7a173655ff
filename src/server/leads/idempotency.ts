/**
 * Idempotency keys as stored: the key a form was rendered with is chosen by the client, so it is
 * scoped before it reaches the database. The stored key is a digest of the form and the client's key
 * (another form's post can never collide with it), and a repeat counts only when its content is the
 * same as what was stored: the same key with other content is refused, never answered with the
 * reference of a lead someone else sent.
 */
import { createHash } from 'node:crypto';
import type { LeadType } from './schema.ts';

/** The key stored for a submission of this form: 43 characters, within the column's 64. */
export function scopedIdempotencyKey(type: LeadType, clientKey: string): string {
  return createHash('sha256').update(`${type}\n${clientKey}`).digest('base64url');
}

/** JSON with object keys sorted, so equal content gives equal text whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Digest of a submission's content, as stored or as just parsed. */
export function contentDigest(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('base64url');
}

/** Whether a post repeats the stored submission exactly (a double click, a replay after offline). */
export function sameSubmission(stored: unknown, submitted: unknown): boolean {
  if (stored === null || stored === undefined) return false;
  // Compared as stored: through JSON, which drops what JSON cannot hold.
  return contentDigest(stored) === contentDigest(JSON.parse(JSON.stringify(submitted)));
}
