/**
 * The island runtime's style is moved from where Astro writes it (before the first island, inside
 * `<main>`) into `<head>`, once, with nothing else on the page changed.
 */
import { describe, expect, it } from 'vitest';
import { moveIslandStylesToHead } from '../../src/lib/html/island-styles.ts';

const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const page = (head: string, main: string) =>
  `<!doctype html><html lang="en-AU"><head><title>Heating</title>${head}</head><body><main>${main}</main></body></html>`;

describe('moveIslandStylesToHead', () => {
  it('moves the style from before the first island into the head, once', () => {
    const island = '<astro-island uid="a"><p>Filters</p></astro-island>';
    const html = page('', `${islandStyle}<script>/* runtime */</script>${island}${islandStyle}${island}`);
    expect(moveIslandStylesToHead(html)).toBe(
      page(islandStyle, `<script>/* runtime */</script>${island}${island}`),
    );
  });

  it('leaves a page without islands, and the page’s own styles, as they are', () => {
    const html = page('<style>.hero{color:red}</style>', '<h1>Heating</h1>');
    expect(moveIslandStylesToHead(html)).toBe(html);
  });
});
