/**
 * Heroes of pages and categories as pictures: the hero beside a page's heading, and a category's
 * hero at card size for its tile. A photograph put in the content by the editor replaces the
 * rendered room (`npm run render:heroes`) with no change here. Build only (astro:assets).
 */
import type { ImageMetadata } from 'astro';
import type { PictureData, PictureLayout } from '../../picture-data.ts';
import type { CategorySummary } from '../catalogue.ts';
import { getCategories } from '../catalogue.ts';
import { pictureOf } from './picture.ts';

/** Anything that may carry a hero: a page, a category. */
export interface WithHero {
  hero?: { image: ImageMetadata | string; alt: string } | undefined;
}

/** The entry's hero in a layout, if it has one (a path not yet resolved by the build has none). */
export async function heroPictureOf(
  entry: WithHero | undefined,
  layout: PictureLayout = 'hero',
): Promise<PictureData | undefined> {
  const hero = entry?.hero;
  if (!hero || typeof hero.image === 'string') return undefined;
  return pictureOf(hero.image, hero.alt, layout);
}

/** A category tile with its picture: the category's hero at card size. */
export type CategoryTile = CategorySummary & { picture?: PictureData };

/** The category summaries with each one's tile picture. */
export async function categoryTiles(summaries: readonly CategorySummary[]): Promise<CategoryTile[]> {
  const categories = new Map((await getCategories()).map((category) => [category.slug, category]));
  return Promise.all(
    summaries.map(async (summary) => {
      const picture = await heroPictureOf(categories.get(summary.slug), 'card');
      return picture ? { ...summary, picture } : summary;
    }),
  );
}
