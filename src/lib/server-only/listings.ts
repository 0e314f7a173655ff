/**
 * The product listings: `/products` (every product) and `/products/{category}`. One template renders
 * them all; this module gives each its heading, copy, breadcrumbs and cards, and site-pages.ts
 * publishes the same cards as the listing's page-data document, which the filter island reads.
 */
import type { Category } from '../../schemas/category.ts';
import type { Seo, TitledText } from '../../schemas/common.ts';
import type { PageSection } from '../../schemas/page.ts';
import { categoryUrl } from '../catalogue-urls.ts';
import { LISTING_FIRST_CARDS } from '../product-filter.ts';
import type { ProductCard } from '../product-records.ts';
import type { BreadcrumbItem } from '../seo.ts';
import { getCategories, getPage, getProducts, getProductsInCategory } from './catalogue.ts';
import { productCardsWithPictures } from './images/product-pictures.ts';
import { withPromotionBadges } from './promotion-badges.ts';

export interface Listing {
  path: string;
  /** The category listed, or null for every product. */
  category: Category | null;
  title: string;
  /** The opening sentence of its intro: the hero stays short, so the products start on a phone's first screen. */
  lead: string;
  /** The rest of the intro, shown after the products; empty when the intro is one sentence. */
  about: string;
  seo: Seo;
  crumbs: BreadcrumbItem[];
  /** Buying advice of a category. */
  advice: TitledText[];
  /** Copy sections after the list (the products index's page copy). */
  sections: PageSection[];
  cards: ProductCard[];
}

const home: BreadcrumbItem = { label: 'Home', href: '/' };

/** An intro's first sentence and the rest ("5.0 kW" and "e.g." do not end a sentence: a capital must follow a space). */
export function splitIntro(intro: string): { lead: string; about: string } {
  const end = /[.!?](?=\s+[A-Z])/.exec(intro);
  if (!end) return { lead: intro, about: '' };
  return { lead: intro.slice(0, end.index + 1), about: intro.slice(end.index + 1).trim() };
}

/** The products index and every category listing. */
export async function getListings(): Promise<Listing[]> {
  const page = await getPage('products');
  const index: Listing = {
    path: '/products',
    category: null,
    title: page.title,
    ...splitIntro(page.lead),
    seo: page.seo,
    crumbs: [home, { label: 'Products' }],
    advice: [],
    sections: page.sections,
    cards: await withPromotionBadges(await productCardsWithPictures(await getProducts())),
  };
  const categories = await Promise.all(
    (await getCategories()).map(
      async (category): Promise<Listing> => ({
        path: categoryUrl(category.slug),
        category,
        title: category.title,
        ...splitIntro(category.intro),
        seo: category.seo,
        crumbs: [home, { label: 'Products', href: '/products' }, { label: category.title }],
        advice: category.buyingAdvice,
        sections: [],
        cards: await withPromotionBadges(
          await productCardsWithPictures(await getProductsInCategory(category.slug)),
        ),
      }),
    ),
  );
  return [index, ...categories];
}

/** One built page of a listing: the listing itself, or the page of every product of a long one. */
export interface ListingPage {
  listing: Listing;
  /** Its address: the listing's, or `{listing}/all`. */
  path: string;
  /** The cards this page's HTML holds. */
  cards: ProductCard[];
  /** The page of every product, linked from a listing that holds only its first ones. */
  allPath: string | null;
  /** This is the page of every product of a long listing. */
  showsAll: boolean;
}

/** The pages built for one listing: itself, and its page of every product when it is long. */
export function listingPages(listing: Listing): ListingPage[] {
  // A long listing's page holds its first products (LISTING_FIRST_CARDS says why).
  if (listing.cards.length <= LISTING_FIRST_CARDS)
    return [{ listing, path: listing.path, cards: listing.cards, allPath: null, showsAll: false }];
  const allPath = `${listing.path}/all`;
  return [
    {
      listing,
      path: listing.path,
      cards: listing.cards.slice(0, LISTING_FIRST_CARDS),
      allPath,
      showsAll: false,
    },
    { listing, path: allPath, cards: listing.cards, allPath: null, showsAll: true },
  ];
}
