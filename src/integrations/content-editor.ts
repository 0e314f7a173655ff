/**
 * Build integration of the content editor: before anything is bundled, writes the schemas' doc
 * comments to src/generated/editor-docs.json, where the editor's configuration reads its hints
 * (src/editor/keystatic-config.ts). Comments do not exist at run time, so they are read here, once.
 * So are the names the editor's lists show for slugs (src/generated/editor-names.json, see
 * src/editor/entry-names.ts). And it makes Keystatic's collection lists name each entry by its name
 * alone: Keystatic puts a "Slug" column (the file name) first whenever a list has columns.
 * It also takes out the editing app's stylesheet link to Google Fonts, which the site's CSP blocks
 * (a console error and a report on every page of the app): the editor page serves Inter itself
 * (src/pages/keystatic/[...params].astro).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { editorEntries } from '../editor/collections.ts';
import { type EditorNames, titledSections } from '../editor/entry-names.ts';
import { extractSchemaDocs } from '../editor/schema-docs.ts';

export function writeEditorDocs(root: string): string {
  const docs = extractSchemaDocs(
    root,
    editorEntries.map((entry) => entry.formRef),
  );
  const file = path.join(root, 'src/generated/editor-docs.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(docs, null, 1)}\n`);
  return file;
}

const readYaml = (file: string) => parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The titles of the titled singletons and every product's name, from the content files. */
export function editorNames(root: string): EditorNames {
  const names: EditorNames = { entries: {}, products: {} };
  for (const entry of editorEntries) {
    if (entry.kind === 'singleton' && (titledSections as readonly string[]).includes(entry.section)) {
      const { title } = readYaml(path.join(root, `${entry.path}.yaml`));
      if (typeof title === 'string') names.entries[entry.key] = title;
    }
    if (entry.kind === 'collection' && entry.key.startsWith('products-')) {
      const dir = path.join(root, entry.path.slice(0, -2));
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
        const { slug, name } = readYaml(path.join(dir, file));
        if (typeof slug === 'string' && typeof name === 'string') names.products[slug] = name;
      }
    }
  }
  return names;
}

export function writeEditorNames(root: string): string {
  const file = path.join(root, 'src/generated/editor-names.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(editorNames(root), null, 1)}\n`);
  return file;
}

/** Keystatic's "Slug" column of a collection list with columns, and the cell that fills it. */
const SLUG_COLUMN = /\{\s*name: 'Slug',\s*key: SLUG\s*\}, (?=\.\.\.collection\.columns\.map\()/;
const SLUG_CELL = /nameCell, (?=\.\.\.collection\.columns\.map\(column_0)/;

/**
 * Keystatic's collection list without its "Slug" column where the collection names its columns
 * (ours name each entry's name or title); a Keystatic update that changes them fails the build.
 */
export function withoutSlugColumn(code: string, id: string): string | undefined {
  if (!/@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui/.test(id)) return undefined;
  if (!code.includes("name: 'Slug'")) return undefined;
  if (!SLUG_COLUMN.test(code) || !SLUG_CELL.test(code))
    throw new Error(`${id}: Keystatic's collection list changed shape; update SLUG_COLUMN and SLUG_CELL`);
  return code.replace(SLUG_COLUMN, '').replace(SLUG_CELL, '');
}

/** Keystatic's link element to Google Fonts' Inter, as its UI bundle writes it. */
export const GOOGLE_FONTS_LINK =
  /\/\*#__PURE__\*\/jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/;

/** Replaces that element with nothing; a Keystatic update that changes it fails the build loudly. */
export function withoutGoogleFonts(code: string, id: string): string | undefined {
  if (!/@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui/.test(id)) return undefined;
  if (!code.includes('fonts.googleapis.com')) return undefined;
  const replaced = code.replace(GOOGLE_FONTS_LINK, 'null');
  if (replaced.includes('fonts.googleapis.com'))
    throw new Error(`${id}: Keystatic's Google Fonts link changed shape; update GOOGLE_FONTS_LINK`);
  return replaced;
}

const keystaticFonts: Plugin = {
  name: 'cirrus:keystatic-fonts',
  enforce: 'pre',
  transform(code, id) {
    const stripped = withoutGoogleFonts(code, id) ?? code;
    const named = withoutSlugColumn(stripped, id) ?? stripped;
    return named === code ? null : { code: named, map: null };
  },
};

export function contentEditor(): AstroIntegration {
  return {
    name: 'cirrus:content-editor',
    hooks: {
      'astro:config:setup': ({ config, logger, updateConfig }) => {
        updateConfig({ vite: { plugins: [keystaticFonts] } });
        const started = performance.now();
        writeEditorDocs(fileURLToPath(config.root));
        writeEditorNames(fileURLToPath(config.root));
        logger.info(
          `editor hints from the schemas' doc comments (${Math.round(performance.now() - started)} ms)`,
        );
      },
    },
  };
}
