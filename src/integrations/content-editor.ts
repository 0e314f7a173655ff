/**
 * Build integration of the content editor: before anything is bundled, writes the schemas' doc
 * comments to src/generated/editor-docs.json, where the editor's configuration reads its hints
 * (src/editor/keystatic-config.ts). Comments do not exist at run time, so they are read here, once.
 * It also takes out the editing app's stylesheet link to Google Fonts, which the site's CSP blocks
 * (a console error and a report on every page of the app): the editor page serves Inter itself
 * (src/pages/keystatic/[...params].astro).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { editorEntries } from '../editor/collections.ts';
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
    const stripped = withoutGoogleFonts(code, id);
    return stripped === undefined ? null : { code: stripped, map: null };
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
        logger.info(
          `editor hints from the schemas' doc comments (${Math.round(performance.now() - started)} ms)`,
        );
      },
    },
  };
}
