/** The catalogue's product cards and FAQ groups from the content files, without astro:content. */
import { productCard } from '../../src/lib/product-records.ts';
import { faqGroupSchema } from '../../src/schemas/faq.ts';
import { type Product, productSchemaOf } from '../../src/schemas/product.ts';
import { loadFolder, loadProductFiles } from '../content/load-content.ts';
import { testImageSchema } from '../support/image-paths.ts';

const productSchema = productSchemaOf(testImageSchema);
export const products: Product[] = loadProductFiles().map(({ data }) => productSchema.parse(data));
export const cards = products.map(productCard);
export const faqGroups = loadFolder('faqs')
  .map(({ data }) => faqGroupSchema.parse(data))
  .sort((a, b) => a.order - b.order);

export function productBySlug(slug: string): Product {
  const product = products.find((item) => item.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
}
