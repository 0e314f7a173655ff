/**
 * Every page of the site with its template and structured content: the source of the page-data
 * documents (`/page-data/{path}/page-data.json`) and of the shared static queries. Pages that
 * assemble more than their copy render from the same builders (`template-data.ts`), so HTML and
 * page data cannot drift apart.
 */

import { listedFormPages } from '#server/forms/index.ts';
import { categoryUrl, productUrl } from '../catalogue-urls.ts';
import { FAULT_CODES_PATH, faultCodePath, faultFamilyPath } from '../fault-codes.ts';
import { staticQueryUrl } from '../page-data.ts';
import type { PostcodePositions } from '../postcodes/suburbs.ts';
import { type CompareProduct, compareProduct } from '../product-records.ts';
import { getCategories, getDealersByState, getPage, getProducts, getPromotions } from './catalogue.ts';
import { getFaultCodeFamilies } from './fault-codes.ts';
import { cardPicture } from './images/product-pictures.ts';
import { getListings } from './listings.ts';
import { australiaMap } from './map/australia-map.ts';
import {
  derivePostcodeTable,
  deriveSuburbIndex,
  readPostcodeTable,
  readSuburbIndex,
} from './postcodes/derive.ts';
import { buildDay, promotionBadgeFor } from './promotion-badges.ts';
import { type StaticQuery, staticQuery } from './static-queries.ts';
import {
  faqsPageData,
  homePageData,
  listingPageData,
  rangePageData,
  sizingPageData,
  warrantyPageData,
} from './template-data.ts';

export interface SitePage {
  path: string;
  /** Route pattern for parametrised routes. */
  matchPath?: string;
  template: string;
  data: unknown;
  staticQueries: readonly StaticQuery[];
}

interface SharedQueries {
  navigation: StaticQuery;
  dealers: StaticQuery;
  postcodes: StaticQuery;
  compare: StaticQuery;
  /** The dealer map's base map (coast, borders, place names), drawn at build. */
  map: StaticQuery;
  /** The dealer locator's suburb suggestions, one document per letter. */
  suburbs: Record<string, StaticQuery>;
}

let queries: Promise<SharedQueries> | null = null;

/** Written at build start by the dealers loader; derived again here if a build skipped it. */
const POSTCODE_TABLE = 'src/generated/postcodes.json';
const SUBURB_INDEX = 'src/generated/suburbs.json';

/** Shared documents, computed once per build. */
function sharedQueries() {
  queries ??= (async (): Promise<SharedQueries> => {
    const categories = await getCategories();
    const dealersByState = await getDealersByState();
    const products = await getProducts();
    const table = await readPostcodeTable((await derivePostcodeTable(POSTCODE_TABLE)).outFile);
    const positions: PostcodePositions = Object.fromEntries(
      Object.entries(table).map(([postcode, row]) => [postcode, [row[0], row[1], row[2]]]),
    );
    const suburbs = await readSuburbIndex((await deriveSuburbIndex(SUBURB_INDEX)).outFile);
    return {
      navigation: staticQuery(
        'navigation',
        categories.map((category) => ({
          slug: category.slug,
          title: category.title,
          kind: category.kind,
          path: categoryUrl(category.slug),
        })),
      ),
      dealers: staticQuery('dealers', dealersByState),
      // Every product as the comparison shows it: the compare island picks the ones in its address.
      compare: staticQuery(
        'compare',
        withCashback(
          await Promise.all(
            products.map(async (product) => {
              const picture = await cardPicture(product);
              return picture ? { ...compareProduct(product), picture } : compareProduct(product);
            }),
          ),
          await getPromotions(),
          buildDay(),
        ),
      ),
      // Postcode → [state, lat, lng]: what the dealer finder and sizing tool need, without suburb names.
      postcodes: staticQuery('postcodes', positions),
      map: staticQuery('dealer-map', await australiaMap()),
      suburbs: Object.fromEntries(
        Object.entries(suburbs).map(([letter, entries]) => [
          letter,
          staticQuery(`suburbs-${letter}`, entries),
        ]),
      ),
    };
  })();
  return queries;
}

export async function getStaticQueries(): Promise<StaticQuery[]> {
  const { suburbs, ...single } = await sharedQueries();
  return [...Object.values(single), ...Object.values(suburbs)];
}

/**
 * Where the dealer locator finds its data: the URLs of the static-query documents it fetches
 * (worked out here, so the island needs no page-data code).
 */
export interface DealerLocatorSources {
  /** Every dealer, by state. */
  dealers: string;
  /** Postcode positions. */
  postcodes: string;
  /** The dealer map's base map, fetched when the map is first drawn. */
  map: string;
  /** Suburb suggestions by first letter of a word. */
  suburbs: Record<string, string>;
}

export async function getDealerLocatorSources(): Promise<DealerLocatorSources> {
  const { dealers, postcodes, map, suburbs } = await sharedQueries();
  return {
    dealers: staticQueryUrl(dealers.hash),
    postcodes: staticQueryUrl(postcodes.hash),
    map: staticQueryUrl(map.hash),
    suburbs: Object.fromEntries(
      Object.entries(suburbs).map(([letter, query]) => [letter, staticQueryUrl(query.hash)]),
    ),
  };
}

/** The comparison dataset's document (the compare page's island fetches it). */
export async function getCompareQuery(): Promise<StaticQuery> {
  return (await sharedQueries()).compare;
}

async function contentPage(slug: string, path: string, template = 'content'): Promise<SitePage> {
  const { navigation } = await sharedQueries();
  return { path, template, data: await getPage(slug), staticQueries: [navigation] };
}

export async function getSitePages(): Promise<SitePage[]> {
  const { navigation, dealers, postcodes, map, compare, suburbs } = await sharedQueries();
  const products = await getProducts();
  const warranty = await warrantyPageData();
  const faultFamilies = await getFaultCodeFamilies();
  const pages: SitePage[] = [
    {
      path: '/',
      template: 'home',
      data: await homePageData(),
      staticQueries: [navigation],
    },
    {
      path: '/edge',
      template: 'range',
      data: await rangePageData('edge', 'Edge'),
      staticQueries: [navigation],
    },
    ...(await Promise.all(
      ['why-cirrus', 'privacy-policy', 'accessibility'].map((slug) => contentPage(slug, `/${slug}`)),
    )),
    {
      path: '/your-perfect-climate',
      template: 'sizing-tool',
      // The sizing island reads the current products' capacities from here, and fetches the
      // postcode table (for the climate zone) by its hash only when the visitor needs it.
      data: await sizingPageData(postcodes.hash),
      staticQueries: [navigation, postcodes],
    },
    await contentPage('service-status', '/service/status'),
    await contentPage('running-costs', '/running-costs'),
    // The rebate planner and its "send this plan" form, rendered on demand: their page data is the copy.
    await contentPage('rebates', '/rebates'),
    await contentPage('send-your-plan', '/send-your-plan'),
    // The comparison: its products are named by the address, so the page data holds the copy and
    // lists the comparison dataset among its static queries.
    {
      path: '/compare',
      template: 'compare',
      data: await getPage('compare'),
      staticQueries: [navigation, compare],
    },
    await contentPage('thank-you', '/thank-you'),
    await contentPage('search', '/search', 'search'),
    await contentPage('offline', '/offline', 'offline'),
    await contentPage('app', '/app', 'app'),
    // The portal's copy only: its leads come from the portal API, behind login.
    await contentPage('portal', '/portal', 'portal'),
    await contentPage('404', '/404', 'error'),
    await contentPage('500', '/500', 'error'),
    // The listing template: the filter island reads `data.products` (the same cards the HTML lists).
    ...(await getListings()).map((listing) => ({
      path: listing.path,
      ...(listing.category ? { matchPath: '/products/:category' } : {}),
      template: 'products-listing',
      data: listingPageData(listing),
      staticQueries: [navigation],
    })),
    ...products.map((product) => ({
      path: productUrl(product),
      matchPath: '/products/:category/:product',
      template: 'product',
      data: product,
      staticQueries: [navigation],
    })),
    {
      path: '/faqs',
      template: 'faqs',
      data: await faqsPageData(),
      staticQueries: [navigation],
    },
    await contentPage('warranty-check', '/warranty/check'),
    await contentPage('promotions', '/promotions'),
    await contentPage('claim-status', '/promotions/claim-status'),
    // The registration form posts to /warranty/register, which renders the same page.
    ...['/warranty', '/warranty/register'].map((path) => ({
      path,
      template: 'warranty',
      data: warranty,
      staticQueries: [navigation],
    })),
    // Owners' support: the fault-code lookup, each family's codes and each code's own page.
    {
      path: FAULT_CODES_PATH,
      template: 'fault-codes',
      data: { page: await getPage('fault-codes'), families: faultFamilies },
      staticQueries: [navigation],
    },
    ...faultFamilies.flatMap((family) => [
      {
        path: faultFamilyPath(family.family),
        matchPath: `${FAULT_CODES_PATH}/:family`,
        template: 'fault-code-family',
        data: family,
        staticQueries: [navigation],
      },
      ...family.codes.map((code) => ({
        path: faultCodePath(family.family, code.code),
        matchPath: `${FAULT_CODES_PATH}/:family/:code`,
        template: 'fault-code',
        data: { family: family.family, title: family.title, code },
        staticQueries: [navigation],
      })),
    ]),
    {
      path: '/where-to-buy',
      template: 'where-to-buy',
      data: { page: await getPage('where-to-buy') },
      staticQueries: [navigation, dealers, postcodes, map, ...Object.values(suburbs)],
    },
  ];
  // Each listed lead form's page, by its module (src/server/forms), unless a builder above makes it.
  const made = new Set(pages.map((page) => page.path));
  const formPages = listedFormPages.filter((page) => !made.has(page.path));
  return [...pages, ...(await Promise.all(formPages.map((page) => contentPage(page.copy, page.path))))];
}

/**
 * The comparison's cashback row, when a promotion covers any product on the build's day: the
 * promotion's badge text ("$200 cashback until 29 December") in the overview, and "None now" for
 * the products it does not cover. No promotion, no row.
 */
function withCashback(
  products: readonly CompareProduct[],
  promotions: Parameters<typeof promotionBadgeFor>[1],
  today: string,
): CompareProduct[] {
  const badges = new Map(
    products.map((product) => [product.slug, promotionBadgeFor(product.slug, promotions, today)]),
  );
  if (![...badges.values()].some(Boolean)) return [...products];
  return products.map((product) => ({
    ...product,
    groups: product.groups.map((group, index) =>
      index === 0
        ? {
            ...group,
            specs: [
              ...group.specs,
              { label: 'Cashback', value: badges.get(product.slug)?.text ?? 'None now' },
            ],
          }
        : group,
    ),
  }));
}
