/**
 * A product's full specification table, grouped (model numbers, performance, efficiency, sound,
 * dimensions, electrical, refrigerant, warranty): the product page shows it and the comparison
 * lines products up by its rows. Pure; safe in islands.
 */
import type { Product } from '../schemas/product.ts';
import { formatAud, formatDbA, formatKw, formatNumber, formatStars } from './number-format.ts';
import { gasEfficiencyPercent, modelNumberSpecs, type Spec } from './product-facts.ts';
import { productClassNames } from './rebates/names.ts';

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
  efficiency.push({
    label: 'TCSPF (cooling, seasonal)',
    value: zoned(product.seasonalEfficiency.tcspf, String),
  });
  if (product.seasonalEfficiency.hspf) {
    efficiency.push({
      label: 'HSPF (heating, seasonal)',
      value: zoned(product.seasonalEfficiency.hspf, String),
    });
  }
  // Cirrus is a fictional brand: the register number is never presented as a real registration.
  efficiency.push({
    label: 'Energy register',
    value: `${product.registration.number} (demonstration record), ${productClassNames[product.registration.productClass]}`,
  });

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
