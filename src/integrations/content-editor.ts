/**
 * Build integration of the content editor: before anything is bundled, writes the schemas' doc
 * comments to src/generated/editor-docs.json, where the editor's configuration reads its hints
 * (src/editor/keystatic-config.ts). Comments do not exist at run time, so they are read here, once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
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

export function contentEditor(): AstroIntegration {
  return {
    name: 'cirrus:content-editor',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const started = performance.now();
        writeEditorDocs(fileURLToPath(config.root));
        logger.info(
          `editor hints from the schemas' doc comments (${Math.round(performance.now() - started)} ms)`,
        );
      },
    },
  };
}
