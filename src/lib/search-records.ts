/**
 * What site search indexes besides the built pages' HTML, as records: each FAQ on its own (the FAQ
 * page shows every question on one page, and a visitor is looking for one answer), and the pages
 * rendered on demand for their forms (each visit gets a fresh form key, so the build has no HTML of
 * them). Both come from the page-data documents the build writes, which hold the same copy the
 * pages show. Used at build time by src/integrations/site-search.ts.
 */

import { safeParse } from 'valibot';
import { faqGroupsFrom, faqId } from './faq-search.ts';
import { titledPageSchema } from './page-data-readers.ts';
import type { SearchKind } from './site-search.ts';

/** One entry of the search index that is not read from a built HTML page. */
export interface SearchRecord {
  /** Where the result leads, e.g. `/faqs#faq-warranty-and-service-1`. */
  url: string;
  kind: SearchKind;
  /** The result's heading; searched, and weighted above the content. */
  title: string;
  /** Where it sits, e.g. the FAQ's group; searched, and shown beside the title. */
  context?: string;
  /** The words searched and quoted in the excerpt. */
  content: string;
}

/**
 * Pages rendered on demand for a form that is not a lead form (a status check, the planner, the
 * promotions with their claim forms). With the lead forms' listed pages (`listedFormPages` of
 * src/server/forms/index.ts) they are named in the sitemap and indexed from their page data; every
 * other page is prerendered and indexed from its HTML.
 */
export const onDemandToolPages = [
  '/warranty/check',
  '/promotions',
  '/promotions/claim-status',
  '/rebates',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each question of the FAQ page's page data (`data.groups`), linked to its place on the page. */
export function faqRecords(data: unknown): SearchRecord[] {
  return (faqGroupsFrom(data) ?? []).flatMap((group) =>
    group.questions.map((faq) => ({
      url: `/faqs#${faqId(group.group, faq.order)}`,
      kind: 'faq' as const,
      title: faq.question,
      context: group.title,
      content: faq.answer,
    })),
  );
}

/** Keys whose values are identifiers, links or search-engine copy, not words the page shows. */
const NOT_SHOWN = new Set(['slug', 'id', 'href', 'seo', 'group', 'productTypes', 'ranges', 'mountings']);

/** Every piece of text in a page's copy, in document order, leaving out identifiers and links. */
export function copyText(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(copyText);
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => (NOT_SHOWN.has(key) ? [] : copyText(item)));
}

/**
 * A page rendered on demand, from its page data: a content page's copy (`data` is the page), or
 * the copy and what comes with it (`data.page` beside, say, the warranty terms). Null when the
 * document has no page title.
 */
export function pageRecord(path: string, data: unknown): SearchRecord | null {
  const nested = isRecord(data) ? safeParse(titledPageSchema, data.page) : undefined;
  const page = nested?.success ? nested : safeParse(titledPageSchema, data);
  if (!page.success) return null;
  const { title, searchTitle } = page.output;
  const content = copyText(data)
    .filter((text) => text !== title && text !== searchTitle)
    .join('\n');
  // A page whose heading does not name it (a question) is found, and shown, by its name.
  return searchTitle
    ? { url: path, kind: 'page', title: searchTitle, context: title, content }
    : { url: path, kind: 'page', title, content };
}

/** A built page's file, relative to the build folder, as its URL: `products/cooling.html` → `/products/cooling`. */
export function pageUrl(file: string): string {
  const path = `/${file.replaceAll('\\', '/').replace(/^\/+/, '')}`;
  return path.replace(/(\/index)?\.html$/, '') || '/';
}
