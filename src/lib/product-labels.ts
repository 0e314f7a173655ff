/**
 * Words for the catalogue's codes: product types, functions, climate zones. No runtime imports, so
 * islands can use it without pulling the zod schemas into the browser.
 */
import type { FunctionCategorySlug } from '../schemas/common.ts';
import type { ClimateZone, ProductType } from './value-lists.ts';

/** A product type as a visitor names it. */
export const productTypeLabels = {
  'wall-split': 'Wall-mounted split',
  ducted: 'Ducted',
  cassette: 'Ceiling cassette',
  multi: 'Multi-split',
  window: 'Window and wall-box',
  evaporative: 'Evaporative cooler',
  'gas-heater': 'Gas ducted heater',
} as const satisfies Record<ProductType, string>;

/** What a function category means for a system. */
export const functionLabels = {
  cooling: 'Cooling',
  heating: 'Heating',
  'dual-function': 'Cooling and heating',
} as const satisfies Record<FunctionCategorySlug, string>;

/** A climate zone of the Zoned Energy Rating Label with its reference city. */
export const climateZoneLabels = {
  hot: { name: 'Hot', city: 'Brisbane' },
  average: { name: 'Average', city: 'Sydney' },
  cold: { name: 'Cold', city: 'Melbourne' },
} as const satisfies Record<ClimateZone, { name: string; city: string }>;

/** Row labels for specifications that different product types state under different labels. */
export const sharedSpecLabels = {
  'heating-capacity': 'Heating capacity',
  airflow: 'Airflow (highest speed)',
} as const;
export type SharedSpecKey = keyof typeof sharedSpecLabels;
