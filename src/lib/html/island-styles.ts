/**
 * Astro writes the island runtime's one CSS rule (`astro-island,astro-slot,astro-static-slot
 * {display:contents}`) as a `<style>` just before the first hydrated island, which puts it inside
 * `<main>`: invalid HTML (a `<style>` belongs in `<head>`). This moves it there, unchanged, so a
 * page's islands are laid out the same and the document validates. Used by src/middleware.ts on
 * every page, prerendered or on demand.
 */

/** The runtime's rule as Astro emits it: only custom elements named `astro-…`, nothing else. */
const ISLAND_STYLE = /<style>(astro-island(?:,astro-[a-z-]+)*\{[^<}]*\})<\/style>/g;

export function moveIslandStylesToHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const body = html.slice(headEnd);
  const rules = new Set([...body.matchAll(ISLAND_STYLE)].map(([, rule]) => rule));
  if (rules.size === 0) return html;
  const styles = [...rules].map((rule) => `<style>${rule}</style>`).join('');
  return `${html.slice(0, headEnd)}${styles}${body.replace(ISLAND_STYLE, '')}`;
}
