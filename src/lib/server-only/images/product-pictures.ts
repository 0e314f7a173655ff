/**
 * A product's pictures for each place it appears: the card picture (its first image), the gallery
 * of the product page, and the dimension drawing of its specifications. Build only (astro:assets).
 */
import type { Product } from '#schemas/product.ts';
import type { GallerySlide, PictureData } from '../../picture-data.ts';
import { type ProductCard, productCard } from '../../product-records.ts';
import { pictureOf } from './picture.ts';

export type { GallerySlide };

/** The card picture: the product's first image (a photograph or the generated front view). */
export async function cardPicture(product: Product): Promise<PictureData | undefined> {
  const [first] = product.images;
  return first ? pictureOf(first.file, first.alt, 'card') : undefined;
}

/** A product's card with its picture. */
export async function productCardWithPicture(product: Product): Promise<ProductCard> {
  const picture = await cardPicture(product);
  return { ...productCard(product), ...(picture ? { picture } : {}) };
}

/** Cards with pictures, in the order given. */
export function productCardsWithPictures(products: readonly Product[]): Promise<ProductCard[]> {
  return Promise.all(products.map(productCardWithPicture));
}

/** The product page's gallery, in the product's order (the dimension drawing is shown with the specifications). */
export function galleryOf(product: Product): Promise<GallerySlide[]> {
  return Promise.all(
    product.images
      .filter((image) => image.kind !== 'dimensions')
      .map(async (image) => ({
        kind: image.kind,
        large: await pictureOf(image.file, image.alt, 'gallery'),
        thumb: await pictureOf(image.file, image.alt, 'thumb'),
        ...(image.credit ? { credit: image.credit } : {}),
      })),
  );
}

/** The dimension and clearance drawing, when the product has one. */
export async function dimensionDrawingOf(product: Product): Promise<PictureData | undefined> {
  const drawing = product.images.find((image) => image.kind === 'dimensions');
  return drawing ? pictureOf(drawing.file, drawing.alt, 'drawing') : undefined;
}
