/**
 * Reads content YAML the way Astro does (YAML 1.2 core schema plus timestamps, as js-yaml parses), without
 * importing astro:content, so the schemas can be tested in plain Vitest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { withDerivedWarranty } from '../../src/lib/warranty.ts';
import { type WarrantyTerms, warrantyTermsSchema } from '../../src/schemas/warranty.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contentDir = path.join(root, 'src/content');

export function parseYaml(text: string): unknown {
  return parse(text, { customTags: ['timestamp'] });
}

/**
 * Every YAML file of a collection folder and its sub-folders (a union's members: `products/ducted/`):
 * its name without extension and its parsed content. `base`: another content folder (the tests' own,
 * tests/fixtures/content).
 */
export function loadFolder(folder: string, base = contentDir): { name: string; data: unknown }[] {
  const dir = path.join(base, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b)))
    .map((file) => ({
      name: path.basename(file).replace(/\.yaml$/, ''),
      data: parseYaml(readFileSync(path.join(dir, file), 'utf8')),
    }));
}

/** The warranty terms, the one source of every product's warranty. */
export function loadWarrantyTerms(): WarrantyTerms {
  return warrantyTermsSchema.parse(loadFolder('warranty').find((file) => file.name === 'terms')?.data);
}

/** Every product file, with its warranty derived from the terms as the content loader derives it at build. */
export function loadProductFiles(): { name: string; data: unknown }[] {
  const terms = loadWarrantyTerms();
  return loadFolder('products').map(({ name, data }) => ({ name, data: withDerivedWarranty(terms, data) }));
}

/** The privacy policy's version in force, as its content states it (what each consent record names). */
export function loadPrivacyPolicyVersion(): string {
  const file = path.join(contentDir, 'pages/privacy-policy.yaml');
  const page = parseYaml(readFileSync(file, 'utf8')) as { revision: { version: string } };
  return page.revision.version;
}
