/**
 * One data builder per page template that assembles more than a page's copy: the page renders what
 * it returns, and its page-data document (`site-pages.ts`) serves the same object, so the HTML and
 * `/page-data/…/page-data.json` cannot drift apart.
 */

import type { Range } from '../../schemas/product-facts.ts';
import { productCard, productCardView } from '../product-records.ts';
import { promotionsOnSale } from '../promotions.ts';
import { runningCostProfile } from '../running-cost.ts';
import { sizingProduct } from '../sizing/from-catalogue.ts';
import type { SizingPageData } from '../sizing/products.ts';
import {
  getCategorySummaries,
  getFaqHighlights,
  getFaqsByGroup,
  getFeaturedProducts,
  getPage,
  getProducts,
  getPromotions,
  getRange,
  getRanges,
  getWarrantyTerms,
} from './catalogue.ts';
import { productCardsWithPictures } from './images/product-pictures.ts';
import type { Listing } from './listings.ts';
import { buildDay, withPromotionBadges } from './promotion-badges.ts';

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
    featured: await withPromotionBadges(await productCardsWithPictures(await getFeaturedProducts())),
    // On sale on the build's date; each names its last day, so an older build stays true.
    promotions: promotionsOnSale(await getPromotions(), buildDay()),
    faqHighlights: await getFaqHighlights(),
  };
}

/** A range landing page (Edge): its copy and the range's product cards. */
export async function rangePageData(slug: string, range: Range) {
  return {
    page: await getPage(slug),
    products: await withPromotionBadges(
      await productCardsWithPictures((await getRange(range))?.products ?? []),
    ),
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

/**
 * A listing's page data: the category (or the products index's copy) and its cards, the same cards
 * the HTML lists (`getListings` builds both), which the filter island filters and sorts.
 */
export function listingPageData(listing: Listing) {
  return {
    category: listing.category,
    ...(listing.category ? {} : { page: { title: listing.title, lead: listing.lead, seo: listing.seo } }),
    products: listing.cards,
  };
}

/**
 * The sizing tool's page: its copy, and what the island sizes with: every current product's
 * capacities, and the postcode table's document (by hash), fetched only when a postcode is entered.
 */
export async function sizingPageData(postcodeTableHash: string) {
  const current = (await getProducts()).filter((product) => product.status === 'current');
  const cards = await withPromotionBadges(await productCardsWithPictures(current));
  return {
    page: await getPage('your-perfect-climate'),
    ...({
      products: current.map((product, index) => {
        // Who the product is, the sizing facts carry already.
        const { slug, name, path, range, productType, ...card } = productCardView(
          cards[index] ?? productCard(product),
        );
        return { ...sizingProduct(product), card, runningCost: runningCostProfile(product) };
      }),
      postcodeTable: postcodeTableHash,
    } satisfies SizingPageData),
  };
}
