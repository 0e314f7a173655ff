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

/** Bytes of an oversized body read and dropped before the connection is cut. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/** More fields than any form has, by a margin. */
const MAX_FIELDS = 40;

async function readLimited(request: Request, limitBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      // Read and drop the rest (up to a bound) so the client gets to read the 413; cut off beyond it.
      if (size > DRAIN_LIMIT_BYTES) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      continue;
    }
    chunks.push(value);
  }
  if (size > limitBytes) return null;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

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
  // A declared length is enforced by the HTTP parser: the body can be read whole. Otherwise count.
  const body =
    declared !== undefined
      ? new Uint8Array(await request.arrayBuffer())
      : await readLimited(request, limitBytes);
  if (!body) return { ok: false, status: 413, reason: 'The form is too large.' };
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
