/**
 * Reads a form post of text fields, at most `limitBytes`, each field at most once. Values are
 * trimmed; blank fields count as not given, so optional fields may be left empty.
 *
 * Every form names `application/x-www-form-urlencoded` (a lint rule keeps it so), but a form post
 * re-sent by a script (Astro's client router sends `FormData`, multipart, unless the form names its
 * encoding) arrives as `multipart/form-data`: that is read too, as long as it carries no file. One
 * encoding only was how the service booking broke with JavaScript on.
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

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/** The posted fields in order, from either encoding; a string when the body is refused. */
async function fieldsOf(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  fullType: string,
): Promise<[string, string][] | string> {
  if (contentType === URLENCODED)
    return [...new URLSearchParams(new TextDecoder('utf-8', { fatal: false }).decode(body))];
  let parsed: FormData;
  try {
    parsed = await new Response(body, { headers: { 'content-type': fullType } }).formData();
  } catch {
    return 'The form could not be read. Please send it again from the page.';
  }
  const fields: [string, string][] = [];
  for (const [name, value] of parsed) {
    if (typeof value !== 'string') return 'This form takes no files.';
    fields.push([name, value]);
  }
  return fields;
}

export async function readFormBody(request: Request, limitBytes: number): Promise<FormBodyResult> {
  const fullType = request.headers.get('content-type') ?? '';
  const contentType = fullType.split(';')[0]?.trim().toLowerCase();
  if (contentType !== URLENCODED && contentType !== MULTIPART) {
    return { ok: false, status: 415, reason: 'Please send the form from its page on this site.' };
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
  const fields = await fieldsOf(body, contentType, fullType);
  if (typeof fields === 'string') return { ok: false, status: 400, reason: fields };
  // No prototype: a field called "__proto__" or "constructor" is just an unknown field.
  const values: Record<string, string> = Object.create(null);
  const names = new Set<string>();
  for (const [name, value] of fields) {
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
