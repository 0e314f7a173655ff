/**
 * Pure formatting helpers for products: capacities, URLs and the headline specifications a card shows.
 * No data access; safe in islands.
 */
import type { CategorySlug } from '../schemas/common.ts';
import type { Product } from '../schemas/product.ts';
import { isRefrigerantProduct } from '../schemas/product.ts';
import { productTypeLabels, type SharedSpecKey } from './product-labels.ts';

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

/** Where a range is presented: Edge has its own landing page, the others a filtered listing. */
export function rangeUrl(range: Product['range']): string {
  return range === 'Edge' ? '/edge' : `/products?range=${range}`;
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
  /**
   * What the row measures, where products of different types state the same thing under different
   * labels (a gas heater's output and a split's heating capacity); otherwise the label is the key.
   * The comparison lines rows up by it.
   */
  key?: SharedSpecKey;
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
const celsius = (range: { min: number; max: number }) => `${range.min} to ${range.max} °C`.replace(/-/g, '−');

/** A group of the specification table: Performance, Efficiency, Sound, Dimensions, Electrical… */
export interface SpecGroup {
  heading: string;
  specs: Spec[];
}

function warrantySpecs(product: Product): Spec[] {
  const specs: Spec[] = [
    {
      label: 'Warranty',
      value: `${product.warranty.years} years${product.warranty.partsAndLabour ? ' parts and labour' : ''}`,
    },
  ];
  if (product.warranty.compressorYears)
    specs.push({ label: 'Compressor', value: `${product.warranty.compressorYears} years` });
  for (const cover of product.warranty.componentCover ?? [])
    specs.push({ label: cover.component, value: `${cover.years} years` });
  return specs;
}

/** The product's model numbers: indoor and outdoor units, compatible heads, or the single unit. */
export function modelNumberSpecs(product: Product): Spec[] {
  switch (product.productType) {
    case 'evaporative':
    case 'gas-heater':
      return [{ label: 'Model number', value: product.modelNumber }];
    case 'window':
      return [{ label: 'Model number', value: product.modelNumbers.unit }];
    case 'multi':
      return [
        { label: 'Outdoor model', value: product.modelNumbers.outdoor },
        { label: 'Compatible indoor units', value: product.modelNumbers.indoor.join(', ') },
      ];
    default:
      return [
        { label: 'Indoor model', value: product.modelNumbers.indoor },
        { label: 'Outdoor model', value: product.modelNumbers.outdoor },
      ];
  }
}

/** Thermal efficiency of a gas heater: heat output over gas input (1 kW = 3.6 MJ/h), whole per cent. */
export function gasEfficiencyPercent(product: { outputKw: number; gasInputMJh: number }): number {
  return Math.round((product.outputKw / (product.gasInputMJh / 3.6)) * 100);
}

/**
 * Every specification of a product, grouped for the spec table: model numbers, performance,
 * efficiency, sound, dimensions, electrical, refrigerant (refrigerant systems only) and warranty.
 */
export function specTable(product: Product): SpecGroup[] {
  const range = (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined ? ` (${min.toFixed(1)}–${max.toFixed(1)})` : '';
  const electrical = (powerSupply: string, wifi: boolean): SpecGroup => ({
    heading: 'Electrical',
    specs: [
      { label: 'Power supply', value: powerSupply },
      { label: 'Wi-Fi control', value: wifi ? 'Built in' : 'Not built in' },
    ],
  });
  const warranty: SpecGroup = { heading: 'Warranty', specs: warrantySpecs(product) };

  if (product.productType === 'evaporative') {
    return [
      { heading: 'Model numbers', specs: modelNumberSpecs(product) },
      {
        heading: 'Performance',
        specs: [
          {
            label: 'Airflow (highest speed)',
            value: `${formatNumber(product.airflowM3h)} m³/h`,
            key: 'airflow',
          },
          { label: 'Cools up to', value: `${product.coverageM2} m²` },
          { label: 'Fan speeds', value: String(product.fanSpeeds) },
          { label: 'Mounting', value: capitalise(product.mounting) },
          { label: 'Cooling pads', value: product.padType },
          ...(product.waterTankL ? [{ label: 'Water tank', value: `${product.waterTankL} L` }] : []),
        ],
      },
      {
        heading: 'Efficiency',
        specs: [
          { label: 'Power input (highest speed)', value: `${formatNumber(product.powerW)} W` },
          { label: 'Estimated running cost', value: `${formatAud(product.annualRunningCostAud)} a year` },
          ...(product.waterUseLPerHour
            ? [{ label: 'Water use (hot, dry day)', value: `${product.waterUseLPerHour} L an hour` }]
            : []),
        ],
      },
      { heading: 'Sound', specs: [{ label: 'Noise (highest speed)', value: formatDbA(product.noiseDbA) }] },
      { heading: 'Dimensions', specs: [{ label: 'Unit (W × H × D)', value: dims(product.dimensions) }] },
      electrical(product.powerSupply, product.wifi),
      warranty,
    ];
  }
  if (product.productType === 'gas-heater') {
    return [
      { heading: 'Model numbers', specs: modelNumberSpecs(product) },
      {
        heading: 'Performance',
        specs: [
          { label: 'Heating output', value: formatKw(product.outputKw), key: 'heating-capacity' },
          { label: 'Zones', value: `up to ${product.zones}` },
          { label: 'Installation', value: capitalise(product.installation) },
          {
            label: 'Gas',
            value: product.gasTypes.map((gas) => (gas === 'lpg' ? 'LPG' : 'Natural gas')).join(' or '),
          },
        ],
      },
      {
        heading: 'Efficiency',
        specs: [
          { label: 'Gas energy rating', value: `${formatStars(product.gasStarRating)} out of 7` },
          { label: 'Gas input', value: `${product.gasInputMJh} MJ/h` },
          { label: 'Thermal efficiency', value: `${gasEfficiencyPercent(product)} %` },
        ],
      },
      {
        heading: 'Sound',
        specs: [{ label: 'Noise at 1.5 m (full fire)', value: formatDbA(product.noiseDbA) }],
      },
      { heading: 'Dimensions', specs: [{ label: 'Unit (W × H × D)', value: dims(product.dimensions) }] },
      electrical(product.powerSupply, product.wifi),
      warranty,
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
      key: 'heating-capacity',
    });
    if (heating.at2C) performance.push({ label: 'Heating capacity at 2 °C', value: formatKw(heating.at2C) });
  }
  if (product.airflowM3h)
    performance.push({
      label: 'Indoor airflow (highest speed)',
      value: `${formatNumber(product.airflowM3h)} m³/h`,
      key: 'airflow',
    });
  performance.push({ label: 'Cooling outdoor range', value: celsius(product.operatingRangeC.cooling) });
  if (product.operatingRangeC.heating)
    performance.push({ label: 'Heating outdoor range', value: celsius(product.operatingRangeC.heating) });
  if (product.productType === 'ducted') {
    performance.push({ label: 'Zones', value: `up to ${product.zones}` });
    performance.push({
      label: 'External static pressure',
      value: `${product.ductedStaticPressurePa.min}–${product.ductedStaticPressurePa.max} Pa`,
    });
  }
  if (product.productType === 'multi') {
    performance.push({ label: 'Indoor units', value: `up to ${product.maxIndoorUnits}` });
    performance.push({
      label: 'Connectable indoor capacity',
      value: `${formatKw(product.connectableIndoorKw.min)}–${formatKw(product.connectableIndoorKw.max)}`,
    });
  }

  const efficiency: Spec[] = [{ label: 'AEER (cooling)', value: product.aeer.toFixed(2) }];
  if (product.acop !== null) efficiency.push({ label: 'ACOP (heating)', value: product.acop.toFixed(2) });
  efficiency.push({ label: 'Cooling stars', value: zoned(product.energyRating.cooling, String) });
  efficiency.push({
    label: 'Cooling energy use',
    value: zoned(product.annualEnergyKwh.cooling, (n) => `${formatNumber(n)} kWh`),
  });
  if (product.energyRating.heating)
    efficiency.push({ label: 'Heating stars', value: zoned(product.energyRating.heating, String) });
  if (product.annualEnergyKwh.heating) {
    efficiency.push({
      label: 'Heating energy use',
      value: zoned(product.annualEnergyKwh.heating, (n) => `${formatNumber(n)} kWh`),
    });
  }

  const sizes =
    product.productType === 'window'
      ? [{ label: 'Unit (W × H × D)', value: dims(product.dimensions.unit) }]
      : [
          { label: 'Indoor unit (W × H × D)', value: dims(product.dimensions.indoor) },
          { label: 'Outdoor unit (W × H × D)', value: dims(product.dimensions.outdoor) },
        ];
  return [
    { heading: 'Model numbers', specs: modelNumberSpecs(product) },
    { heading: 'Performance', specs: performance },
    { heading: 'Efficiency', specs: efficiency },
    {
      heading: 'Sound',
      specs: [
        { label: 'Indoor, by fan speed', value: `${product.noise.indoorDbA.join(' / ')} dB(A)` },
        {
          label: product.productType === 'window' ? 'Outside face' : 'Outdoor unit',
          value: formatDbA(product.noise.outdoorDbA),
        },
      ],
    },
    { heading: 'Dimensions', specs: sizes },
    electrical(product.powerSupply, product.wifi),
    {
      heading: 'Refrigerant',
      specs: [
        { label: 'Refrigerant', value: product.refrigerant },
        ...(product.pipeLengthMaxM
          ? [{ label: 'Maximum pipe length', value: `${product.pipeLengthMaxM} m` }]
          : []),
      ],
    },
    warranty,
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
  roomSize: Product['roomSize'];
  specs: Spec[];
  /** The first three feature bullets. */
  keyFeatures: string[];
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
}

/**
 * A product as the comparison shows it: an overview every type has (type, range, status, the space
 * it suits), then the spec table's own groups, so labels and units have one source.
 */
export function compareProduct(product: Product): CompareProduct {
  const overview: SpecGroup = {
    heading: 'Overview',
    specs: [
      { label: 'Type', value: productTypeLabels[product.productType] },
      { label: 'Range', value: product.range },
      { label: 'Status', value: product.status === 'current' ? 'On sale' : 'Discontinued' },
      { label: 'Suits', value: `${product.roomSize.minM2}–${product.roomSize.maxM2} m²` },
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
