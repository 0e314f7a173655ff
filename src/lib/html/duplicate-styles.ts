/**
 * Astro writes a page's CSS twice where a CSS module is imported both by a component rendered at
 * build (into a linked stylesheet) and by a client script's module graph (into a small stylesheet it
 * inlines as `<style>`): the header search's panel, the site notice and the form fields were each
 * about 1 KB of every page's compressed HTML that the page also linked. This drops, from each inline
 * `<style>`, the top-level rules a stylesheet linked later in the page holds byte for byte. The
 * later copy wins the cascade either way, so the page looks the same; only the HTML shrinks, which
 * decides whether it arrives in the first round trip (docs/performance.md, issue 26).
 */

/** The top-level rules of minified CSS (at-rules with their blocks), in order. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '"' || char === "'") {
      // Skip a string: a brace inside `content: '{'` is not a block.
      const end = css.indexOf(char, index + 1);
      index = end === -1 ? css.length : end;
    } else if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end === -1 ? css.length : end + 1;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1).trim());
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement at-rule (`@import …;`, `@layer a, b;`).
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules.filter(Boolean);
}

/** An inline `<style>` as Astro writes it (its CSS captured), or a `<link>`. */
export const STYLE_OR_LINK = /<style>([\s\S]*?)<\/style>|<link\b[^>]*>/g;
export const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * `html` with every inline `<style>` (one without attributes, as Astro writes them) stripped of the
 * rules that a `<link rel="stylesheet">` after it (for all media) already has; a block left empty is
 * removed. `stylesheet(href)` gives a linked file's CSS, or undefined when it cannot be read (then
 * nothing is taken against it).
 */
export function dropDuplicateInlineRules(
  html: string,
  stylesheet: (href: string) => string | undefined,
): string {
  const tags = [...html.matchAll(STYLE_OR_LINK)];
  const laterRules = new Set<string>();
  const replacements = new Map<number, string>();
  // From the end, so each style block is compared with the stylesheets linked after it.
  for (const match of [...tags].reverse()) {
    const [tag, css] = match;
    if (css === undefined) {
      const href = attribute(tag, 'href');
      const media = attribute(tag, 'media');
      if (attribute(tag, 'rel') !== 'stylesheet' || !href || (media && media !== 'all')) continue;
      for (const rule of topLevelRules(stylesheet(href) ?? '')) laterRules.add(rule);
      continue;
    }
    const kept = topLevelRules(css).filter((rule) => !laterRules.has(rule));
    replacements.set(match.index, kept.length > 0 ? `<style>${kept.join('')}</style>` : '');
  }
  if (replacements.size === 0) return html;
  let result = '';
  let last = 0;
  for (const match of tags) {
    const replacement = replacements.get(match.index);
    if (replacement === undefined) continue;
    result += html.slice(last, match.index) + replacement;
    last = match.index + match[0].length;
  }
  return result + html.slice(last);
}
