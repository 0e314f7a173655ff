/**
 * Government schemes that pay part of a switch to reverse-cycle heating and cooling, as content: one
 * YAML file per rule (src/content/rebates/rules/<id>.yaml), each dated (`validFrom`, `validTo`),
 * sourced (address, instrument version, clause) and checked (`lastVerified`, null until a person has
 * checked it against its source). A rule is a
 * discriminated union on `calculation`: each scheme is worked out differently, so each carries the
 * figures its own calculation needs (src/lib/rebates). The planner's settings (tariffs by state, how
 * old a check may be) are one file beside them (settings.yaml).
 */
import { z } from 'zod';
import { currentSystems, essZones } from '../lib/value-lists.ts';
import { australianStateSchema, isoDateSchema, slugSchema } from './common.ts';

/** What heats (and perhaps cools) the home today (the list: lib/value-lists.ts). */
export const currentSystemSchema = z.enum(currentSystems);
export type CurrentSystem = z.infer<typeof currentSystemSchema>;

/** Climate zones of the NSW scheme (the same three as the Zoned Energy Rating Label). */
export const essZoneSchema = z.enum(essZones);
export type EssZone = z.infer<typeof essZoneSchema>;

/** The register's product classes the NSW rule distinguishes. */
export const productClasses = [
  'non-ducted-split',
  'ducted-split',
  'non-ducted-unitary',
  'ducted-unitary',
] as const;
export const productClassSchema = z.enum(productClasses);
export type ProductClass = z.infer<typeof productClassSchema>;

/** How a scheme pays. */
export const paymentMethodSchema = z.enum(['point-of-sale-discount', 'rebate-after-invoice', 'loan']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const dollars = z.number().nonnegative().max(100_000);

/** One condition of a rule, in plain words, with the clause it comes from. */
const conditionSchema = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.strictObject({
    /** Which check of the calculation this condition is (the calculation reports failures by key). */
    key: z.enum(keys),
    /** The condition as a visitor reads it, e.g. "You own the home and live in it". */
    says: z.string().min(10).max(240),
    /** Where in the instrument it comes from, e.g. "Clause 4.2(a)". */
    clause: z.string().min(2).max(80),
  });

/** The conditions list: each key the calculation checks appears exactly once. */
const conditionsOf = <K extends readonly [string, ...string[]]>(keys: K) =>
  z
    .array(conditionSchema(keys))
    .refine(
      (list) => keys.every((key) => list.filter((item) => item.key === key).length === 1),
      `List each condition once: ${keys.join(', ')}`,
    );

/** What changes soon, where a change is announced. */
const announcedChangeSchema = z.strictObject({
  /** The day the change takes effect, or null for a proposal with no date set yet. */
  from: isoDateSchema.nullable(),
  /** The change in plain words. */
  says: z.string().min(20).max(300),
});

const commonShape = {
  /** Identifier of the rule and its file name, e.g. "nsw-ess-d16". */
  id: slugSchema,
  /** The scheme's name as its administrator writes it. */
  scheme: z.string().min(5).max(90),
  /** The state or territory it applies in. */
  state: australianStateSchema,
  /** How it pays. */
  payment: paymentMethodSchema,
  /** How it pays, in a sentence (who pays whom and when). */
  paymentSays: z.string().min(20).max(300),
  /** What must happen before the installation, in order. */
  firstSteps: z.array(z.string().min(10).max(240)).max(6),
  /** Who confirms eligibility, e.g. "An accredited certificate provider confirms eligibility". */
  confirmedBy: z.string().min(10).max(200),
  /** Changes announced but not yet in force. */
  upcomingChanges: z.array(announcedChangeSchema).max(4),
  /** Rules (by id) this one cannot be combined with, and why. */
  cannotCombineWith: z
    .array(
      z.strictObject({
        /** The other rule's id. */
        rule: slugSchema,
        /** Why not, in plain words. */
        says: z.string().min(10).max(240),
      }),
    )
    .max(6),
  /** Rules (by id) this one can be combined with for the same installation, and how. */
  combinesWith: z
    .array(
      z.strictObject({
        /** The other rule's id. */
        rule: slugSchema,
        /** How the two stack, in plain words. */
        says: z.string().min(10).max(240),
      }),
    )
    .max(6),
  /** First day the rule applies. */
  validFrom: isoDateSchema,
  /** Last day the rule applies, or null while no end is set; past it the rule is never applied. */
  validTo: isoDateSchema.nullable(),
  /** The official page or document it was encoded from. */
  source: z.strictObject({
    /** Its title. */
    title: z.string().min(5).max(160),
    /** Its address (https). */
    url: z.url({ protocol: /^https$/ }),
  }),
  /** The version of the instrument encoded, e.g. "Energy Savings Scheme Rule of 2009, amendment 2024". */
  instrumentVersion: z.string().min(3).max(160),
  /** The clause or activity the rule as a whole encodes, e.g. "Schedule D, Activity Definition D16". */
  clause: z.string().min(2).max(120),
  /**
   * The day a person last read the official source and checked these figures against it; empty
   * (null) until someone has. An unchecked rule is always listed for staff to check.
   */
  lastVerified: isoDateSchema.nullable(),
  /** What the check of `lastVerified` read; null until a rule is checked (the two go together). */
  checkedAgainst: z
    .strictObject({
      /**
       * What was read, e.g. "The administrator's rules-as-code (openfisca_nsw_safeguard)": for NSW
       * the scheme administrator's published calculator, which is not the gazetted text.
       */
      source: z.string().min(10).max(240),
      /** Its address (https). */
      url: z.url({ protocol: /^https$/ }),
      /** The version read: a commit, or the page's date as the page gives it. */
      version: z.string().min(4).max(120),
      /** Who checked, a person or a team. */
      by: z.string().min(2).max(80),
    })
    .nullable()
    .default(null),
  /**
   * Figures found only on a secondary page (news, a supplier, a third-party site), each with that
   * page: the card marks them and says who confirms them.
   */
  secondaryOnly: z
    .array(
      z.strictObject({
        /** The figure or condition, e.g. "The $200 and $1,000 minimum co-payments". */
        figure: z.string().min(5).max(200),
        /** The secondary page it was found on (https). */
        url: z.url({ protocol: /^https$/ }),
      }),
    )
    .max(8)
    .default([]),
  /**
   * For a program that has closed (`validTo` past): what a homeowner can do instead, shown on a
   * "closed" card rather than dropping the program silently. Null: a lapsed rule is not shown.
   */
  replacedBy: z
    .strictObject({
      /** What replaced it, in plain words. */
      says: z.string().min(20).max(300),
      /** The rule (by id) that replaced it, if it is one of ours. */
      rule: slugSchema.nullable(),
    })
    .nullable()
    .default(null),
};

/** A rule's check: a date and what it read come together. */
const checkedTogether = (rule: { lastVerified: string | null; checkedAgainst: object | null }) =>
  (rule.lastVerified === null) === (rule.checkedAgainst === null);
const checkedTogetherMessage = {
  message: 'Give both the day a rule was checked and what it was checked against, or neither',
  path: ['checkedAgainst'],
};

/** Capacity bands of the NSW baseline table, by rated cooling capacity (kW): under 4, 4-10, 10-39, 39-65. */
const baselineBandsSchema = z.strictObject({
  /** Under 4 kW. */
  under4: z.number().positive().max(8),
  /** 4 kW to under 10 kW. */
  from4to10: z.number().positive().max(8),
  /** 10 kW to under 39 kW. */
  from10to39: z.number().positive().max(8),
  /** 39 kW to 65 kW. */
  from39to65: z.number().positive().max(8),
});

/** Size bands of the NSW minimum seasonal efficiency table (kW): under 4, 4-6, 6-10, 10-13, 13-25, 25-65. */
const minimumBandsSchema = z.strictObject({
  /** Under 4 kW. */
  under4: z.number().positive().max(10),
  /** 4 kW to under 6 kW. */
  from4to6: z.number().positive().max(10),
  /** 6 kW to under 10 kW. */
  from6to10: z.number().positive().max(10),
  /** 10 kW to under 13 kW. */
  from10to13: z.number().positive().max(10),
  /** 13 kW to under 25 kW. */
  from13to25: z.number().positive().max(10),
  /** 25 kW to 65 kW. */
  from25to65: z.number().positive().max(10),
});

const byClass = <T extends z.ZodType>(value: T) =>
  z.strictObject({
    /** Non-ducted split systems (wall splits, cassettes, multi-splits). */
    'non-ducted-split': value,
    /** Ducted split systems. */
    'ducted-split': value,
    /** Non-ducted unitary systems (window and wall-box units). */
    'non-ducted-unitary': value,
    /** Ducted unitary (packaged) systems. */
    'ducted-unitary': value,
  });

const zonedHours = z.strictObject({
  /** Hot zone, hours a year. */
  hot: z.number().int().nonnegative(),
  /** Average zone, hours a year. */
  average: z.number().int().nonnegative(),
  /** Cold zone, hours a year. */
  cold: z.number().int().nonnegative(),
});

/** What a certificate sells for: a dated band, dollars per certificate, and where it was read; never a quote. */
const certificatePriceSchema = z
  .strictObject({
    /** Low end, $ per certificate. */
    low: dollars,
    /** High end, $ per certificate. */
    high: dollars,
    /** The day the band was set. */
    asOf: isoDateSchema,
    /** Where it was read, in words. */
    source: z.string().min(10).max(200),
  })
  .refine((band) => band.low <= band.high, 'low must not exceed high');

export const essConditionKeys = [
  'state',
  'replaces-or-new',
  'heating-capacity',
  'minimum-efficiency',
  'registered-product',
  'provider-before-install',
] as const;

/** NSW Energy Savings Scheme, residential air conditioners (activity D16), with its figures. */
export const nswEssRuleSchema = z.strictObject({
  ...commonShape,
  /** Worked out by the D16 deemed-savings formula. */
  calculation: z.literal('nsw-ess-d16'),
  /** The conditions checked, each with its clause. */
  conditions: conditionsOf(essConditionKeys),
  /** Equivalent cooling and heating hours a year by the scheme's climate zone. */
  hours: z.strictObject({
    /** Cooling hours per zone. */
    cooling: zonedHours,
    /** Heating hours per zone. */
    heating: zonedHours,
  }),
  /** Baseline AEER (cooling) and ACOP (heating) by product class and capacity band, for new and replacement installs. */
  baselines: z.strictObject({
    /** A new install (no air conditioner replaced). */
    new: z.strictObject({
      /** Baseline AEER. */
      aeer: byClass(baselineBandsSchema),
      /** Baseline ACOP. */
      acop: byClass(baselineBandsSchema),
    }),
    /** Replacing an existing air conditioner. */
    replacement: z.strictObject({
      /** Baseline AEER. */
      aeer: byClass(baselineBandsSchema),
      /** Baseline ACOP. */
      acop: byClass(baselineBandsSchema),
    }),
  }),
  /** Minimum residential seasonal efficiencies by product class and size band. */
  minimums: z.strictObject({
    /** Minimum TCSPF (mixed climate). */
    tcspfMixed: byClass(minimumBandsSchema),
    /** Minimum HSPF (mixed climate); cold-zone installs use hspfCold. */
    hspfMixed: byClass(minimumBandsSchema),
    /** Minimum HSPF in the cold zone. */
    hspfCold: byClass(minimumBandsSchema),
    /** Minimum rated AEER where the register has no TCSPF (Table HVAC1.4; D16.5's AEER column). */
    aeerWithoutTcspf: byClass(minimumBandsSchema),
    /** Minimum rated ACOP where the register has no HSPF (Table D16.5). */
    acopWithoutHspf: byClass(minimumBandsSchema),
  }),
  /** Years of savings the formula deems. */
  lifetimeYears: z.number().int().positive().max(30),
  /** The certificate conversion factor (MWh to certificates), e.g. 1.06. */
  certificateFactor: z.number().positive().max(2),
  /** What a certificate sells for: a dated band (not a quote). */
  certificatePrice: certificatePriceSchema,
});

export const pdrsConditionKeys = [
  'state',
  'registered-product',
  'minimum-efficiency',
  'provider-before-install',
] as const;

/**
 * NSW Peak Demand Reduction Scheme, residential air conditioners (activity HVAC1), with the figures of
 * its peak demand formula as the administrator's calculator (HVAC1_PDRSAug24) computes it:
 *
 *   baseline input power (kW) = rated cooling capacity ÷ baseline AEER
 *   peak demand savings (kW)  = (baseline input − rated cooling input) × usage factor × temperature
 *                               factor (BCA zone) × firmness factor
 *   certificates              = floor(savings × peak hours × lifetime × network loss factor × 10)
 *
 * Heating capacity plays no part: a cooling-only system that meets the cooling minimum earns them.
 */
export const nswPdrsRuleSchema = z.strictObject({
  ...commonShape,
  /** Worked out by the HVAC1 peak demand formula. */
  calculation: z.literal('nsw-pdrs-hvac1'),
  /** The conditions checked, each with its clause. */
  conditions: conditionsOf(pdrsConditionKeys),
  /** Baseline AEER by product class and capacity band, new installs and replacements. */
  baselineAeer: z.strictObject({
    /** A new install. */
    new: byClass(baselineBandsSchema),
    /** Replacing an existing air conditioner. */
    replacement: byClass(baselineBandsSchema),
  }),
  /** The cooling minimum: TCSPF (mixed) by class and size (Table HVAC1.3), or AEER without a TCSPF (HVAC1.4). */
  minimums: z.strictObject({
    /** Minimum TCSPF (mixed climate). */
    tcspfMixed: byClass(minimumBandsSchema),
    /** Minimum rated AEER where the register has no TCSPF. */
    aeerWithoutTcspf: byClass(minimumBandsSchema),
  }),
  /** The share of rated input a residential unit draws at the summer peak (0.72). */
  usageFactor: z.number().positive().max(1),
  /** Temperature factor by BCA climate zone 1 to 8 (Table A28). */
  temperatureFactors: z.strictObject({
    /** Zone 1. */
    1: z.number().nonnegative().max(2),
    /** Zone 2. */
    2: z.number().nonnegative().max(2),
    /** Zone 3. */
    3: z.number().nonnegative().max(2),
    /** Zone 4. */
    4: z.number().nonnegative().max(2),
    /** Zone 5. */
    5: z.number().nonnegative().max(2),
    /** Zone 6. */
    6: z.number().nonnegative().max(2),
    /** Zone 7. */
    7: z.number().nonnegative().max(2),
    /** Zone 8. */
    8: z.number().nonnegative().max(2),
  }),
  /** Firmness factor of the activity (Table A6; 1 for HVAC1). */
  firmnessFactor: z.number().positive().max(2),
  /** Summer peak demand reduction duration, hours a day (6). */
  peakHours: z.number().positive().max(24),
  /** Years of savings the formula deems. */
  lifetimeYears: z.number().int().positive().max(30),
  /** Certificates per kW of peak demand reduction capacity (10: one certificate is 0.1 kW). */
  certificatesPerKw: z.number().positive().max(100),
  /** What a certificate sells for, or null while we hold no price (the card then gives the count only). */
  certificatePrice: certificatePriceSchema.nullable(),
});

export const veuConditionKeys = [
  'state',
  'replaces-eligible-heater',
  'reverse-cycle',
  'approved-product',
  'decommissioning',
  'accredited-provider',
  'product-warranty',
  'co-payment',
] as const;

/** Victorian Energy Upgrades, space heating and cooling: eligibility and an indicative band. */
export const vicVeuRuleSchema = z.strictObject({
  ...commonShape,
  /** Eligibility plus an indicative band until the activity's formula is transcribed. */
  calculation: z.literal('vic-veu-space-conditioning'),
  /** The conditions checked, each with its clause. */
  conditions: conditionsOf(veuConditionKeys),
  /** Heating the activity replaces. */
  replaces: z.array(currentSystemSchema).min(1),
  /** The indicative discount, dollars, and what it is based on. */
  indicative: z
    .strictObject({
      /** Low end, $. */
      low: dollars,
      /** High end, $. */
      high: dollars,
      /** Where the band comes from, in words. */
      basis: z.string().min(10).max(240),
    })
    .refine((band) => band.low <= band.high, 'low must not exceed high'),
});

export const vicUpgradeConditionKeys = [
  'state',
  'owner-occupier',
  'concession-or-income',
  'replaces-eligible-heating',
  'reverse-cycle',
] as const;

/** Victoria's heating upgrade rebate: a fixed amount, plus a bonus for gas decommissioning. */
export const vicHeatingUpgradeRuleSchema = z.strictObject({
  ...commonShape,
  /** A fixed amount for eligible households. */
  calculation: z.literal('vic-heating-upgrade'),
  /** The conditions checked, each with its clause. */
  conditions: conditionsOf(vicUpgradeConditionKeys),
  /** The rebate, $. */
  amount: dollars,
  /** Added when gas heating is decommissioned, $. */
  gasDecommissioningBonus: dollars,
  /** Towards a switchboard upgrade, where the installation needs one, $. */
  switchboardUpgrade: dollars,
  /** Household income (before tax, a year) under which no concession card is needed, $. */
  incomeLimit: dollars,
  /** Heating the rebate replaces (a reverse-cycle only when older than `reverseCycleMinAgeYears`). */
  replaces: z.array(currentSystemSchema).min(1),
  /** A reverse-cycle system must be older than this to be replaced, years. */
  reverseCycleMinAgeYears: z.number().int().positive().max(30),
});

export const actConditionKeys = [
  'state',
  'homeowner',
  'concession-card',
  'land-value',
  'reverse-cycle',
] as const;

/** ACT Home Energy Support: a share of the cost up to a cap, and the zero-interest loans. */
export const actHomeEnergyRuleSchema = z.strictObject({
  ...commonShape,
  /** A share of the cost up to a cap. */
  calculation: z.literal('act-home-energy-support'),
  /** The conditions checked, each with its clause. */
  conditions: conditionsOf(actConditionKeys),
  /** Share of the cost paid, %. */
  percent: z.number().positive().max(100),
  /** Most it pays, $. */
  cap: dollars,
  /** Highest unimproved land value of an eligible home, $. */
  landValueCap: z.number().positive().max(10_000_000),
  /** The zero-interest loan offered beside it. */
  loan: z.strictObject({
    /** Its name. */
    name: z.string().min(5).max(120),
    /** Smallest loan, $. */
    min: dollars,
    /** Largest loan, $. */
    max: dollars,
  }),
});

/** A state with no scheme for air conditioners in our rules, and when (if ever) that was checked. */
export const noSchemeRuleSchema = z.strictObject({
  ...commonShape,
  /** Nothing to apply: the card says so, with the date it was checked or that it has not been. */
  calculation: z.literal('none'),
  /** The conditions checked (only the state). */
  conditions: conditionsOf(['state'] as const),
});

/** Any rebate rule. */
export const rebateRuleSchema = z
  .discriminatedUnion('calculation', [
    nswEssRuleSchema,
    nswPdrsRuleSchema,
    vicVeuRuleSchema,
    vicHeatingUpgradeRuleSchema,
    actHomeEnergyRuleSchema,
    noSchemeRuleSchema,
  ])
  .refine(checkedTogether, checkedTogetherMessage);
export type RebateRule = z.infer<typeof rebateRuleSchema>;
export type RuleOf<C extends RebateRule['calculation']> = Extract<RebateRule, { calculation: C }>;

/** Typical prices in a state, for prefilling the planner. */
const tariffSchema = z.strictObject({
  /** Electricity usage, cents per kWh. */
  electricityCentsPerKwh: z.number().positive().max(200),
  /** Gas usage, cents per MJ. */
  gasCentsPerMj: z.number().positive().max(50),
  /** The gas daily supply charge, cents per day. */
  gasSupplyCentsPerDay: z.number().nonnegative().max(500),
});
export type Tariff = z.infer<typeof tariffSchema>;

/** The planner's settings: the tariffs it starts from and how old a rule's check may get. */
export const rebateSettingsSchema = z.strictObject({
  /** Typical tariffs per state (the visitor can change them). */
  tariffs: z.strictObject({
    /** ACT. */
    ACT: tariffSchema,
    /** NSW. */
    NSW: tariffSchema,
    /** NT. */
    NT: tariffSchema,
    /** QLD. */
    QLD: tariffSchema,
    /** SA. */
    SA: tariffSchema,
    /** TAS. */
    TAS: tariffSchema,
    /** VIC. */
    VIC: tariffSchema,
    /** WA. */
    WA: tariffSchema,
  }),
  /** Where the tariffs come from, when they were set and whether they have been checked. */
  tariffsSource: z.string().min(10).max(240),
  /** A rule whose lastVerified is older than this many days (or null) is listed for staff to check. */
  staleAfterDays: z.number().int().positive().max(730),
  /** Seasonal efficiency of today's heating (heat delivered per unit of energy), for the running-cost comparison. */
  currentEfficiency: z.strictObject({
    /** Ducted gas heating (duct losses included). */
    'ducted-gas': z.number().positive().max(1),
    /** A gas space heater. */
    'gas-space-heater': z.number().positive().max(1),
    /** An LPG heater. */
    lpg: z.number().positive().max(1),
    /** Electric resistive heating (panel, slab, central). */
    'electric-resistive': z.number().positive().max(1),
  }),
  /** Notices for landlords (rental providers) in a state, such as a coming minimum standard. */
  landlordNotices: z
    .array(
      z.strictObject({
        /** The state it applies in. */
        state: australianStateSchema,
        /** The day it takes effect. */
        from: isoDateSchema,
        /** The rule in plain words. */
        says: z.string().min(20).max(300),
        /** Where it is published. */
        source: z.url({ protocol: /^https$/ }),
      }),
    )
    .max(8),
  /**
   * An old reverse-cycle air conditioner's efficiency by its age (the youngest band that holds it):
   * older units were made to lower minimum standards and have worn since.
   */
  oldReverseCycleByAge: z
    .array(
      z.strictObject({
        /** The oldest age in this band, whole years. */
        upToYears: z.number().int().positive().max(60),
        /** Its heating COP. */
        heatingCop: z.number().positive().max(6),
        /** Its cooling EER. */
        coolingEer: z.number().positive().max(6),
      }),
    )
    .min(1)
    .max(8)
    .refine(
      (bands) =>
        bands.every((band, index) => index === 0 || (bands[index - 1]?.upToYears ?? 0) < band.upToYears),
      'List the age bands youngest first.',
    )
    .refine((bands) => bands.at(-1)?.upToYears === 60, 'The last age band must reach 60 years.'),
  /** Where the old systems' efficiencies come from. */
  currentEfficiencySource: z.string().min(10).max(400),
  /**
   * Typical installed prices by kind of system and size (the most capacity a band covers, kW), in
   * whole dollars: the planner's payback range before a dealer quotes.
   */
  installedPrices: z
    .array(
      z.strictObject({
        /** The kind of system. */
        productType: z.enum(['wall-split', 'ducted', 'cassette', 'multi', 'window']),
        /** The largest rated cooling capacity the band covers, kW. */
        upToKw: z.number().positive().max(60),
        /** The low end of the band, dollars installed. */
        low: z.number().int().positive().max(100_000),
        /** The high end of the band, dollars installed. */
        high: z.number().int().positive().max(100_000),
      }),
    )
    .max(30)
    .refine(
      (bands) => bands.every((band) => band.low <= band.high),
      'A band’s low price must not exceed its high price.',
    ),
  /** Where the installed prices come from and when they were set. */
  installedPricesSource: z.string().min(10).max(400),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;
