/**
 * Reads a form post: `application/x-www-form-urlencoded` only (what the forms send, with and without
 * JavaScript), at most `limitBytes`, each field at most once. Values are trimmed; blank fields count
 * as not given, so optional fields may be left empty.
 */
export type FormBodyResult =
  | {
      ok: true;
      /** Non-blank values by field name, trimmed. */
      values: Record<string, string>;
      /** Every field name sent, blank or not. */
      names: readonly string[];
    }
  | { ok: false; status: 400 | 413 | 415; reason: string };

/** More fields than any form has, by a margin. */
const MAX_FIELDS = 40;

export async function readFormBody(request: Request, limitBytes: number): Promise<FormBodyResult> {
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, reason: 'The form must be sent as application/x-www-form-urlencoded.' };
  }
  const lengthHeader = request.headers.get('content-length');
  const declared = lengthHeader === null || !/^\d+$/.test(lengthHeader) ? undefined : Number(lengthHeader);
  if (declared !== undefined && declared > limitBytes) {
    return { ok: false, status: 413, reason: 'The form is too large.' };
  }
  // Safe to read whole: the server caps every body while it streams (src/server/http/body-limit.ts,
  // and the adapter's own limit behind it), so this only holds the form to its own limit.
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > limitBytes) return { ok: false, status: 413, reason: 'The form is too large.' };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  // No prototype: a field called "__proto__" or "constructor" is just an unknown field.
  const values: Record<string, string> = Object.create(null);
  const names = new Set<string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (names.has(name)) {
      return { ok: false, status: 400, reason: `The field "${name.slice(0, 40)}" was sent twice.` };
    }
    if (names.size >= MAX_FIELDS) return { ok: false, status: 400, reason: 'The form has too many fields.' };
    names.add(name);
    const trimmed = value.trim();
    if (trimmed !== '') values[name] = trimmed;
  }
  return { ok: true, values, names: [...names] };
}

/** Field names present in the post that the form does not have. */
export function unknownFields(names: readonly string[], allowed: ReadonlySet<string>): string[] {
  return names.filter((name) => !allowed.has(name));
}
