/**
 * The editor's paths as the routers behind the gate will understand them. Astro, WHATWG URLs and
 * Keystatic each undo a different part of a path's spelling (Keystatic decodes every segment and
 * drops empty ones, so `/api/keystatic/%75pdate` and `/api/keystatic/update/` are its save call);
 * the gate decides on the path with all of it undone at once, and refuses a write to the editor's API
 * spelt any other way than its one plain form.
 */

/** Rounds of percent-decoding before a path counts as undecodable (`%252575` is three). */
const DECODE_ROUNDS = 5;

/** Percent-decodes every `%XX`, byte by byte, until nothing changes (bounded); never throws. */
function decodeFully(path: string): string {
  let current = path;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The path with every spelling variant undone: percent-decoded until stable, backslashes as slashes
 * (URL parsers treat them so), dot segments resolved, runs of slashes collapsed, no trailing slash,
 * lower case. Only for deciding what a path is, never for serving it.
 */
export function canonicalPath(rawPath: string): string {
  const segments: string[] = [];
  for (const segment of decodeFully(rawPath).replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

const EDITOR_PATH = /^\/(keystatic|api\/keystatic|api\/editor|editor\/preview)(\/|$)/;
const EDITOR_API_PATH = /^\/(api\/keystatic|api\/editor)(\/|$)/;

/**
 * Paths that belong to the editor (pages, Keystatic's API, sessions, publishing, the preview of
 * unpublished changes), however spelt. `/editor` itself is the login page, open to all.
 */
export function isEditorPath(rawPath: string): boolean {
  return EDITOR_PATH.test(canonicalPath(rawPath));
}

/** The editor's API (Keystatic's reads and saves, the session, publishing), however spelt. */
export function isEditorApiPath(rawPath: string): boolean {
  return EDITOR_API_PATH.test(canonicalPath(rawPath));
}

/**
 * True when the path is written in its one plain form: nothing encoded, no dot segment, no empty
 * segment or trailing slash, and the editor's prefix in lower case (what Keystatic's own client and
 * /editor send). File names after the prefix keep their case.
 */
export function isPlainEditorPath(rawPath: string): boolean {
  return (
    EDITOR_PATH.test(rawPath) &&
    !/[%\\]/.test(rawPath) &&
    !rawPath.endsWith('/') &&
    !rawPath
      .slice(1)
      .split('/')
      .some((segment) => segment === '' || segment === '.' || segment === '..')
  );
}
