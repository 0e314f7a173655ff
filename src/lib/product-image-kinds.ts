/**
 * What each kind of product picture is called where people read it: the gallery's captions and
 * thumbnail names, and the content editor's list of a product's pictures.
 */
import type { ProductImageKind } from '../schemas/image.ts';

export const productImageKindLabels: Readonly<Record<ProductImageKind, string>> = {
  front: 'Front',
  side: 'Side',
  outdoor: 'Outdoor unit',
  controller: 'Controller',
  'in-room': 'In a room',
  'in-scale': 'In scale',
  dimensions: 'Dimensions',
  finish: 'Finish',
};
