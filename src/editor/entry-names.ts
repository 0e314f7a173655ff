/**
 * The names the editor's lists show for things its forms know only by a key or a slug: a category's,
 * FAQ group's or fault-code family's title in the navigation (its file is named by a slug), and a
 * product's name in the lists of product slugs (related products, a promotion's eligible products).
 * The content-editor integration reads them from the content at build into
 * src/generated/editor-names.json; a title changed in the editor shows there from the next publish.
 */

export interface EditorNames {
  /** Singletons' titles by Keystatic key (`category-cooling` → "Cooling"). */
  entries: Record<string, string>;
  /** Product names by slug. */
  products: Record<string, string>;
}

export const noNames: EditorNames = { entries: {}, products: {} };

/** The sections whose singletons are named by their file's `title`. */
export const titledSections = ['Categories', 'FAQs', 'Fault codes'] as const;

/** A list item holding a product's slug, named by the product ("Edge 3.5 kW …"). */
export function productSlugLabel(names: EditorNames, preview: unknown): string {
  const slug = (preview as { value?: unknown }).value;
  if (typeof slug !== 'string' || slug === '') return 'New product';
  return names.products[slug] ?? `A product not published yet (${slug})`;
}
