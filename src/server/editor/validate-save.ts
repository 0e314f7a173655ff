/**
 * The server's check of a save, before Keystatic writes anything: each file must belong to one of
 * the editor's entries (src/editor/collections.ts) and be accepted by the schema the build validates
 * it with, cross-field rules included; or be a picture (JPEG, PNG, WebP or AVIF, at most
 * EDITOR_IMAGE_LIMIT_BYTES, wholly that image and of a bounded size: image-check.ts) in the folder
 * of an entry that names it (content-images.ts). Paths are plain names only:
 * no dot segments, hidden files or anything else. The form already checks what a field can; this refuses
 * everything else with the schema's own messages, so an invalid file never reaches the checkout.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { parse } from 'yaml';
import { z } from 'zod';
import { entryForFile } from '../../editor/collections.ts';
import { labelFromKey } from '../../editor/labels.ts';
import type { FieldProblem } from '../../editor/save-problems.ts';
import { withDerivedWarranty } from '../../lib/warranty.ts';
import { warrantyTermsSchema } from '../../schemas/warranty.ts';
import {
  contentImageType,
  hasUpperCaseImageExtension,
  imagesNamedBy,
  imagesNamedOnDisk,
  isPlainPath,
  ownerEntryFile,
  parseEntry,
} from './content-images.ts';
import { pictureProblem } from './image-check.ts';
import { removedProductsInUse, type StoredProductUse } from './product-references.ts';

/** Largest image one save may write, bytes. */
export const EDITOR_IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;

/** Problems with an image addition: its size and whether its bytes are wholly the image its name says. */
async function imageProblems(file: string, expected: string, contents: string): Promise<string[]> {
  const bytes = Buffer.from(contents, 'base64url');
  if (bytes.byteLength > EDITOR_IMAGE_LIMIT_BYTES) {
    const megabytes = EDITOR_IMAGE_LIMIT_BYTES / (1024 * 1024);
    return [`${file}: the image is larger than ${megabytes} MB; make it smaller and add it again`];
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== expected) return [`${file}: not a ${expected.slice(6).toUpperCase()} image`];
  const problem = await pictureProblem(bytes, expected);
  return problem ? [`${file}: ${problem}`] : [];
}

/**
 * Why a picture may not be saved where it is: it must lie in the folder of an entry (`…/<slug>/`
 * beside `…/<slug>.yaml`) and be named by that entry, as this save writes it or, when the save
 * leaves the entry file as it is (a picture replaced under the same name), as the checkout has it.
 */
async function placementProblem(
  file: string,
  repoDir: string,
  savedEntries: ReadonlyMap<string, string>,
): Promise<string | undefined> {
  const owner = ownerEntryFile(file);
  if (!owner) return `${file}: a picture goes in the folder of the entry that shows it`;
  const saved = savedEntries.get(owner);
  const named =
    saved === undefined
      ? await imagesNamedOnDisk(repoDir, owner)
      : imagesNamedBy(owner, parseEntry(Buffer.from(saved, 'base64url').toString('utf8')));
  return named.has(file)
    ? undefined
    : `${file}: ${owner} does not use this picture; add pictures through an image field of the entry`;
}

const saveSchema = z.object({
  additions: z.array(z.object({ path: z.string().max(300), contents: z.string() })).max(50),
  deletions: z.array(z.object({ path: z.string().max(300) })).max(50),
});

/** What Keystatic's save sends: the files it writes (base64url) and those it deletes. */
export type SaveBody = z.infer<typeof saveSchema>;

export type SaveVerdict =
  | { ok: true; save: SaveBody }
  | {
      ok: false;
      /** Every problem, as one line each (the banner above the form). */
      problems: string[];
      /** The schema's problems that name a field, by its path (shown beside the field). */
      fieldProblems: FieldProblem[];
    };

/**
 * `Label (path.to.field): message` for each issue: the field's label as the form shows it, then the
 * path as the build reports it.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    if (issue.path.length === 0) return issue.message;
    const last = [...issue.path].reverse().find((part) => typeof part === 'string');
    const label = typeof last === 'string' ? labelFromKey(last) : 'Item';
    return `${label} (${issue.path.join('.')}): ${issue.message}`;
  });
}

/** The slugs of the catalogue's products in the checkout (one file per product, by type). */
async function productSlugs(repoDir: string): Promise<Set<string>> {
  const folder = path.join(repoDir, 'src/content/products');
  const files = await readdir(folder, { recursive: true });
  return new Set(files.filter((file) => file.endsWith('.yaml')).map((file) => path.basename(file, '.yaml')));
}

/** Product slugs named in `data`'s reference lists that are not in the catalogue. */
function unknownProducts(data: unknown, fields: readonly string[], known: ReadonlySet<string>) {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return fields.flatMap((field) => {
    const list = record[field];
    return Array.isArray(list)
      ? list.flatMap((slug, index) =>
          typeof slug === 'string' && !known.has(slug) ? [{ field, index, slug }] : [],
        )
      : [];
  });
}

/**
 * Checks a save against the checkout in `repoDir`; `stored` tells what the database names (a
 * product a registration names may not be deleted or renamed).
 */
export async function checkSave(
  body: unknown,
  repoDir: string,
  stored?: StoredProductUse,
): Promise<SaveVerdict> {
  const save = saveSchema.safeParse(body);
  if (!save.success) return { ok: false, problems: ['The save was not understood.'], fieldProblems: [] };
  const problems: string[] = await removedProductsInUse(save.data, repoDir, stored);
  const fieldProblems: FieldProblem[] = [];
  let terms: unknown;
  let catalogue: Set<string> | undefined;
  for (const { path: file } of save.data.deletions) {
    const deletable =
      (isPlainPath(file) && entryForFile(file)?.kind === 'collection') ||
      contentImageType(file) !== undefined;
    if (!deletable) problems.push(`${file}: cannot be deleted from the editor`);
  }
  // The entry files this save writes, by path: the pictures it adds must be theirs.
  const savedEntries = new Map(
    save.data.additions
      .filter((addition) => isPlainPath(addition.path) && entryForFile(addition.path))
      .map((addition) => [addition.path, addition.contents] as const),
  );
  for (const addition of save.data.additions) {
    if (hasUpperCaseImageExtension(addition.path)) {
      const lower = path.posix.extname(addition.path).toLowerCase();
      problems.push(`${addition.path}: name the picture with a lower-case extension (${lower})`);
      continue;
    }
    const imageType = contentImageType(addition.path);
    if (imageType) {
      const placement = await placementProblem(addition.path, repoDir, savedEntries);
      if (placement) problems.push(placement);
      else problems.push(...(await imageProblems(addition.path, imageType, addition.contents)));
      continue;
    }
    const entry = isPlainPath(addition.path) ? entryForFile(addition.path) : undefined;
    if (!entry) {
      problems.push(`${addition.path}: not a file the editor may write`);
      continue;
    }
    let data: unknown;
    try {
      // The build's reader: YAML 1.2 core schema plus timestamps (tests/content/load-content.ts).
      data = parse(Buffer.from(addition.contents, 'base64url').toString('utf8'), {
        customTags: ['timestamp'],
      });
    } catch (error) {
      problems.push(
        `${addition.path}: not valid YAML (${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }
    if (entry.derived?.includes('warranty')) {
      terms ??= warrantyTermsSchema.parse(
        parse(await readFile(path.join(repoDir, 'src/content/warranty/terms.yaml'), 'utf8')),
      );
      try {
        data = withDerivedWarranty(terms as z.infer<typeof warrantyTermsSchema>, data);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        continue;
      }
    }
    const result = entry.file.safeParse(data);
    if (result.success && entry.productReferences) {
      // Products added in this same save count as known.
      catalogue ??= await productSlugs(repoDir);
      for (const added of save.data.additions) {
        if (added.path.startsWith('src/content/products/')) catalogue.add(path.basename(added.path, '.yaml'));
      }
      for (const { field, index, slug } of unknownProducts(data, entry.productReferences, catalogue)) {
        problems.push(`${labelFromKey(field)} (${field}.${index}): no product has the slug ${slug}`);
        fieldProblems.push({ path: `${field}.${index}`, message: `no product has the slug ${slug}` });
      }
    }
    if (!result.success) {
      problems.push(...describeIssues(result.error.issues));
      for (const issue of result.error.issues) {
        if (issue.path.length > 0) fieldProblems.push({ path: issue.path.join('.'), message: issue.message });
      }
    }
    if (entry.slugField && typeof data === 'object' && data !== null) {
      const slug = (data as Record<string, unknown>)[entry.slugField];
      if (typeof slug === 'string' && path.basename(addition.path, '.yaml') !== slug) {
        problems.push(`${entry.slugField}: the file name must be the ${entry.slugField}`);
      }
    }
  }
  return problems.length > 0 ? { ok: false, problems, fieldProblems } : { ok: true, save: save.data };
}
