/**
 * A page's render-blocking stylesheets, one. Astro links one stylesheet per CSS chunk: the
 * layout's, which every page links, and the chunks of the components a page uses. On a phone's
 * network each is a request on a connection of its own that the first paint waits for, and each
 * shares the bandwidth with the page's main picture (docs/performance.md, issue 39): a product page
 * with its own file beside the layout's painted 150 ms later than with one file, and its picture
 * arrived one more round trip after that.
 *
 * Where a page's head has two or more stylesheets in one run (only inline `<style>` blocks between
 * them), the run becomes one stylesheet holding the same CSS in the same order (the inline blocks
 * included, so the cascade is unchanged). The layout's is folded in too: a kind of page that links
 * more than the layout's (product pages, listings, the tools) then downloads the layout's CSS once
 * more in its own file, about 4 KB of brotli, which the service worker's precache holds from the
 * second page of a visit on.
 */
import { attribute, STYLE_OR_LINK } from './duplicate-styles.ts';

/** A run of the head's stylesheets to merge: its place in the HTML and the CSS it holds, in order. */
export interface StylesheetRun {
  start: number;
  end: number;
  /** Each part of the run: a linked file (its href) or an inline block (its CSS). */
  parts: ({ href: string } | { css: string })[];
}

/** A `<link>` that blocks rendering: a stylesheet of the build's own, for all media. */
function blockingHref(tag: string): string | undefined {
  if (!tag.startsWith('<link') || attribute(tag, 'rel') !== 'stylesheet') return undefined;
  const media = attribute(tag, 'media');
  if (media && media !== 'all') return undefined;
  const href = attribute(tag, 'href');
  return href?.startsWith('/_astro/') && href.endsWith('.css') && !href.includes('..') ? href : undefined;
}

/** The build's stylesheets a page links, in order. */
export function linkedStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(STYLE_OR_LINK)].flatMap(([tag]) => blockingHref(tag) ?? []);
}

/**
 * The runs of `html`'s head worth merging: two or more of the build's stylesheets with nothing but
 * inline `<style>` blocks (and whitespace) between them.
 */
export function stylesheetRuns(html: string): StylesheetRun[] {
  const headEnd = html.indexOf('</head>');
  const runs: StylesheetRun[] = [];
  let run: StylesheetRun | undefined;
  let lastEnd = -1;
  const close = () => {
    // Trailing inline blocks stay where they are: only what lies between two stylesheets moves.
    while (run && 'css' in (run.parts.at(-1) ?? {})) run.parts.pop();
    if (run && run.parts.filter((part) => 'href' in part).length >= 2) runs.push(run);
    run = undefined;
  };
  for (const match of html.slice(0, headEnd).matchAll(STYLE_OR_LINK)) {
    const [tag, css] = match;
    const start = match.index;
    const adjacent = lastEnd >= 0 && html.slice(lastEnd, start).trim() === '';
    if (run && !adjacent) close();
    lastEnd = start + tag.length;
    const href = blockingHref(tag);
    if (href) {
      run ??= { start, end: lastEnd, parts: [] };
      run.parts.push({ href });
      // A run ends at its last stylesheet: inline blocks after it are not moved (see close).
      run.end = lastEnd;
    } else if (css !== undefined && run) {
      run.parts.push({ css });
    } else {
      close();
    }
  }
  close();
  return runs;
}

/** The CSS of a run, in the page's order: each file's CSS and each inline block's. */
export function runCss(run: StylesheetRun, stylesheet: (href: string) => string): string {
  return run.parts.map((part) => ('href' in part ? stylesheet(part.href) : part.css)).join('\n');
}

/** `html` with each run replaced by one `<link>` to `hrefOf(run)`. */
export function replaceRuns(
  html: string,
  runs: readonly StylesheetRun[],
  hrefOf: (run: StylesheetRun) => string,
) {
  let result = html;
  for (const run of [...runs].sort((a, b) => b.start - a.start))
    result = `${result.slice(0, run.start)}<link rel="stylesheet" href="${hrefOf(run)}">${result.slice(run.end)}`;
  return result;
}
