/**
 * The server's check of a save, before Keystatic writes anything: each file must belong to one of
 * the editor's entries (src/editor/collections.ts) and be accepted by the schema the build validates
 * it with, cross-field rules included. The form already checks what a field can; this refuses
 * everything else with the schema's own messages, so an invalid file never reaches the checkout.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { entryForFile } from '../../editor/collections.ts';
import { labelFromKey } from '../../editor/labels.ts';
import { withDerivedWarranty } from '../../lib/warranty.ts';
import { warrantyTermsSchema } from '../../schemas/warranty.ts';

const saveSchema = z.object({
  additions: z.array(z.object({ path: z.string().max(300), contents: z.string() })).max(50),
  deletions: z.array(z.object({ path: z.string().max(300) })).max(50),
});

export type SaveVerdict = { ok: true } | { ok: false; problems: string[] };

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

export async function checkSave(body: unknown, repoDir: string): Promise<SaveVerdict> {
  const save = saveSchema.safeParse(body);
  if (!save.success) return { ok: false, problems: ['The save was not understood.'] };
  const problems: string[] = [];
  let terms: unknown;
  for (const { path: file } of save.data.deletions) {
    if (entryForFile(file)?.kind !== 'collection')
      problems.push(`${file}: cannot be deleted from the editor`);
  }
  for (const addition of save.data.additions) {
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
    if (!result.success) problems.push(...describeIssues(result.error.issues));
    if (entry.slugField && typeof data === 'object' && data !== null) {
      const slug = (data as Record<string, unknown>)[entry.slugField];
      if (typeof slug === 'string' && path.basename(addition.path, '.yaml') !== slug) {
        problems.push(`${entry.slugField}: the file name must be the ${entry.slugField}`);
      }
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true };
}
