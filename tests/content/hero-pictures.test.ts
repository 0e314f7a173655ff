/**
 * The heroes as the content names them: every category and every page that opens with a picture
 * names a file that exists, says what it shows, and shows a picture no other hero shows (compared
 * by the file's bytes, so a copy under another name counts). The on-demand pages' heroes (warranty,
 * promotions) are covered here, where the build's HTML has none to read.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, loadFolder } from './load-content.ts';

interface HeroEntry {
  hero?: { image: string; alt: string };
}

const heroes = (['categories', 'pages'] as const).flatMap((collection) =>
  loadFolder(collection).flatMap(({ name, data }) => {
    const { hero } = data as HeroEntry;
    return hero
      ? [
          {
            entry: `${collection}/${name}`,
            file: path.join(contentDir, collection, hero.image),
            alt: hero.alt,
          },
        ]
      : [];
  }),
);

describe('hero pictures in the content', () => {
  it('opens the home, Edge, products, sizing, warranty and promotions pages and every category', () => {
    const entries = heroes.map(({ entry }) => entry);
    for (const page of ['home', 'edge', 'products', 'your-perfect-climate', 'warranty', 'promotions'])
      expect(entries).toContain(`pages/${page}`);
    expect(entries.filter((entry) => entry.startsWith('categories/'))).toHaveLength(10);
  });

  it.each(heroes)('$entry names a picture that exists and says what it shows', ({ file, alt }) => {
    expect(existsSync(file), file).toBe(true);
    expect(alt.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every hero a picture of its own', () => {
    const byBytes = Map.groupBy(heroes, ({ file }) =>
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    );
    const shared = [...byBytes.values()]
      .filter((group) => group.length > 1)
      .map((group) => group.map(({ entry }) => entry));
    expect(shared).toEqual([]);
  });
});
