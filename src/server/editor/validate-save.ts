/**
 * The server's check of a save, before Keystatic writes anything: each file must belong to one of
 * the editor's entries (src/editor/collections.ts) and be accepted by the schema the build validates
 * it with, cross-field rules included. The form already checks what a field can; this refuses
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

const saveSchema = z.object({
  additions: z.array(z.object({ path: z.string().max(300), contents: z.string() })).max(50),
  deletions: z.array(z.object({ path: z.string().max(300) })).max(50),
});

export type SaveVerdict =
  | { ok: true }
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
 * An image the editor uploads beside a collection entry: Keystatic writes it into the entry's own
 * folder (`src/content/products/wall-split/<slug>/…`), which the entry's YAML names as `./<slug>/…`.
 */
const ENTRY_IMAGE =
  /^src\/content\/(?:products\/[a-z-]+|pages|promotions)\/[a-z0-9-]+\/[A-Za-z0-9._/-]+\.(?:jpe?g|png|webp|avif)$/;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
/** Largest image the editor accepts: a web-ready photograph (the save body carries it base64, gate.ts). */
export const MAX_EDITOR_IMAGE_BYTES = 6 * 1024 * 1024;

/** Why an uploaded image is refused (its content, not its name, decides its type), or undefined. */
async function imageProblem(file: string, contents: string): Promise<string | undefined> {
  if (file.split('/').includes('..')) return `${file}: not a file the editor may write`;
  const bytes = Buffer.from(contents, 'base64url');
  if (bytes.byteLength > MAX_EDITOR_IMAGE_BYTES) return `${file}: images may be at most 6 MB`;
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) return `${file}: not a JPEG, PNG, WebP or AVIF image`;
  return undefined;
}

export async function checkSave(body: unknown, repoDir: string): Promise<SaveVerdict> {
  const save = saveSchema.safeParse(body);
  if (!save.success) return { ok: false, problems: ['The save was not understood.'], fieldProblems: [] };
  const problems: string[] = [];
  const fieldProblems: FieldProblem[] = [];
  let terms: unknown;
  let catalogue: Set<string> | undefined;
  for (const { path: file } of save.data.deletions) {
    if (ENTRY_IMAGE.test(file) && !file.split('/').includes('..')) continue;
    if (entryForFile(file)?.kind !== 'collection')
      problems.push(`${file}: cannot be deleted from the editor`);
  }
  for (const addition of save.data.additions) {
    if (ENTRY_IMAGE.test(addition.path)) {
      const problem = await imageProblem(addition.path, addition.contents);
      if (problem) problems.push(problem);
      continue;
    }
    const entry = entryForFile(addition.path);
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
  return problems.length > 0 ? { ok: false, problems, fieldProblems } : { ok: true };
}
