/**
 * A refused save's problems by field, as the server sends them beside Keystatic's banner text: a
 * header of percent-encoded JSON, so any message is a valid header value. Plain TypeScript, shared
 * by the server's save route and the editor page (src/editor/save-refusals.tsx).
 */
import { z } from 'zod';

/** The path Keystatic saves to, and the header that carries the refusal's problems by field. */
export const EDITOR_SAVE_PATH = '/api/keystatic/update';
export const SAVE_PROBLEMS_HEADER = 'X-Save-Problems';
/** Proxies commonly refuse response headers over 4-8 KB; the banner lists whatever is left out. */
const MAX_HEADER_CHARS = 4000;

const fieldProblemSchema = z.object({ path: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;
const problemsSchema = z.array(fieldProblemSchema);

/** The header's value: as many problems, in order, as fit the size a proxy passes. */
export function encodeFieldProblems(problems: readonly FieldProblem[]): string {
  let count = problems.length;
  let encoded = encodeURIComponent(JSON.stringify(problems));
  while (encoded.length > MAX_HEADER_CHARS && count > 0) {
    count -= 1;
    encoded = encodeURIComponent(JSON.stringify(problems.slice(0, count)));
  }
  return encoded;
}

export function decodeFieldProblems(header: string | null): FieldProblem[] {
  if (!header) return [];
  try {
    const parsed = problemsSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
