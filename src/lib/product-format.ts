/**
 * Pure formatting helpers for products: capacities, URLs and the headline specifications a card shows.
 * No data access; safe in islands.
 */
import type { CategorySlug } from '../schemas/common.ts';
import type { Product } from '../schemas/product.ts';
import { isRefrigerantProduct } from '../schemas/product.ts';

const numberFormat = new Intl.NumberFormat('en-AU');
const audFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

/** A capacity in kilowatts with one decimal, e.g. "3.5 kW", "10.0 kW". */
export function formatKw(kw: number): string {
  return `${kw.toFixed(1)} kW`;
}

/** A whole number with thousands separators, e.g. "20,000". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Dollars without cents, e.g. "$204". */
export function formatAud(value: number): string {
  return audFormat.format(value);
}

/** A star rating, e.g. "6.5 stars", "1 star". */
export function formatStars(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** A sound level, e.g. "19 dB(A)". */
export function formatDbA(level: number): string {
  return `${level} dB(A)`;
}

/** Canonical URL of a product: under its type category. */
export function productUrl(product: Pick<Product, 'typeCategory' | 'slug'>): string {
  return `/products/${product.typeCategory}/${product.slug}`;
}

/** URL of a category listing. */
export function categoryUrl(slug: CategorySlug): string {
  return `/products/${slug}`;
}

/** The product's headline capacity in words: "3.5 kW cooling, 4.0 kW heating", "20,000 m³/h", "24.0 kW heating". */
export function formatCapacity(product: Product): string {
  switch (product.productType) {
    case 'evaporative':
      return `${formatNumber(product.airflowM3h)} m³/h`;
    case 'gas-heater':
      return `${formatKw(product.outputKw)} heating`;
    default: {
      const cooling = `${formatKw(product.coolingCapacityKw.rated)} cooling`;
      return product.heatingCapacityKw
        ? `${cooling}, ${formatKw(product.heatingCapacityKw.rated)} heating`
        : cooling;
    }
  }
}

/** A number to sort products of one type by size: cooling kW, heating output kW, or airflow in thousands of m³/h. */
export function capacitySortKey(product: Product): number {
  if (product.productType === 'evaporative') return product.airflowM3h / 1000;
  if (product.productType === 'gas-heater') return product.outputKw;
  return product.coolingCapacityKw.rated;
}

/** True when the product heats (reverse cycle or gas). */
export function productHeats(product: Product): boolean {
  return product.functionCategories.includes('heating');
}

/** One labelled specification. */
export interface Spec {
  label: string;
  value: string;
}

/** The three or four specifications a product card shows. */
export function headlineSpecs(product: Product): Spec[] {
  if (isRefrigerantProduct(product)) {
    const specs: Spec[] = [{ label: 'Cooling', value: formatKw(product.coolingCapacityKw.rated) }];
    if (product.heatingCapacityKw)
      specs.push({ label: 'Heating', value: formatKw(product.heatingCapacityKw.rated) });
    specs.push({
      label: 'Energy rating',
      value: `${formatStars(product.energyRating.cooling.average)} cooling (average zone)`,
    });
    specs.push({ label: 'Quietest indoor', value: formatDbA(product.noise.indoorDbA[0] ?? 0) });
    return specs;
  }
  if (product.productType === 'evaporative') {
    return [
      { label: 'Airflow', value: `${formatNumber(product.airflowM3h)} m³/h` },
      { label: 'Cools up to', value: `${product.coverageM2} m²` },
      { label: 'Running cost', value: `about ${formatAud(product.annualRunningCostAud)} a year` },
    ];
  }
  return [
    { label: 'Heating output', value: formatKw(product.outputKw) },
    { label: 'Gas energy rating', value: formatStars(product.gasStarRating) },
    { label: 'Zones', value: `up to ${product.zones}` },
  ];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const dims = (d: { widthMm: number; heightMm: number; depthMm: number; weightKg: number }) =>
  `${d.widthMm} × ${d.heightMm} × ${d.depthMm} mm, ${d.weightKg} kg`;
const zoned = (z: { hot: number; average: number; cold: number }, unit: (n: number) => string) =>
  `hot ${unit(z.hot)} · average ${unit(z.average)} · cold ${unit(z.cold)}`;

/** Every specification of a product, grouped for a spec table. */
export function specTable(product: Product): { heading: string; specs: Spec[] }[] {
  const range = (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined ? ` (${min.toFixed(1)}–${max.toFixed(1)})` : '';
  const warranty: Spec[] = [
    {
      label: 'Warranty',
      value: `${product.warranty.years} years${product.warranty.partsAndLabour ? ' parts and labour' : ''}`,
    },
  ];
  if (product.warranty.compressorYears)
    warranty.push({ label: 'Compressor', value: `${product.warranty.compressorYears} years` });
  for (const cover of product.warranty.componentCover ?? [])
    warranty.push({ label: cover.component, value: `${cover.years} years` });

  if (product.productType === 'evaporative') {
    return [
      {
        heading: 'Performance',
        specs: [
          { label: 'Airflow', value: `${formatNumber(product.airflowM3h)} m³/h` },
          { label: 'Coverage', value: `up to ${product.coverageM2} m²` },
          { label: 'Fan speeds', value: String(product.fanSpeeds) },
          { label: 'Power input', value: `${formatNumber(product.powerW)} W` },
          { label: 'Estimated running cost', value: `${formatAud(product.annualRunningCostAud)} a year` },
          { label: 'Noise', value: formatDbA(product.noiseDbA) },
        ],
      },
      {
        heading: 'Unit',
        specs: [
          { label: 'Model', value: product.modelNumber },
          { label: 'Mounting', value: capitalise(product.mounting) },
          { label: 'Pads', value: product.padType },
          ...(product.waterTankL ? [{ label: 'Water tank', value: `${product.waterTankL} L` }] : []),
          { label: 'Dimensions (W × H × D)', value: dims(product.dimensions) },
          { label: 'Power supply', value: product.powerSupply },
          { label: 'Wi-Fi', value: product.wifi ? 'Built in' : 'No' },
        ],
      },
      { heading: 'Warranty', specs: warranty },
    ];
  }
  if (product.productType === 'gas-heater') {
    return [
      {
        heading: 'Performance',
        specs: [
          { label: 'Heating output', value: formatKw(product.outputKw) },
          { label: 'Gas input', value: `${product.gasInputMJh} MJ/h` },
          { label: 'Gas energy rating', value: formatStars(product.gasStarRating) },
          { label: 'Zones', value: `up to ${product.zones}` },
          { label: 'Noise', value: formatDbA(product.noiseDbA) },
        ],
      },
      {
        heading: 'Unit',
        specs: [
          { label: 'Model', value: product.modelNumber },
          { label: 'Installation', value: capitalise(product.installation) },
          {
            label: 'Gas',
            value: product.gasTypes.map((gas) => (gas === 'lpg' ? 'LPG' : 'Natural gas')).join(' or '),
          },
          { label: 'Dimensions (W × H × D)', value: dims(product.dimensions) },
          { label: 'Power supply', value: product.powerSupply },
          { label: 'Wi-Fi', value: product.wifi ? 'Built in' : 'No' },
        ],
      },
      { heading: 'Warranty', specs: warranty },
    ];
  }
  const cooling = product.coolingCapacityKw;
  const heating = product.heatingCapacityKw;
  const performance: Spec[] = [
    {
      label: 'Cooling capacity at 35 °C (min–max)',
      value: `${formatKw(cooling.rated)}${range(cooling.min, cooling.max)}`,
    },
  ];
  if (heating) {
    performance.push({
      label: 'Heating capacity at 7 °C (min–max)',
      value: `${formatKw(heating.rated)}${range(heating.min, heating.max)}`,
    });
    if (heating.at2C) performance.push({ label: 'Heating capacity at 2 °C', value: formatKw(heating.at2C) });
  }
  performance.push({ label: 'AEER', value: product.aeer.toFixed(2) });
  if (product.acop !== null) performance.push({ label: 'ACOP', value: product.acop.toFixed(2) });
  const label: Spec[] = [
    { label: 'Cooling stars', value: zoned(product.energyRating.cooling, String) },
    {
      label: 'Cooling energy use',
      value: zoned(product.annualEnergyKwh.cooling, (n) => `${formatNumber(n)} kWh`),
    },
  ];
  if (product.energyRating.heating)
    label.push({ label: 'Heating stars', value: zoned(product.energyRating.heating, String) });
  if (product.annualEnergyKwh.heating) {
    label.push({
      label: 'Heating energy use',
      value: zoned(product.annualEnergyKwh.heating, (n) => `${formatNumber(n)} kWh`),
    });
  }
  const models =
    product.productType === 'window'
      ? [{ label: 'Model', value: product.modelNumbers.unit }]
      : product.productType === 'multi'
        ? [
            { label: 'Outdoor model', value: product.modelNumbers.outdoor },
            { label: 'Compatible indoor units', value: product.modelNumbers.indoor.join(', ') },
          ]
        : [
            { label: 'Indoor model', value: product.modelNumbers.indoor },
            { label: 'Outdoor model', value: product.modelNumbers.outdoor },
          ];
  const sizes =
    product.productType === 'window'
      ? [{ label: 'Dimensions (W × H × D)', value: dims(product.dimensions.unit) }]
      : [
          { label: 'Indoor unit (W × H × D)', value: dims(product.dimensions.indoor) },
          { label: 'Outdoor unit (W × H × D)', value: dims(product.dimensions.outdoor) },
        ];
  const system: Spec[] = [
    ...models,
    { label: 'Indoor noise by fan speed', value: `${product.noise.indoorDbA.join(' / ')} dB(A)` },
    { label: 'Outdoor noise', value: formatDbA(product.noise.outdoorDbA) },
    { label: 'Refrigerant', value: product.refrigerant },
    ...(product.airflowM3h
      ? [{ label: 'Indoor airflow', value: `${formatNumber(product.airflowM3h)} m³/h` }]
      : []),
    ...sizes,
    { label: 'Power supply', value: product.powerSupply },
    { label: 'Wi-Fi', value: product.wifi ? 'Built in' : 'Not built in' },
    ...(product.pipeLengthMaxM
      ? [{ label: 'Maximum pipe length', value: `${product.pipeLengthMaxM} m` }]
      : []),
  ];
  if (product.productType === 'ducted') {
    system.push({ label: 'Zones', value: `up to ${product.zones}` });
    system.push({
      label: 'External static pressure',
      value: `${product.ductedStaticPressurePa.min}–${product.ductedStaticPressurePa.max} Pa`,
    });
  }
  if (product.productType === 'multi') {
    system.push({ label: 'Indoor units', value: `up to ${product.maxIndoorUnits}` });
    system.push({
      label: 'Connectable indoor capacity',
      value: `${formatKw(product.connectableIndoorKw.min)}–${formatKw(product.connectableIndoorKw.max)}`,
    });
  }
  return [
    { heading: 'Performance', specs: performance },
    { heading: 'Energy rating label', specs: label },
    { heading: 'System', specs: system },
    { heading: 'Warranty', specs: warranty },
  ];
}

/** Same as `productUrl`: the canonical path of a product. */
export const productPath = productUrl;

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
  /** Average-zone cooling stars, for refrigerant systems. */
  coolingStars?: number;
  /** Quietest indoor level, dB(A). */
  quietestDbA?: number;
  wifi: boolean;
  roomSize: Product['roomSize'];
  specs: Spec[];
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
    roomSize: product.roomSize,
    specs: headlineSpecs(product),
  };
  if (isRefrigerantProduct(product)) {
    card.coolingKw = product.coolingCapacityKw.rated;
    if (product.heatingCapacityKw) card.heatingKw = product.heatingCapacityKw.rated;
    card.coolingStars = product.energyRating.cooling.average;
    card.quietestDbA = product.noise.indoorDbA[0];
  } else if (product.productType === 'gas-heater') {
    card.heatingKw = product.outputKw;
  }
  return card;
}
