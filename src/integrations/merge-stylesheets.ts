/**
 * After the build: each page's stylesheets that only some pages link, in one file where a page had
 * two or more in a row (src/lib/html/merge-stylesheets.ts). Runs after the duplicate inline rules
 * are dropped and before the search index, the precompression and the service worker's precache
 * list, so each of them sees the pages and files as served. The merged files are named by their
 * content, so pages with the same run (every product page) share one.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { linkedStylesheets, replaceRuns, runCss, stylesheetRuns } from '../lib/html/merge-stylesheets.ts';

export function mergeStylesheets(): AstroIntegration {
  return {
    name: 'cirrus:merge-stylesheets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const files = (await readdir(clientDir, { recursive: true })).filter((name) =>
          name.endsWith('.html'),
        );
        const pages = new Map<string, string>();
        for (const file of files) pages.set(file, await readFile(join(clientDir, file), 'utf8'));
        // Site-wide: linked by every page (the layout's). The offline and error pages count too.
        const linkedBy = new Map<string, number>();
        for (const html of pages.values())
          for (const href of new Set(linkedStylesheets(html)))
            linkedBy.set(href, (linkedBy.get(href) ?? 0) + 1);
        const siteWide = new Set(
          [...linkedBy].filter(([, count]) => count === pages.size).map(([href]) => href),
        );
        const sheets = new Map<string, string>();
        const stylesheet = (href: string) => {
          const css = sheets.get(href);
          if (css === undefined) throw new Error(`merge-stylesheets: ${href} was not read`);
          return css;
        };
        const merged = new Map<string, string>();
        let changed = 0;
        for (const [file, html] of pages) {
          const runs = stylesheetRuns(html, siteWide);
          if (runs.length === 0) continue;
          for (const run of runs)
            for (const part of run.parts)
              if ('href' in part && !sheets.has(part.href))
                sheets.set(part.href, await readFile(join(clientDir, part.href), 'utf8'));
          const rewritten = replaceRuns(html, runs, (run) => {
            const css = runCss(run, stylesheet);
            const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
            const href = `/_astro/page-styles.${hash}.css`;
            merged.set(href, css);
            return href;
          });
          await writeFile(join(clientDir, file), rewritten);
          changed += 1;
        }
        for (const [href, css] of merged) await writeFile(join(clientDir, href), css);
        logger.info(
          `${changed} pages link ${merged.size} merged stylesheet${merged.size === 1 ? '' : 's'} instead of two or more in a row`,
        );
      },
    },
  };
}
