/**
 * One data builder per page template that assembles more than a page's copy: the page renders what
 * it returns, and its page-data document (`site-pages.ts`) serves the same object, so the HTML and
 * `/page-data/…/page-data.json` cannot drift apart.
 */

import type { Range } from '../schemas/product.ts';
import {
  getCategorySummaries,
  getFaqHighlights,
  getFaqsByGroup,
  getFeaturedProducts,
  getPage,
  getRange,
  getRanges,
  getWarrantyTerms,
} from './catalogue.ts';
import { productCard } from './product-records.ts';

/** The home page: its copy, the ranges, the categories, featured products and FAQ highlights. */
export async function homePageData() {
  return {
    page: await getPage('home'),
    ranges: (await getRanges()).map((range) => ({
      name: range.name,
      productTypes: range.productTypes,
      count: range.products.length,
    })),
    categories: await getCategorySummaries(),
    featured: (await getFeaturedProducts()).map(productCard),
    faqHighlights: await getFaqHighlights(),
  };
}

/** A range landing page (Edge): its copy and the range's product cards. */
export async function rangePageData(slug: string, range: Range) {
  return {
    page: await getPage(slug),
    products: ((await getRange(range))?.products ?? []).map(productCard),
  };
}

/** The FAQ page: its copy and every question by group. */
export async function faqsPageData() {
  return { page: await getPage('faqs'), groups: await getFaqsByGroup() };
}

/** The warranty page (and its form's post route): its copy and the warranty terms. */
export async function warrantyPageData() {
  return { page: await getPage('warranty'), terms: await getWarrantyTerms() };
}
