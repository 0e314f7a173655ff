/**
 * The product listings: `/products` (every product) and `/products/{category}`. One template renders
 * them all; this module gives each its heading, copy, breadcrumbs and cards, and site-pages.ts
 * publishes the same cards as the listing's page-data document, which the filter island reads.
 */
import type { Category } from '../../schemas/category.ts';
import type { Seo, TitledText } from '../../schemas/common.ts';
import type { PageSection } from '../../schemas/page.ts';
import { categoryUrl } from '../catalogue-urls.ts';
import { type ProductCard, productCard } from '../product-records.ts';
import type { BreadcrumbItem } from '../seo.ts';
import { getCategories, getPage, getProducts, getProductsInCategory } from './catalogue.ts';

export interface Listing {
  path: string;
  /** The category listed, or null for every product. */
  category: Category | null;
  title: string;
  lead: string;
  seo: Seo;
  crumbs: BreadcrumbItem[];
  /** Buying advice of a category. */
  advice: TitledText[];
  /** Copy sections after the list (the products index's page copy). */
  sections: PageSection[];
  cards: ProductCard[];
}

const home: BreadcrumbItem = { label: 'Home', href: '/' };

/** The products index and every category listing. */
export async function getListings(): Promise<Listing[]> {
  const page = await getPage('products');
  const index: Listing = {
    path: '/products',
    category: null,
    title: page.title,
    lead: page.lead,
    seo: page.seo,
    crumbs: [home, { label: 'Products' }],
    advice: [],
    sections: page.sections,
    cards: (await getProducts()).map(productCard),
  };
  const categories = await Promise.all(
    (await getCategories()).map(
      async (category): Promise<Listing> => ({
        path: categoryUrl(category.slug),
        category,
        title: category.title,
        lead: category.intro,
        seo: category.seo,
        crumbs: [home, { label: 'Products', href: '/products' }, { label: category.title }],
        advice: category.buyingAdvice,
        sections: [],
        cards: (await getProductsInCategory(category.slug)).map(productCard),
      }),
    ),
  );
  return [index, ...categories];
}
