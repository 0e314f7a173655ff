/**
 * A product's facts, without its gallery: the discriminated union on `productType` (a gas heater
 * is not a split system with optional fields), its shared shapes and each type's base. What the
 * cross-field rules (product.ts) and the sizing facts (lib/sizing) read; product.ts adds the gallery
 * and those rules.
 */
import { z } from 'zod';
import { productRanges } from '../lib/value-lists.ts';
import {
  functionCategorySlugSchema,
  isoDateSchema,
  slugSchema,
  typeCategoryByProductType,
} from './common.ts';
import { productClassSchema } from './rebate.ts';

/** The product ranges, premium first. */
export const rangeSchema = z.enum(productRanges);
export type Range = z.infer<typeof rangeSchema>;

/** Whether a product is on sale or kept for owners of an earlier model. */
export const productStatusSchema = z.enum(['current', 'discontinued']);

/** Refrigerants new Australian systems may use (global warming potential at most 750). */
export const refrigerantSchema = z.enum(['R32', 'R290']);

/** Where an evaporative cooler is installed. */
export const evaporativeMountingSchema = z.enum(['roof', 'ground', 'portable']);

/** Where a gas ducted heater is installed. */
export const gasInstallationSchema = z.enum(['internal', 'external', 'underfloor']);

/** Gas supplies a heater can be set up for. */
export const gasTypeSchema = z.enum(['natural-gas', 'lpg']);

const positiveKw = z.number().positive().max(40);

/** An outdoor temperature range. */
const temperatureRangeSchema = z
  .strictObject({
    /** Lowest outdoor temperature, °C. */
    min: z.number().min(-30).max(30),
    /** Highest outdoor temperature, °C. */
    max: z.number().min(10).max(60),
  })
  .refine((range) => range.min < range.max, 'min must be below max');

/** Outer size and weight of one unit. */
export const dimensionsSchema = z.strictObject({
  /** Width in millimetres. */
  widthMm: z.number().int().positive(),
  /** Height in millimetres. */
  heightMm: z.number().int().positive(),
  /** Depth in millimetres. */
  depthMm: z.number().int().positive(),
  /** Net weight in kilograms. */
  weightKg: z.number().positive(),
});
export type Dimensions = z.infer<typeof dimensionsSchema>;

/** A star rating on the Zoned Energy Rating Label: 0 to 10 in half-star steps. */
export const starRatingSchema = z.number().min(0).max(10).multipleOf(0.5);

/** One star rating for each climate zone of the label. */
export const zonedStarsSchema = z.strictObject({
  /** Stars in the hot zone (reference city Brisbane). */
  hot: starRatingSchema,
  /** Stars in the average zone (reference city Sydney). */
  average: starRatingSchema,
  /** Stars in the cold zone (reference city Melbourne). */
  cold: starRatingSchema,
});
export type ZonedStars = z.infer<typeof zonedStarsSchema>;

/** A seasonal efficiency (heat moved per unit of electricity over a season) for each climate zone. */
export const zonedSeasonalSchema = z.strictObject({
  /** In the hot zone. */
  hot: z.number().min(1).max(12),
  /** In the average (mixed) zone. */
  average: z.number().min(1).max(12),
  /** In the cold zone. */
  cold: z.number().min(1).max(12),
});

/** Annual energy use for each climate zone of the label, kWh per year. */
export const zonedKwhSchema = z.strictObject({
  /** kWh a year in the hot zone. */
  hot: z.number().int().positive(),
  /** kWh a year in the average zone. */
  average: z.number().int().positive(),
  /** kWh a year in the cold zone. */
  cold: z.number().int().positive(),
});

/** Longer cover on one named component: a product's warranty states it, as its terms give it (warranty.ts). */
export const componentCoverSchema = z.strictObject({
  /** The component covered, e.g. "Heat exchanger and burner". */
  component: z.string().min(3),
  /** Years of cover on that component. */
  years: z.number().int().min(1).max(30),
});

const commonShape = {
  /** Full product name, e.g. "Edge 3.5 kW Reverse Cycle Split System". */
  name: z.string().min(5).max(80),
  /** URL segment and unique identifier of the product. */
  slug: slugSchema,
  /** The product range it belongs to. */
  range: rangeSchema,
  /** Function categories it is listed in: cooling, heating and dual-function as they apply. */
  functionCategories: z.array(functionCategorySlugSchema).min(1).max(3),
  /** One sentence for cards and meta descriptions. */
  summary: z.string().min(40).max(220),
  /** Two short paragraphs of plain text for the product page. */
  description: z.array(z.string().min(60)).min(2).max(3),
  /** Four to seven short feature bullets. */
  features: z.array(z.string().min(10).max(140)).min(4).max(7),
  /** The product's warranty, from installation: derived at build from the warranty terms (lib/warranty.ts), never written in the product file. */
  warranty: z.strictObject({
    /** Years of cover on the whole product. */
    years: z.number().int().min(1).max(10),
    /** Whether labour is covered as well as parts for those years. */
    partsAndLabour: z.boolean(),
    /** Years of cover on the compressor, where longer than the whole-product cover. */
    compressorYears: z.number().int().min(1).max(15).optional(),
    /** Longer cover on named components (heat exchanger, cabinet corrosion), in years. */
    componentCover: z.array(componentCoverSchema).optional(),
  }),
  /** On sale, or discontinued and kept for owners and service. */
  status: productStatusSchema,
  /** Date the product was released in Australia. */
  releaseDate: isoDateSchema,
  /** Slugs of two to four related products (never the product itself). */
  related: z.array(slugSchema).min(2).max(4),
  /** Shown in featured product lists (home page). */
  featured: z.boolean(),
};

const capacityShape = {
  /** Rated capacity, kW. */
  rated: positiveKw,
  /** Lowest capacity the inverter modulates down to, kW. */
  min: positiveKw.optional(),
  /** Highest capacity in boost, kW. */
  max: positiveKw.optional(),
};

const refrigerantShape = {
  /** Cooling capacity at 35 °C outdoor, kW. */
  coolingCapacityKw: z.strictObject(capacityShape),
  /** Heating capacity at 7 °C outdoor, kW; null for cooling-only systems. */
  heatingCapacityKw: z
    .strictObject({
      ...capacityShape,
      /** Heating capacity still delivered at 2 °C outdoor, kW. */
      at2C: positiveKw.optional(),
    })
    .nullable(),
  /** Star ratings on the Zoned Energy Rating Label; heating null for cooling-only systems. */
  energyRating: z.strictObject({
    /** Cooling stars per climate zone. */
    cooling: zonedStarsSchema,
    /** Heating stars per climate zone, or null. */
    heating: zonedStarsSchema.nullable(),
  }),
  /** Annual energy use per climate zone as on the label, kWh per year; heating null for cooling only. */
  annualEnergyKwh: z.strictObject({
    /** kWh a year of cooling per zone. */
    cooling: zonedKwhSchema,
    /** kWh a year of heating per zone, or null. */
    heating: zonedKwhSchema.nullable(),
  }),
  /** Annual energy efficiency ratio for cooling (kW of cooling per kW of power). */
  aeer: z.number().min(2).max(7),
  /**
   * Rated cooling power input at 35 °C outdoor, as the register records it, kW: the peak demand
   * scheme's figure (capacity ÷ input is the rated EER, a little above the AEER, which adds standby).
   */
  coolingInputKw: z.number().positive().max(30),
  /** Annual coefficient of performance for heating; null for cooling only. */
  acop: z.number().min(2).max(7).nullable(),
  /**
   * The model's record on the national energy register (GEMS). Cirrus is a fictional brand, so every
   * page that shows it says it is a demonstration record.
   */
  registration: z.strictObject({
    /** Registration number, e.g. "DEMO-AC-10432". */
    number: z
      .string()
      .regex(/^DEMO-AC-\d{5}$/, 'Write DEMO-AC- and five digits: this is a demonstration record'),
    /** The register's product class, which sets the rebate rules' baselines and minimums. */
    productClass: productClassSchema,
  }),
  /** Seasonal efficiencies per zone from the register: TCSPF (cooling) and HSPF (heating, null for cooling only). */
  seasonalEfficiency: z.strictObject({
    /** Total cooling seasonal performance factor per zone. */
    tcspf: zonedSeasonalSchema,
    /** Heating seasonal performance factor per zone, or null. */
    hspf: zonedSeasonalSchema.nullable(),
  }),
  /** Sound pressure levels, dB(A). */
  noise: z.strictObject({
    /** Indoor unit at each fan speed, quietest to highest, dB(A). */
    indoorDbA: z.array(z.number().min(15).max(60)).min(2).max(6),
    /** Outdoor unit (for a window unit: the outside face) at rated capacity, dB(A). */
    outdoorDbA: z.number().min(35).max(70),
  }),
  /** Refrigerant in the sealed circuit. */
  refrigerant: refrigerantSchema,
  /**
   * The charge as it leaves the factory and what the installer adds for a longer pipe run, from the
   * installation manual: the commissioning checklist works out the charge to add from it.
   */
  refrigerantCharge: z.strictObject({
    /** Factory charge in the outdoor unit (or the sealed unit), kg. */
    factoryKg: z.number().positive().max(20),
    /** Pipe run the factory charge covers, m (0 for a sealed window unit). */
    prechargedM: z.number().min(0).max(60),
    /** Refrigerant to add for each metre of pipe beyond the pre-charged run, g. */
    extraGramsPerM: z.number().min(0).max(200),
  }),
  /** Indoor airflow on the highest fan speed, m3/h. */
  airflowM3h: z.number().int().positive().optional(),
  /** Electrical supply, e.g. "230 V, 1 phase, 50 Hz". */
  powerSupply: z.string().min(5),
  /** Built-in Wi-Fi control through the Cirrus Home app. */
  wifi: z.boolean(),
  /** Longest refrigerant pipe run between indoor and outdoor units, m. */
  pipeLengthMaxM: z.number().int().positive().optional(),
  /** Guaranteed outdoor operating temperatures, °C. */
  operatingRangeC: z.strictObject({
    /** Outdoor temperatures for cooling, °C. */
    cooling: temperatureRangeSchema,
    /** Outdoor temperatures for heating, °C; null for cooling only. */
    heating: temperatureRangeSchema.nullable(),
  }),
};

const splitModelNumbers = z.strictObject({
  /** Indoor unit model number. */
  indoor: z.string().min(3),
  /** Outdoor unit model number. */
  outdoor: z.string().min(3),
});

const splitDimensions = z.strictObject({
  /** The indoor unit (for a cassette: the body above the ceiling). */
  indoor: dimensionsSchema,
  /** The outdoor unit. */
  outdoor: dimensionsSchema,
});

export const wallSplitBase = z.strictObject({
  ...commonShape,
  ...refrigerantShape,
  /** A high-wall split system: one indoor unit, one outdoor unit. */
  productType: z.literal('wall-split'),
  /** Listed and addressed under wall-mounted air conditioning. */
  typeCategory: z.literal(typeCategoryByProductType['wall-split']),
  /** Model numbers of the matched pair. */
  modelNumbers: splitModelNumbers,
  /** Size and weight of both units. */
  dimensions: splitDimensions,
});

export const ductedBase = z.strictObject({
  ...commonShape,
  ...refrigerantShape,
  /** A ducted system: a concealed indoor unit feeding ceiling or floor outlets. */
  productType: z.literal('ducted'),
  /** Listed and addressed under ducted air conditioners. */
  typeCategory: z.literal(typeCategoryByProductType.ducted),
  /** Model numbers of the matched pair. */
  modelNumbers: splitModelNumbers,
  /** Size and weight of both units. */
  dimensions: splitDimensions,
  /** Most zones the zone controller can run. */
  zones: z.number().int().min(1).max(12),
  /** External static pressure range the indoor fan can be set to, Pa. */
  ductedStaticPressurePa: z.strictObject({
    /** Lowest setting, Pa. */
    min: z.number().int().nonnegative(),
    /** Highest setting, Pa. */
    max: z.number().int().positive(),
  }),
});

export const cassetteBase = z.strictObject({
  ...commonShape,
  ...refrigerantShape,
  /** A ceiling cassette: a recessed indoor unit blowing four ways. */
  productType: z.literal('cassette'),
  /** Listed and addressed under cassette air conditioners. */
  typeCategory: z.literal(typeCategoryByProductType.cassette),
  /** Model numbers of the matched pair. */
  modelNumbers: splitModelNumbers,
  /** Size and weight of both units. */
  dimensions: splitDimensions,
});

export const multiBase = z.strictObject({
  ...commonShape,
  ...refrigerantShape,
  /** A multi-split: one outdoor unit driving several indoor units. */
  productType: z.literal('multi'),
  /** Listed and addressed under multi air conditioning. */
  typeCategory: z.literal(typeCategoryByProductType.multi),
  /** Model numbers of the outdoor unit and the indoor units it accepts. */
  modelNumbers: z.strictObject({
    /** Outdoor unit model number. */
    outdoor: z.string().min(3),
    /** Compatible indoor unit model numbers. */
    indoor: z.array(z.string().min(3)).min(1),
  }),
  /** Size and weight of the outdoor unit and of a typical indoor head. */
  dimensions: splitDimensions,
  /** Most indoor units the outdoor unit can drive. */
  maxIndoorUnits: z.number().int().min(2).max(5),
  /** Total rated capacity of the indoor units that may be connected, kW. */
  connectableIndoorKw: z.strictObject({
    /** Smallest connected total, kW. */
    min: positiveKw,
    /** Largest connected total, kW. */
    max: positiveKw,
  }),
});

export const windowBase = z.strictObject({
  ...commonShape,
  ...refrigerantShape,
  /** A window or wall-box unit: the whole system in one box. */
  productType: z.literal('window'),
  /** Listed and addressed under window air conditioning. */
  typeCategory: z.literal(typeCategoryByProductType.window),
  /** Model number of the single unit. */
  modelNumbers: z.strictObject({
    /** The unit's model number. */
    unit: z.string().min(3),
  }),
  /** Size and weight of the single unit. */
  dimensions: z.strictObject({
    /** The unit. */
    unit: dimensionsSchema,
  }),
});

export const evaporativeBase = z.strictObject({
  ...commonShape,
  /** An evaporative cooler: water-soaked pads cool outside air; no refrigerant. */
  productType: z.literal('evaporative'),
  /** Listed and addressed under evaporative cooling. */
  typeCategory: z.literal(typeCategoryByProductType.evaporative),
  /** The unit's model number. */
  modelNumber: z.string().min(3),
  /** Where the cooler is installed. */
  mounting: evaporativeMountingSchema,
  /** Airflow on the highest fan speed, m3/h. */
  airflowM3h: z.number().int().min(500).max(30000),
  /** Floor area it cools, m2. */
  coverageM2: z.number().positive(),
  /** Water tank capacity of a portable unit, litres (fixed units are plumbed in). */
  waterTankL: z.number().positive().max(60).optional(),
  /** Water used on the highest speed on a hot, dry day, litres per hour. */
  waterUseLPerHour: z.number().positive().optional(),
  /** The cooling pads, e.g. "90 mm rigid cellulose". */
  padType: z.string().min(3),
  /** Number of fan speeds. */
  fanSpeeds: z.number().int().min(1).max(20),
  /** Electrical input on the highest speed, W. */
  powerW: z.number().int().positive(),
  /** Estimated electricity and water cost of a typical summer, AUD per year. */
  annualRunningCostAud: z.number().int().positive(),
  /** Sound pressure on the highest speed, dB(A) (fixed units at the ceiling outlet, portables at 1 m). */
  noiseDbA: z.number().min(30).max(70),
  /** Size and weight (dry). */
  dimensions: dimensionsSchema,
  /** Electrical supply, e.g. "230 V, 1 phase, 50 Hz". */
  powerSupply: z.string().min(5),
  /** Built-in Wi-Fi control through the Cirrus Home app. */
  wifi: z.boolean(),
});

export const gasHeaterBase = z.strictObject({
  ...commonShape,
  /** A gas ducted heater: a gas burner and heat exchanger feeding ducted outlets; no refrigerant. */
  productType: z.literal('gas-heater'),
  /** Listed and addressed under gas ducted heating. */
  typeCategory: z.literal(typeCategoryByProductType['gas-heater']),
  /** The heater's model number. */
  modelNumber: z.string().min(3),
  /** Gas input at full fire, MJ/h. */
  gasInputMJh: z.number().min(30).max(150),
  /** Heat output at full fire, kW (gas input / 3.6 x efficiency). */
  outputKw: z.number().min(10).max(40),
  /** Star rating on the gas energy label, 1-7 in half-star steps. */
  gasStarRating: z.number().min(1).max(7).multipleOf(0.5),
  /** Gas supplies the heater can be set up for. */
  gasTypes: z.array(gasTypeSchema).min(1),
  /** Most zones the controller can run. */
  zones: z.number().int().min(1).max(10),
  /** Where the heater is installed. */
  installation: gasInstallationSchema,
  /** Sound pressure at 1.5 m on full fire, dB(A). */
  noiseDbA: z.number().min(30).max(70),
  /** Size and weight. */
  dimensions: dimensionsSchema,
  /** Electrical supply for the fan and controls, e.g. "230 V, 1 phase, 50 Hz". */
  powerSupply: z.string().min(5),
  /** Built-in Wi-Fi control through the Cirrus Home app. */
  wifi: z.boolean(),
});

const productBases = [
  wallSplitBase,
  ductedBase,
  cassetteBase,
  multiBase,
  windowBase,
  evaporativeBase,
  gasHeaterBase,
] as const;

/** The cross-field rules read no image, so they are typed on the products without their gallery. */
const productBaseUnion = z.discriminatedUnion('productType', [...productBases]);
/** A product without its gallery: what the cross-field rules and the sizing facts read. */
export type ProductFacts = z.infer<typeof productBaseUnion>;
