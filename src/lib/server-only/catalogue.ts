/**
 * The one data-access module pages use for catalogue content. Every list comes back ready to render
 * (ordered, filtered, resolved), so pages never filter collections themselves.
 */
import { getCollection, getEntry } from 'astro:content';
import type { Category } from '../../schemas/category.ts';
import type { AustralianState, CategorySlug } from '../../schemas/common.ts';
import type { DealerEntry } from '../../schemas/dealer.ts';
import type { Faq, FaqGroup } from '../../schemas/faq.ts';
import type { Page } from '../../schemas/page.ts';
import type { Product } from '../../schemas/product.ts';
import type { Range } from '../../schemas/product-facts.ts';
import { rangeSchema } from '../../schemas/product-facts.ts';
import type { Promotion } from '../../schemas/promotion.ts';
import type { SafetyNotice } from '../../schemas/safety-notice.ts';
import type { WarrantyTerms } from '../../schemas/warranty.ts';
import { categoryUrl } from '../catalogue-urls.ts';
import { capacitySortKey } from '../product-facts.ts';
import { productTypes } from '../value-lists.ts';

/** Every category, in navigation order. */
export async function getCategories(): Promise<Category[]> {
  const entries = await getCollection('categories');
  return entries.map((entry) => entry.data).sort((a, b) => a.order - b.order);
}

/** A category as navigation and the home page show it: name, path, what it lists and how many. */
export interface CategorySummary {
  slug: Category['slug'];
  title: string;
  kind: Category['kind'];
  /** The product type a type category lists. */
  productType?: Product['productType'];
  path: string;
  /** Products its listing shows (the same count the listing gives, discontinued included). */
  count: number;
}

/** Every category with the count its listing shows, in navigation order. */
export async function getCategorySummaries(): Promise<CategorySummary[]> {
  const categories = await getCategories();
  return Promise.all(
    categories.map(async (category) => ({
      slug: category.slug,
      title: category.title,
      kind: category.kind,
      ...(category.kind === 'type' ? { productType: category.productType } : {}),
      path: categoryUrl(category.slug),
      // What its listing shows, discontinued models included (listed for their owners, badged).
      count: (await getProductsInCategory(category.slug)).length,
    })),
  );
}

export async function getCategory(slug: string): Promise<Category | undefined> {
  return (await getEntry('categories', slug))?.data;
}

const typeOrder: readonly Product['productType'][] = productTypes;
const rangeOrder = rangeSchema.options;

/** Catalogue order: current before discontinued, then by type, range (premium first) and size. */
function compareProducts(a: Product, b: Product): number {
  return (
    Number(a.status === 'discontinued') - Number(b.status === 'discontinued') ||
    typeOrder.indexOf(a.productType) - typeOrder.indexOf(b.productType) ||
    rangeOrder.indexOf(a.range) - rangeOrder.indexOf(b.range) ||
    capacitySortKey(a) - capacitySortKey(b) ||
    a.name.localeCompare(b.name)
  );
}

/** Every product, current first, in catalogue order. */
export async function getProducts(): Promise<Product[]> {
  const entries = await getCollection('products');
  return entries.map((entry) => entry.data).sort(compareProducts);
}

/** Products listed in a category: by type for type categories, by function for function categories. */
export async function getProductsInCategory(slug: CategorySlug | string): Promise<Product[]> {
  const category = await getCategory(slug);
  if (!category) return [];
  const products = await getProducts();
  return category.kind === 'type'
    ? products.filter((product) => product.typeCategory === category.slug)
    : products.filter((product) => product.functionCategories.includes(category.slug));
}

export async function getProduct(slug: string): Promise<Product | undefined> {
  return (await getEntry('products', slug))?.data;
}

/** The products a product lists as related, in the order it lists them; unknown slugs are skipped. */
export async function getRelatedProducts(product: Pick<Product, 'related'>): Promise<Product[]> {
  const related = await Promise.all(product.related.map((slug) => getProduct(slug)));
  return related.filter((item): item is Product => item !== undefined);
}

/** Current products marked as featured, in catalogue order. */
export async function getFeaturedProducts(): Promise<Product[]> {
  return (await getProducts()).filter((product) => product.featured && product.status === 'current');
}

/** A range and its current products. */
export interface RangeSummary {
  name: Range;
  productTypes: Product['productType'][];
  products: Product[];
}

/** Each range that has current products, premium first. */
export async function getRanges(): Promise<RangeSummary[]> {
  const current = (await getProducts()).filter((product) => product.status === 'current');
  return rangeOrder
    .map((name) => {
      const products = current.filter((product) => product.range === name);
      return { name, products, productTypes: [...new Set(products.map((product) => product.productType))] };
    })
    .filter((range) => range.products.length > 0);
}

/** One range and its current products, or undefined when it has none on sale. */
export async function getRange(name: Range): Promise<RangeSummary | undefined> {
  return (await getRanges()).find((range) => range.name === name);
}

/** FAQ groups in page order, each with its questions in order. */
export async function getFaqsByGroup(): Promise<FaqGroup[]> {
  const entries = await getCollection('faqs');
  return entries
    .map((entry) => entry.data)
    .sort((a, b) => a.order - b.order)
    .map((group) => ({ ...group, questions: [...group.questions].sort((a, b) => a.order - b.order) }));
}

/** The first question of each group, for a short list of common questions (home page). */
export async function getFaqHighlights(limit = 4): Promise<(Faq & { group: FaqGroup['group'] })[]> {
  return (await getFaqsByGroup())
    .flatMap((group) => (group.questions[0] ? [{ ...group.questions[0], group: group.group }] : []))
    .slice(0, limit);
}

const stateOrder: AustralianState[] = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

/** Every dealer with coordinates derived from its postcode, ordered by state, then suburb and name. */
export async function getDealers(): Promise<DealerEntry[]> {
  const entries = await getCollection('dealers');
  return entries
    .map((entry) => entry.data)
    .sort(
      (a, b) =>
        stateOrder.indexOf(a.address.state) - stateOrder.indexOf(b.address.state) ||
        a.address.suburb.localeCompare(b.address.suburb) ||
        a.name.localeCompare(b.name),
    );
}

/** Dealers grouped by state, states ordered by population (NSW first); states without dealers are left out. */
export async function getDealersByState(): Promise<{ state: AustralianState; dealers: DealerEntry[] }[]> {
  const dealers = await getDealers();
  return stateOrder
    .map((state) => ({ state, dealers: dealers.filter((dealer) => dealer.address.state === state) }))
    .filter((group) => group.dealers.length > 0);
}

/** Every promotion, current and past (lib/promotions.ts splits them by date). */
export async function getPromotions(): Promise<Promotion[]> {
  return (await getCollection('promotions')).map((entry) => entry.data);
}

/** Every safety notice, newest first (My home shows those in force; the server mails them). */
export async function getSafetyNotices(): Promise<SafetyNotice[]> {
  const notices = (await getCollection('safetyNotices')).map((entry) => entry.data);
  return notices.sort((a, b) => b.from.localeCompare(a.from) || a.slug.localeCompare(b.slug));
}

/** The warranty terms document. */
export async function getWarrantyTerms(): Promise<WarrantyTerms> {
  const entry = await getEntry('warranty', 'terms');
  if (!entry) throw new Error('src/content/warranty/terms.yaml is missing');
  return entry.data;
}

/** A page's copy by slug ("home", "404"...); throws when missing so a build never ships a blank page. */
export async function getPage(slug: string): Promise<Page> {
  const entry = await getEntry('pages', slug);
  if (!entry) throw new Error(`No page copy for "${slug}" in src/content/pages`);
  return entry.data;
}
