/**
 * Which pictures belong to which entry. An entry file `…/<slug>.yaml` owns the folder `…/<slug>/`
 * beside it (where Keystatic's image fields store uploads) and names its pictures by paths relative
 * to itself (`./<slug>/images/0/file.png`, src/schemas/image.ts). A picture is content only when
 * it lies in a folder an entry owns and that entry names it: the save check takes no other picture,
 * and publishing commits no other file (so a stray file in the content folder is never published).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { entryForFile } from '../../editor/collections.ts';

/** Pictures an editor may save beside the content (product images), by extension, with their type. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** One folder or file name: letters, digits, `.`, `-`, `_`, not starting with a dot (no `..`, no hidden files). */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Deepest a content file may lie below the repository (`src/content/products/ducted/slug/image.png`). */
const MAX_SEGMENTS = 8;
/** How a content file names a picture (src/schemas/image.ts): a path relative to itself. */
const IMAGE_REFERENCE = /^\.{1,2}\/[A-Za-z0-9._/-]+\.(?:avif|jpe?g|png|webp)$/i;

/** A relative path of plain names only, no deeper than MAX_SEGMENTS. */
export function isPlainPath(file: string): boolean {
  const segments = file.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SAFE_SEGMENT.test(segment));
}

/**
 * The media type of a picture under src/content/ by its name, or undefined for anything else. The
 * extension is lower case, as the editor writes it: the build and the static files go by it.
 */
export function contentImageType(file: string): string | undefined {
  if (!file.startsWith('src/content/') || !isPlainPath(file)) return undefined;
  return IMAGE_TYPES[path.posix.extname(file)];
}

/** True for a picture's name whose extension is one of ours in another case (`photo.PNG`). */
export function hasUpperCaseImageExtension(file: string): boolean {
  const extension = path.posix.extname(file);
  return extension !== extension.toLowerCase() && IMAGE_TYPES[extension.toLowerCase()] !== undefined;
}

/** The entry file (`…/<slug>.yaml`) whose folder holds `file`, the nearest if several could. */
export function ownerEntryFile(file: string): string | undefined {
  const segments = file.split('/');
  for (let end = segments.length - 1; end > 2; end -= 1) {
    const candidate = `${segments.slice(0, end).join('/')}.yaml`;
    if (entryForFile(candidate)) return candidate;
  }
  return undefined;
}

/** The repository paths of the pictures an entry's data names (every image path in it). */
export function imagesNamedBy(entryFile: string, data: unknown): Set<string> {
  const named = new Set<string>();
  const folder = path.posix.dirname(entryFile);
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (IMAGE_REFERENCE.test(value)) named.add(path.posix.join(folder, value));
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(data);
  return named;
}

/** An entry file's text parsed as the build reads it; undefined when it is not YAML. */
export function parseEntry(text: string): unknown {
  try {
    // The build's reader: YAML 1.2 core schema plus timestamps (tests/content/load-content.ts).
    return parse(text, { customTags: ['timestamp'] });
  } catch {
    return undefined;
  }
}

/** The pictures the entry file in the checkout names; none when it is missing or not YAML. */
export async function imagesNamedOnDisk(repoDir: string, entryFile: string): Promise<Set<string>> {
  const text = await readFile(path.join(repoDir, entryFile), 'utf8').catch(() => undefined);
  return text === undefined ? new Set() : imagesNamedBy(entryFile, parseEntry(text));
}

/**
 * Of the changed files under src/content (`changed`, with whether each still exists), those
 * publishing commits: entry files (changed or deleted), pictures their entry names, and deleted
 * pictures (a deletion only takes a file away). Everything else stays out of the commit.
 */
export async function publishableFiles(
  repoDir: string,
  changed: readonly { file: string; exists: boolean }[],
): Promise<{ publish: string[]; leftOut: string[] }> {
  const publish: string[] = [];
  const leftOut: string[] = [];
  const named = new Map<string, Promise<Set<string>>>();
  for (const { file, exists } of changed) {
    let ok = false;
    if (isPlainPath(file) && entryForFile(file)) ok = true;
    else if (contentImageType(file)) {
      const owner = ownerEntryFile(file);
      if (owner && !exists) ok = true;
      else if (owner) {
        if (!named.has(owner)) named.set(owner, imagesNamedOnDisk(repoDir, owner));
        ok = (await named.get(owner))?.has(file) ?? false;
      }
    }
    (ok ? publish : leftOut).push(file);
  }
  return { publish, leftOut };
}
