/**
 * The unpublished changes as the desk names them: by the entries editors know (a product's name, an
 * FAQ group's title, "Dealers in NSW" as the editor's navigation says), never by file paths. A
 * picture counts towards the entry whose gallery names it; an entry deleted since the last publish
 * is named by its file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { entryForFile } from '../../editor/collections.ts';
import { titledSections } from '../../editor/entry-names.ts';
import type { ChangedEntry } from '../../lib/editor/publish-status.ts';
import { ownerEntryFile, parseEntry } from './content-images.ts';

/** A file's name without its folder and extension, as words (`edge-3-5kw` → "edge 3 5kw"). */
const fileWords = (file: string) => path.posix.basename(file, path.posix.extname(file)).replaceAll('-', ' ');

async function titleOf(repoDir: string, file: string): Promise<{ title: string; removed: boolean }> {
  const entry = entryForFile(file);
  const text = await readFile(path.join(repoDir, file), 'utf8').catch(() => undefined);
  if (text === undefined)
    return { title: entry?.kind === 'singleton' ? entry.label : fileWords(file), removed: true };
  if (!entry) return { title: fileWords(file), removed: false };
  // As the editor's navigation and lists name it (entry-names.ts).
  const nameField =
    entry.kind === 'collection'
      ? entry.nameField
      : (titledSections as readonly string[]).includes(entry.section)
        ? 'title'
        : undefined;
  const data = parseEntry(text) as Record<string, unknown> | undefined;
  const name = nameField ? data?.[nameField] : undefined;
  const fallback = entry.kind === 'singleton' ? entry.label : fileWords(file);
  return { title: typeof name === 'string' && name.trim() ? name : fallback, removed: false };
}

/** The entries `files` (changed content files) belong to, in the order of their first file. */
export async function changedEntries(repoDir: string, files: readonly string[]): Promise<ChangedEntry[]> {
  const byEntry = new Map<string, string[]>();
  for (const file of files) {
    const entryFile = entryForFile(file) ? file : (ownerEntryFile(file) ?? file);
    byEntry.set(entryFile, [...(byEntry.get(entryFile) ?? []), file]);
  }
  return Promise.all(
    [...byEntry].map(async ([entryFile, entryFiles]) => {
      const { title, removed } = await titleOf(repoDir, entryFile);
      return {
        title,
        section: entryForFile(entryFile)?.section ?? 'Other content',
        files: entryFiles,
        pictures: entryFiles.filter((file) => file !== entryFile).length,
        ...(removed && entryFiles.includes(entryFile) ? { removed: true } : {}),
      };
    }),
  );
}
