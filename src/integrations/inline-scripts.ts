/**
 * `import code from './file.ts?inline-script'`: the file and what it imports bundled and minified
 * into one classic script's text (an IIFE, ES2020), for a page to inline with
 * `<script is:inline set:html={code}>`.
 * Used for the one script that must run before any request is made (src/client/start.ts). Its
 * source stays typed and linted, and each page carries about 1 KB instead of 4 KB of commented code.
 */
import { resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

const QUERY = '?inline-script';

export function inlineScripts(): AstroIntegration {
  return {
    name: 'cirrus:inline-scripts',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'cirrus:inline-scripts',
                async load(id: string) {
                  if (!id.endsWith(QUERY)) return undefined;
                  const file = id.slice(0, -QUERY.length);
                  const { outputFiles, metafile } = await build({
                    entryPoints: [file],
                    bundle: true,
                    write: false,
                    metafile: true,
                    format: 'iife',
                    target: 'es2020',
                    minify: true,
                    legalComments: 'none',
                  });
                  for (const input of Object.keys(metafile.inputs)) this.addWatchFile(resolve(input));
                  const code = outputFiles[0]?.text ?? '';
                  return `export default ${JSON.stringify(code.trim())};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
