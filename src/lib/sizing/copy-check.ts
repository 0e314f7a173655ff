/**
 * A product says one room size: the floor areas its copy states (name, summary, description,
 * features: "about 27 to 38 m²", "up to 250 m²") and an evaporative cooler's "Cools up to" figure
 * must agree with the range the sizing rule gives it (room-range.ts), which its card, its page and
 * the sizing tool show. The product content schema runs this, so the build, the dev server and the
 * content editor's save all refuse copy the rule contradicts. Pure.
 */
import type { ProductFacts } from '../../schemas/product-facts.ts';
import { sizingProduct } from './from-catalogue.ts';
import { type RoomSize, roomSizeOf } from './room-range.ts';

/** A floor area in copy: "34 to 47 m²", "34–47 m2", "up to 220 square metres", "a 30 sq m room". */
const AREA =
  /\b(up to\s+)?(\d[\d,]*)(?:\s*(?:to|–|-)\s*(\d[\d,]*))?\s*(?:m²|m2\b|sq\.?\s?m\b|square met(?:re|er)s?\b)/gi;

/** A stated area the rule contradicts: where it is, what it says, and what to write instead. */
export interface RoomSizeContradiction {
  /** Path of the field within the product entry, e.g. `['description', 0]`. */
  path: (string | number)[];
  message: string;
}

const number = (text: string) => Number(text.replaceAll(',', ''));

/** Why `statement` contradicts `size`, or null when it agrees. */
function contradiction(match: RegExpMatchArray, size: RoomSize): string | null {
  const [statement = '', upTo, first = '', second] = match;
  const range = `${size.minM2} to ${size.maxM2} m²`;
  const rule = `the sizing rule gives ${size.minM2}–${size.maxM2} m² (the range on its card and page)`;
  if (second !== undefined) {
    if (number(first) === size.minM2 && number(second) === size.maxM2) return null;
    return `"${statement.trim()}" disagrees: ${rule}; write "${range}"`;
  }
  const area = number(first);
  if (upTo) {
    if (area === size.maxM2) return null;
    return `"${statement.trim()}" disagrees: ${rule}; write "up to ${size.maxM2} m²" or "${range}"`;
  }
  if (area >= size.minM2 && area <= size.maxM2) return null;
  return `"${statement.trim()}" is outside what it suits: ${rule}`;
}

/** Every string of a value with its path (the gallery's alt texts describe the unit, not a room). */
function* stringsOf(value: unknown, path: (string | number)[]): Generator<[(string | number)[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* stringsOf(item, [...path, index]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key !== 'images') yield* stringsOf(item, [...path, key]);
    }
}

/** The room sizes `product`'s copy states that its sizing rule range contradicts. */
export function roomSizeContradictions(product: ProductFacts): RoomSizeContradiction[] {
  const size = roomSizeOf(sizingProduct(product));
  const found: RoomSizeContradiction[] = [];
  for (const [path, text] of stringsOf(product, [])) {
    for (const match of text.matchAll(AREA)) {
      const message = contradiction(match, size);
      if (message) found.push({ path, message });
    }
  }
  if (product.productType === 'evaporative' && product.coverageM2 !== size.maxM2) {
    found.push({
      path: ['coverageM2'],
      message: `"Cools up to ${product.coverageM2} m²" disagrees: the sizing rule gives up to ${size.maxM2} m² (the range on its card and page)`,
    });
  }
  return found;
}
