/**
 * After the build: every built page without the inline CSS rules it also links
 * (src/lib/html/duplicate-styles.ts). Runs before the search index, the precompression and the
 * service worker's precache list, so each of them sees the pages as served.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { dropDuplicateInlineRules } from '../lib/html/duplicate-styles.ts';

export function duplicateStyles(): AstroIntegration {
  return {
    name: 'cirrus:duplicate-styles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const stylesheets = new Map<string, string | undefined>();
        // Linked stylesheets are the build's own, under /_astro/; anything else is left alone.
        const readStylesheet = async (href: string) => {
          if (!href.startsWith('/_astro/') || href.includes('..')) return undefined;
          if (!stylesheets.has(href))
            stylesheets.set(href, await readFile(join(clientDir, href), 'utf8').catch(() => undefined));
          return stylesheets.get(href);
        };
        let pages = 0;
        let bytes = 0;
        const files = await readdir(clientDir, { recursive: true });
        for (const file of files.filter((name) => name.endsWith('.html'))) {
          const path = join(clientDir, file);
          const html = await readFile(path, 'utf8');
          for (const [, href = ''] of html.matchAll(/<link\b[^>]*\shref="([^"]+\.css)"/g))
            await readStylesheet(href);
          const trimmed = dropDuplicateInlineRules(html, (href) => stylesheets.get(href));
          if (trimmed === html) continue;
          await writeFile(path, trimmed);
          pages += 1;
          bytes += html.length - trimmed.length;
        }
        logger.info(`${pages} pages without ${Math.round(bytes / 1024)} KB of inline CSS they also link`);
      },
    },
  };
}
