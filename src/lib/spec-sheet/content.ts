/**
 * What a product's spec sheet says, from the same product data and formatters as its page: model
 * numbers, headline capacities, the Zoned Energy Rating Label figures, noise by fan speed, every
 * specification group (dimensions, electrical, refrigerant…) and the warranty. Pure, so it is tested
 * without drawing; src/lib/server-only/spec-sheet/render.ts lays it out as a PDF.
 */
import type { Product } from '../../schemas/product.ts';
import { isRefrigerantProduct } from '../../schemas/product.ts';
import type { WarrantyCoverage } from '../../schemas/warranty.ts';
import { productUrl } from '../catalogue-urls.ts';
import { noiseLevels, outdoorNoiseLabel } from '../noise-levels.ts';
import { formatNumber } from '../number-format.ts';
import { headlineSpecs, modelNumberSpecs, type Spec } from '../product-facts.ts';
import { climateZoneLabels, productTypeLabels } from '../product-labels.ts';
import { sizingProduct } from '../sizing/from-catalogue.ts';
import { roomSizeOf, roomSizeText } from '../sizing/room-range.ts';
import { type SpecGroup, specTable } from '../spec-table.ts';
import { climateZones } from '../value-lists.ts';

/** A table as rows of text: an optional header row, then rows led by their row header. */
export interface TextTable {
  header?: string[];
  rows: string[][];
}

export interface SpecSheetContent {
  /** The product's name: the sheet's title. */
  title: string;
  /** Range and type, e.g. "Edge range · Wall-mounted split system". */
  eyebrow: string;
  summary: string;
  models: Spec[];
  /** Headline capacities and ratings, as on the page's "at a glance". */
  headline: Spec[];
  /** The Zoned Energy Rating Label: stars and kWh a year per zone (refrigerant systems). */
  energyLabel?: TextTable;
  /** Noise by fan speed (refrigerant systems). */
  noise?: TextTable;
  /**
   * The page's specification table, less what the sheet shows above it: the model numbers, and on
   * refrigerant systems the zoned figures (in the label table) and the Sound group (the noise table).
   */
  groups: SpecGroup[];
  /** The published cover this product falls under, and when it starts. */
  warranty: string[];
  /** Absolute URL of the product page. */
  url: string;
}

/** Where a product's spec sheet is published. */
export function specSheetPath(product: Pick<Product, 'slug'>): string {
  return `/spec-sheets/${product.slug}.pdf`;
}

/** Efficiency rows the energy label table already states, zone by zone. */
const SHOWN_IN_LABEL = new Set([
  'Cooling stars',
  'Cooling energy use',
  'Heating stars',
  'Heating energy use',
]);

function energyLabelTable(product: Product): TextTable | undefined {
  if (!isRefrigerantProduct(product)) return undefined;
  const header = [
    '',
    ...climateZones.map((zone) => `${climateZoneLabels[zone].name} zone (${climateZoneLabels[zone].city})`),
  ];
  const rows = [
    ['Cooling stars (of 10)', ...climateZones.map((zone) => String(product.energyRating.cooling[zone]))],
    [
      'Cooling energy use',
      ...climateZones.map((zone) => `${formatNumber(product.annualEnergyKwh.cooling[zone])} kWh a year`),
    ],
  ];
  const { heating: heatingStars } = product.energyRating;
  const { heating: heatingKwh } = product.annualEnergyKwh;
  if (heatingStars && heatingKwh) {
    rows.push(['Heating stars (of 10)', ...climateZones.map((zone) => String(heatingStars[zone]))]);
    rows.push([
      'Heating energy use',
      ...climateZones.map((zone) => `${formatNumber(heatingKwh[zone])} kWh a year`),
    ]);
  }
  return { header, rows };
}

function noiseTable(product: Product): TextTable | undefined {
  if (!isRefrigerantProduct(product)) return undefined;
  const levels = noiseLevels(
    product.noise.indoorDbA,
    product.noise.outdoorDbA,
    outdoorNoiseLabel(product.productType),
  );
  return {
    header: ['Setting', 'Sound pressure'],
    rows: levels.map((row) => [row.name, `${row.level} dB(A)`]),
  };
}

export function specSheetContent(
  product: Product,
  warranty: { cover: WarrantyCoverage | undefined; startsFrom: string },
  siteUrl: string,
): SpecSheetContent {
  const energyLabel = energyLabelTable(product);
  const noise = noiseTable(product);
  return {
    title: product.name,
    eyebrow: `${product.range} range · ${productTypeLabels[product.productType]}`,
    summary: product.summary,
    models: modelNumberSpecs(product),
    headline: [
      ...headlineSpecs(product),
      { label: 'Suits', value: roomSizeText(roomSizeOf(sizingProduct(product))) },
    ],
    ...(energyLabel ? { energyLabel } : {}),
    ...(noise ? { noise } : {}),
    groups: specTable(product)
      .filter((group) => group.heading !== 'Model numbers' && !(noise && group.heading === 'Sound'))
      .map((group) =>
        energyLabel
          ? { ...group, specs: group.specs.filter((spec) => !SHOWN_IN_LABEL.has(spec.label)) }
          : group,
      ),
    warranty: [
      ...(warranty.cover ? [warranty.cover.summary] : []),
      warranty.startsFrom,
      ...(warranty.cover?.notCovered?.length
        ? [`Not covered: ${warranty.cover.notCovered.join('; ')}.`]
        : []),
    ],
    url: new URL(productUrl(product), siteUrl).href,
  };
}
