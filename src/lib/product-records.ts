/**
 * The small records of a product shipped to the browser as JSON: the card (cards, the product
 * filter) and the comparison's record (the spec table with an overview). Pure; safe in islands.
 */
import type { ClimateZone } from '../schemas/common.ts';
import type { Product } from '../schemas/product.ts';
import { isRefrigerantProduct } from '../schemas/product.ts';
import { productUrl } from './catalogue-urls.ts';
import type { PictureData } from './picture-data.ts';
import { capacitySortKey, formatCapacity, headlineSpecs, type Spec } from './product-facts.ts';
import { climateZoneLabels, productTypeLabels } from './product-labels.ts';
import { formatCost, modesOf, runningCostProfile, yearlyCostIn } from './running-cost.ts';
import { sizingProduct } from './sizing/from-catalogue.ts';
import { type RoomSize, roomSizeOf, roomSizeText } from './sizing/room-range.ts';
import { type SpecGroup, specTable } from './spec-table.ts';

/** A current promotion covering a product: the words its card and page show, and the promotion's page. */
export interface PromotionBadge {
  /** E.g. "$200 cashback until 31 January". */
  text: string;
  /** The promotion's name. */
  title: string;
  /** The promotion's page. */
  href: string;
}

/** What a product card, the product filter and the comparison need: small enough to ship as JSON. */
export interface ProductCard {
  slug: string;
  name: string;
  range: Product['range'];
  productType: Product['productType'];
  typeCategory: Product['typeCategory'];
  functionCategories: Product['functionCategories'];
  status: Product['status'];
  featured: boolean;
  summary: string;
  path: string;
  /** Headline capacity in words, e.g. "3.5 kW cooling, 4.0 kW heating". */
  capacity: string;
  /** Sort key by size (see `capacitySortKey`). */
  size: number;
  /** Cooling kW at 35 °C, for refrigerant systems. */
  coolingKw?: number;
  /** Heating kW (reverse cycle at 7 °C, or gas output). */
  heatingKw?: number;
  /** Headline capacity for the capacity filter, kW: cooling at 35 °C, or a gas heater's output. */
  capacityKw?: number;
  /** Average-zone cooling stars (out of 10), for refrigerant systems. */
  coolingStars?: number;
  /** Average-zone heating stars (out of 10), for reverse-cycle systems. */
  heatingStars?: number;
  /** Gas energy rating stars (out of 7), for gas heaters. */
  gasStars?: number;
  /** Quietest indoor level, dB(A). */
  quietestDbA?: number;
  wifi: boolean;
  /** The floor area it suits, by the sizing tool's rule (sizing/room-range.ts). */
  roomSize: RoomSize;
  specs: Spec[];
  /** The first three feature bullets. */
  keyFeatures: string[];
  /** The promotion covering it today, when one does (added by promotion-badges.ts). */
  promotion?: PromotionBadge;
  /** The product's picture at card size, made at build (lib/server-only/images/product-pictures.ts). */
  picture?: PictureData;
}

/** What the listing's card component shows (the sizing tool's recommendations carry just this). */
export type ProductCardView = Pick<
  ProductCard,
  | 'slug'
  | 'name'
  | 'path'
  | 'range'
  | 'productType'
  | 'status'
  | 'capacity'
  | 'roomSize'
  | 'coolingStars'
  | 'heatingStars'
  | 'gasStars'
  | 'wifi'
  | 'keyFeatures'
  | 'promotion'
  | 'picture'
>;

/** The part of a card the card component shows. */
export function productCardView(card: ProductCard): ProductCardView {
  const { slug, name, path, range, productType, status, capacity, roomSize, wifi, keyFeatures } = card;
  const { coolingStars, heatingStars, gasStars, promotion, picture } = card;
  return {
    slug,
    name,
    path,
    range,
    productType,
    status,
    capacity,
    roomSize,
    wifi,
    keyFeatures,
    ...(coolingStars === undefined ? {} : { coolingStars }),
    ...(heatingStars === undefined ? {} : { heatingStars }),
    ...(gasStars === undefined ? {} : { gasStars }),
    ...(promotion ? { promotion } : {}),
    ...(picture ? { picture } : {}),
  };
}

export function productCard(product: Product): ProductCard {
  const card: ProductCard = {
    slug: product.slug,
    name: product.name,
    range: product.range,
    productType: product.productType,
    typeCategory: product.typeCategory,
    functionCategories: product.functionCategories,
    status: product.status,
    featured: product.featured,
    summary: product.summary,
    path: productUrl(product),
    capacity: formatCapacity(product),
    size: capacitySortKey(product),
    wifi: product.wifi,
    roomSize: roomSizeOf(sizingProduct(product)),
    specs: headlineSpecs(product),
    keyFeatures: product.features.slice(0, 3),
  };
  if (isRefrigerantProduct(product)) {
    card.coolingKw = product.coolingCapacityKw.rated;
    card.capacityKw = product.coolingCapacityKw.rated;
    if (product.heatingCapacityKw) card.heatingKw = product.heatingCapacityKw.rated;
    card.coolingStars = product.energyRating.cooling.average;
    if (product.energyRating.heating) card.heatingStars = product.energyRating.heating.average;
    card.quietestDbA = product.noise.indoorDbA[0];
  } else if (product.productType === 'gas-heater') {
    card.heatingKw = product.outputKw;
    card.capacityKw = product.outputKw;
    card.gasStars = product.gasStarRating;
  }
  return card;
}

/** What the comparison knows of a product: who it is and its specifications, ready to show. */
export interface CompareProduct {
  slug: string;
  name: string;
  path: string;
  productType: Product['productType'];
  groups: SpecGroup[];
  /** The product's card picture (its first image), added at build where the pipeline runs. */
  picture?: PictureData;
}

/** The zone a comparison's running costs are for: the middle one (Sydney), as the product pages open on. */
const COMPARE_ZONE = 'average' satisfies ClimateZone;

/**
 * What a product costs to run in a year, as the sizing tool's cards say it: in the average zone, for
 * every mode it has, at the default price and hours (src/lib/running-cost.ts).
 */
export function runningCostSpec(product: Product): Spec | null {
  const profile = runningCostProfile(product);
  const yearly = yearlyCostIn(profile, COMPARE_ZONE, modesOf(profile));
  if (!yearly) return null;
  const modes = yearly.modes.length === 2 ? 'cooling and heating' : yearly.modes[0];
  return {
    label: 'Running cost a year',
    value: `About ${formatCost(yearly.cost)} (our estimate: ${modes}, ${climateZoneLabels[COMPARE_ZONE].name.toLowerCase()} zone, ${yearly.hoursPerDay} hours a day)`,
  };
}

/**
 * A product as the comparison shows it: an overview every type has (type, range, status, the space
 * it suits), its yearly running cost, then the spec table's own groups, so labels and units have
 * one source.
 */
export function compareProduct(product: Product): CompareProduct {
  const overview: SpecGroup = {
    heading: 'Overview',
    specs: [
      { label: 'Type', value: productTypeLabels[product.productType] },
      { label: 'Range', value: product.range },
      { label: 'Status', value: product.status === 'current' ? 'On sale' : 'Discontinued' },
      { label: 'Suits', value: roomSizeText(roomSizeOf(sizingProduct(product))) },
      ...[runningCostSpec(product)].filter((spec): spec is Spec => spec !== null),
    ],
  };
  return {
    slug: product.slug,
    name: product.name,
    path: productUrl(product),
    productType: product.productType,
    groups: [overview, ...specTable(product)],
  };
}
