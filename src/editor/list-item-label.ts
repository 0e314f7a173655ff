/** How the editor's lists name their items (Keystatic's `itemLabel`, and the gallery's cards). */
import { productImageKindLabels } from '../lib/product-image-kinds.ts';
import type { ProductImageKind } from '../schemas/image.ts';

/**
 * How the editor names an item of a list: its own value, or its title, question, name…; a picture
 * by its kind and its alt text ("Outdoor unit: the Edge 3.5 kW outdoor unit…"), never "Item".
 */
export function listItemLabel(preview: unknown): string {
  const props = preview as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  const own = props.value;
  if (typeof own === 'string' || typeof own === 'number') return String(own) || 'New item';
  const text = (name: string) => {
    const value = props.fields?.[name]?.value;
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const kind = text('kind');
  const alt = text('alt');
  if (alt !== undefined || (kind !== undefined && props.fields?.alt)) {
    const kindLabel =
      kind && kind in productImageKindLabels ? productImageKindLabels[kind as ProductImageKind] : kind;
    const description = alt ?? 'no alt text yet';
    return kindLabel ? `${kindLabel}: ${description}` : `Picture: ${description}`;
  }
  // A rule's condition, a change announced or a landlord's notice by what it says (with its state).
  const says = text('says');
  if (says) return text('state') ? `${text('state')}: ${says}` : says;
  // A figure found only on a secondary page, by the figure.
  const figure = text('figure');
  if (figure) return figure;
  // A postcode range by its postcodes ("Postcodes 2311–2312").
  const from = props.fields?.from?.value;
  const to = props.fields?.to?.value;
  if (typeof from === 'number' && typeof to === 'number') return `Postcodes ${from}–${to}`;
  // An old reverse-cycle unit's age band ("Up to 10 years old").
  const upToYears = props.fields?.upToYears?.value;
  if (typeof upToYears === 'number') return `Up to ${upToYears} years old`;
  // A typical installed price band by its kind and size ("wall-split up to 3.5 kW").
  const productType = text('productType');
  const upToKw = props.fields?.upToKw?.value;
  if (productType && typeof upToKw === 'number') return `${productType} up to ${upToKw} kW`;
  // A fault code by its code and title ("E1: Indoor room temperature sensor fault").
  const code = text('code');
  const title = text('title');
  if (code && title) return `${code}: ${title}`;
  return ['title', 'question', 'name', 'heading', 'label', 'component'].map(text).find(Boolean) ?? 'Item';
}
