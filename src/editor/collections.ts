/**
 * What the content editor edits, one place for the Keystatic configuration (the form), the server's
 * check on save and the agreement test: each entry names its files, the schema of its form and the
 * schema the build validates the file with. Unions get one entry per member (products by type,
 * categories by kind), because a Keystatic form has one shape. Fixed sets (categories, FAQ groups,
 * controller families' fault codes, states' dealer lists) are singletons: one form per file; open sets (products, pages) are
 * collections whose `slug` is the file name.
 */
import type { z } from 'zod';
import { productTypes } from '../lib/value-lists.ts';
import { categorySchema, functionCategorySchema, typeCategorySchema } from '../schemas/category.ts';
import { functionCategorySlugSchema, typeCategorySlugSchema } from '../schemas/common.ts';
import { dealerFileSchema } from '../schemas/dealer.ts';
import { faqGroupKeySchema, faqGroupSchema } from '../schemas/faq.ts';
import { controllerFamilySchema, faultCodeFamilySchema } from '../schemas/fault-code.ts';
import { pageSchema } from '../schemas/page.ts';
import {
  cassetteSchema,
  ductedSchema,
  evaporativeSchema,
  gasHeaterSchema,
  multiSchema,
  productSchema,
  wallSplitSchema,
  windowSchema,
} from '../schemas/product.ts';
import { promotionSchema } from '../schemas/promotion.ts';
import {
  actHomeEnergyRuleSchema,
  noSchemeRuleSchema,
  nswEssRuleSchema,
  nswPdrsRuleSchema,
  rebateRuleSchema,
  rebateSettingsSchema,
  vicHeatingUpgradeRuleSchema,
  vicVeuRuleSchema,
} from '../schemas/rebate.ts';
import {
  nswBcaClimateZonesTableSchema,
  nswClimateZonesTableSchema,
  nswNetworkLossFactorTableSchema,
  nswRegionalNetworkFactorTableSchema,
  rebateTableSchema,
} from '../schemas/rebate-table.ts';
import { safetyNoticeSchema } from '../schemas/safety-notice.ts';
import type { SchemaRef } from './schema-docs.ts';

export interface EditorEntry {
  /** Keystatic's key of the collection or singleton (also its URL segment in the editor). */
  key: string;
  kind: 'collection' | 'singleton';
  label: string;
  /** Navigation section in the editor. */
  section:
    | 'Products'
    | 'Categories'
    | 'Pages'
    | 'FAQs'
    | 'Fault codes'
    | 'Dealers'
    | 'Promotions'
    | 'Safety notices'
    | 'Rebates';
  /** Keystatic path, relative to the repository: `…/*` for a collection, the file less `.yaml` for a singleton. */
  path: string;
  /** The form's schema (one member of a union). */
  form: z.ZodObject;
  /** Where that schema is exported, for its doc comments. */
  formRef: SchemaRef;
  /** Collections: the property that is the file name. */
  slugField?: string;
  /** Collections: the property the list shows each entry by (its name, never the file name). */
  nameField?: string;
  /** Properties the build derives and the file must not hold: not in the form. */
  derived?: readonly string[];
  /** The schema the build validates the file with (the whole union, with its cross-field rules). */
  file: z.ZodType;
  /**
   * List properties that hold product slugs. The build skips a slug it does not know, so a typo
   * would quietly drop a product; the check on save refuses it instead.
   */
  productReferences?: readonly string[];
}

const productLabels: Record<(typeof productTypes)[number], string> = {
  'wall-split': 'Wall split systems',
  ducted: 'Ducted systems',
  cassette: 'Ceiling cassettes',
  multi: 'Multi-split systems',
  window: 'Window units',
  evaporative: 'Evaporative coolers',
  'gas-heater': 'Gas ducted heaters',
};

const productForms = {
  'wall-split': ['wallSplitSchema', wallSplitSchema],
  ducted: ['ductedSchema', ductedSchema],
  cassette: ['cassetteSchema', cassetteSchema],
  multi: ['multiSchema', multiSchema],
  window: ['windowSchema', windowSchema],
  evaporative: ['evaporativeSchema', evaporativeSchema],
  'gas-heater': ['gasHeaterSchema', gasHeaterSchema],
} as const;

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');

/** One singleton per category of a kind (type or function), each file checked by the whole union. */
const categorySingletons = (slugs: readonly string[], form: z.ZodObject, schemaName: string) =>
  slugs.map(
    (slug): EditorEntry => ({
      key: `category-${slug}`,
      kind: 'singleton',
      label: titleCase(slug),
      section: 'Categories',
      path: `src/content/categories/${slug}`,
      form,
      formRef: `src/schemas/category.ts#${schemaName}`,
      file: categorySchema,
    }),
  );

/** The state files of the dealer directory (`src/content/dealers/{file}.yaml`). */
export const dealerFiles = ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'] as const;

/**
 * The rebate rules: one singleton per rule file, since each scheme's rule has its own shape (a member
 * of the union) and its own calculation; the planner's settings are one more.
 */
const rebateRuleForms = [
  ['nsw-ess-d16', 'NSW Energy Savings Scheme (D16)', 'nswEssRuleSchema', nswEssRuleSchema],
  ['nsw-pdrs-hvac1', 'NSW Peak Demand Reduction Scheme (HVAC1)', 'nswPdrsRuleSchema', nswPdrsRuleSchema],
  ['vic-veu-space-heating-cooling', 'Victorian Energy Upgrades', 'vicVeuRuleSchema', vicVeuRuleSchema],
  [
    'vic-heating-upgrade-rebate',
    'VIC heating upgrade rebate',
    'vicHeatingUpgradeRuleSchema',
    vicHeatingUpgradeRuleSchema,
  ],
  ['act-home-energy-support', 'ACT Home Energy Support', 'actHomeEnergyRuleSchema', actHomeEnergyRuleSchema],
  ['qld-no-scheme', 'QLD (no scheme)', 'noSchemeRuleSchema', noSchemeRuleSchema],
  ['wa-no-scheme', 'WA (no scheme)', 'noSchemeRuleSchema', noSchemeRuleSchema],
  ['sa-no-scheme', 'SA (no scheme)', 'noSchemeRuleSchema', noSchemeRuleSchema],
  ['tas-no-scheme', 'TAS (no scheme)', 'noSchemeRuleSchema', noSchemeRuleSchema],
  ['nt-no-scheme', 'NT (no scheme)', 'noSchemeRuleSchema', noSchemeRuleSchema],
] as const;

/** The schemes' postcode tables: one form per table, as the rules load them. */
const rebateTableForms = [
  [
    'nsw-climate-zones',
    'NSW climate zones by postcode (Table A27)',
    'nswClimateZonesTableSchema',
    nswClimateZonesTableSchema,
  ],
  [
    'nsw-regional-network-factor',
    'NSW regional network factor (Table A24)',
    'nswRegionalNetworkFactorTableSchema',
    nswRegionalNetworkFactorTableSchema,
  ],
  [
    'nsw-network-loss-factor',
    'NSW network loss factor (PDRS)',
    'nswNetworkLossFactorTableSchema',
    nswNetworkLossFactorTableSchema,
  ],
  [
    'nsw-bca-climate-zones',
    'NSW BCA climate zones by postcode (Table A26)',
    'nswBcaClimateZonesTableSchema',
    nswBcaClimateZonesTableSchema,
  ],
] as const;

export const editorEntries: readonly EditorEntry[] = [
  ...productTypes.map(
    (type): EditorEntry => ({
      key: `products-${type}`,
      kind: 'collection',
      label: productLabels[type],
      section: 'Products',
      path: `src/content/products/${type}/*`,
      form: productForms[type][1],
      formRef: `src/schemas/product.ts#${productForms[type][0]}`,
      slugField: 'slug',
      nameField: 'name',
      derived: ['warranty'],
      file: productSchema,
      productReferences: ['related'],
    }),
  ),
  ...categorySingletons(typeCategorySlugSchema.options, typeCategorySchema, 'typeCategorySchema'),
  ...categorySingletons(functionCategorySlugSchema.options, functionCategorySchema, 'functionCategorySchema'),
  {
    key: 'pages',
    kind: 'collection',
    label: 'Page copy',
    section: 'Pages',
    path: 'src/content/pages/*',
    form: pageSchema,
    formRef: 'src/schemas/page.ts#pageSchema',
    slugField: 'slug',
    nameField: 'title',
    file: pageSchema,
  },
  ...faqGroupKeySchema.options.map(
    (group): EditorEntry => ({
      key: `faqs-${group}`,
      kind: 'singleton',
      label: titleCase(group),
      section: 'FAQs',
      path: `src/content/faqs/${group}`,
      form: faqGroupSchema,
      formRef: 'src/schemas/faq.ts#faqGroupSchema',
      file: faqGroupSchema,
    }),
  ),
  ...controllerFamilySchema.options.map(
    (family): EditorEntry => ({
      key: `fault-codes-${family}`,
      kind: 'singleton',
      label: titleCase(family),
      section: 'Fault codes',
      path: `src/content/fault-codes/${family}`,
      form: faultCodeFamilySchema,
      formRef: 'src/schemas/fault-code.ts#faultCodeFamilySchema',
      file: faultCodeFamilySchema,
    }),
  ),
  ...dealerFiles.map(
    (file): EditorEntry => ({
      key: `dealers-${file}`,
      kind: 'singleton',
      label: file.toUpperCase(),
      section: 'Dealers',
      path: `src/content/dealers/${file}`,
      form: dealerFileSchema,
      formRef: 'src/schemas/dealer.ts#dealerFileSchema',
      file: dealerFileSchema,
    }),
  ),
  {
    key: 'promotions',
    kind: 'collection',
    label: 'Promotions',
    section: 'Promotions',
    path: 'src/content/promotions/*',
    form: promotionSchema,
    formRef: 'src/schemas/promotion.ts#promotionSchema',
    slugField: 'slug',
    nameField: 'title',
    file: promotionSchema,
    productReferences: ['eligibleProducts'],
  },
  {
    key: 'safety-notices',
    kind: 'collection',
    label: 'Safety notices',
    section: 'Safety notices',
    path: 'src/content/safety-notices/*',
    form: safetyNoticeSchema,
    formRef: 'src/schemas/safety-notice.ts#safetyNoticeSchema',
    slugField: 'slug',
    nameField: 'title',
    file: safetyNoticeSchema,
    productReferences: ['products'],
  },
  ...rebateRuleForms.map(
    ([file, label, schemaName, form]): EditorEntry => ({
      key: `rebates-${file}`,
      kind: 'singleton',
      label,
      section: 'Rebates',
      path: `src/content/rebates/${file}`,
      form,
      formRef: `src/schemas/rebate.ts#${schemaName}`,
      file: rebateRuleSchema,
    }),
  ),
  {
    key: 'rebate-settings',
    kind: 'singleton',
    label: 'Planner settings and tariffs',
    section: 'Rebates',
    path: 'src/content/rebate-settings/planner',
    form: rebateSettingsSchema,
    formRef: 'src/schemas/rebate.ts#rebateSettingsSchema',
    file: rebateSettingsSchema,
  },
  ...rebateTableForms.map(
    ([file, label, schemaName, form]): EditorEntry => ({
      key: `rebate-tables-${file}`,
      kind: 'singleton',
      label,
      section: 'Rebates',
      path: `src/content/rebate-tables/${file}`,
      form,
      formRef: `src/schemas/rebate-table.ts#${schemaName}`,
      file: rebateTableSchema,
    }),
  ),
];

/** The entry a repository path (`src/content/…/x.yaml`) belongs to, if any. */
export function entryForFile(file: string): EditorEntry | undefined {
  return editorEntries.find((entry) =>
    entry.kind === 'singleton'
      ? file === `${entry.path}.yaml`
      : file.startsWith(entry.path.slice(0, -1)) &&
        file.endsWith('.yaml') &&
        !file.slice(entry.path.length - 1).includes('/'),
  );
}
