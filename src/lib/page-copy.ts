/**
 * Picking sections out of a page's copy, for pages that render some sections in a special way
 * (a product grid after the range copy, the registration form in the warranty's register section).
 */
import type { Page, PageSection } from '../schemas/page.ts';

/** The section with this id; throws so a renamed section fails the build instead of vanishing. */
export function pageSection(page: Page, id: string): PageSection {
  const section = page.sections.find((item) => item.id === id);
  if (!section) throw new Error(`src/content/pages/${page.slug}.yaml has no section with id "${id}"`);
  return section;
}

/** The page's other sections, in order. */
export function sectionsExcept(page: Page, ids: readonly string[]): PageSection[] {
  return page.sections.filter((section) => !section.id || !ids.includes(section.id));
}
