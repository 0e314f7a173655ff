/**
 * After the build, one pass over every built page's styles, in this order:
 * 1. each inline `<style>` loses the rules a stylesheet linked later in the page already has
 *    (src/lib/html/duplicate-styles.ts);
 * 2. two or more stylesheets in a row become one file, named by its content so pages with the
 *    same run (every product page) share it
 *    (src/lib/html/merge-stylesheets.ts).
 * Runs before the search index, the precompression and the service worker's precache list, so each
 * of them sees the pages and files as served.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { dropDuplicateInlineRules } from '../lib/html/duplicate-styles.ts';
import { replaceRuns, runCss, stylesheetRuns } from '../lib/html/merge-stylesheets.ts';

export function pageStyles(): AstroIntegration {
  return {
    name: 'cirrus:page-styles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const files = (await readdir(clientDir, { recursive: true })).filter((name) =>
          name.endsWith('.html'),
        );
        // Every stylesheet of the build's own a page links (under /_astro/), read once.
        const sheets = new Map<string, string | undefined>();
        const pages = new Map<string, string>();
        for (const file of files) {
          const html = await readFile(join(clientDir, file), 'utf8');
          pages.set(file, html);
          for (const [, href = ''] of html.matchAll(/<link\b[^>]*\shref="(\/_astro\/[^"]+\.css)"/g))
            if (!sheets.has(href) && !href.includes('..'))
              sheets.set(href, await readFile(join(clientDir, href), 'utf8').catch(() => undefined));
        }
        const stylesheet = (href: string) => sheets.get(href);

        const changed = new Set<string>();
        let trimmedPages = 0;
        let trimmedBytes = 0;
        for (const [file, html] of pages) {
          const trimmed = dropDuplicateInlineRules(html, stylesheet);
          if (trimmed === html) continue;
          pages.set(file, trimmed);
          changed.add(file);
          trimmedPages += 1;
          trimmedBytes += html.length - trimmed.length;
        }

        const merged = new Map<string, string>();
        let mergedPages = 0;
        for (const [file, html] of pages) {
          const runs = stylesheetRuns(html);
          if (runs.length === 0) continue;
          const rewritten = replaceRuns(html, runs, (run) => {
            const css = runCss(run, (href) => {
              const text = stylesheet(href);
              if (text === undefined) throw new Error(`page-styles: ${href} could not be read`);
              return text;
            });
            const href = `/_astro/page-styles.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
            merged.set(href, css);
            return href;
          });
          pages.set(file, rewritten);
          changed.add(file);
          mergedPages += 1;
        }

        for (const [href, css] of merged) await writeFile(join(clientDir, href), css);
        for (const file of changed) await writeFile(join(clientDir, file), pages.get(file) ?? '');
        logger.info(
          `${trimmedPages} pages without ${Math.round(trimmedBytes / 1024)} KB of inline CSS they also link; ` +
            `${mergedPages} pages link ${merged.size} merged stylesheet${merged.size === 1 ? '' : 's'} instead of two or more in a row`,
        );
      },
    },
  };
}
