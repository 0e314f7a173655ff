/** The rebate rules, postcode tables and planner settings from their content files, without astro:content. */

import { tablesById } from '../../src/lib/rebates/tables.ts';
import { type RebateRule, rebateRuleSchema, rebateSettingsSchema } from '../../src/schemas/rebate.ts';
import { rebateTableSchema } from '../../src/schemas/rebate-table.ts';
import { loadFolder } from '../content/load-content.ts';

export const rules: RebateRule[] = loadFolder('rebates').map(({ data }) => rebateRuleSchema.parse(data));
export const tables = tablesById(
  loadFolder('rebate-tables').map(({ data }) => rebateTableSchema.parse(data)),
);
export const settings = rebateSettingsSchema.parse(loadFolder('rebate-settings')[0]?.data);

export function ruleById<C extends RebateRule['calculation']>(id: string, calculation: C) {
  const rule = rules.find((item) => item.id === id);
  if (rule?.calculation !== calculation) throw new Error(`no ${calculation} rule ${id}`);
  return rule as Extract<RebateRule, { calculation: C }>;
}
