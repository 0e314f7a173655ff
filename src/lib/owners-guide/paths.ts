/** Where a product's owner's guide is published (a static PDF per product, built with the site). */
export function ownersGuidePath(product: { slug: string }): string {
  return `/owners-guides/${product.slug}.pdf`;
}
