/**
 * The rebate rules, postcode tables and planner settings from their content files, without
 * astro:content: the tests' own (tests/fixtures/content), which the test build's planner is made
 * from too, so a rule staff correct in the editor changes no test. `siteRebateContent` reads the
 * site's, for the one check of the content itself (worked-examples.test.ts).
 */

import { tablesById } from '../../src/lib/rebates/tables.ts';
import { type RebateRule, rebateRuleSchema, rebateSettingsSchema } from '../../src/schemas/rebate.ts';
import { rebateTableSchema } from '../../src/schemas/rebate-table.ts';
import { contentDir, loadFolder } from '../content/load-content.ts';
import { fixtureContentDir } from '../support/fixture-content.ts';

/** The rules, tables and settings of a content folder (src/content or tests/fixtures/content). */
function rebateContent(base: string) {
  return {
    rules: loadFolder('rebates', base).map(({ data }): RebateRule => rebateRuleSchema.parse(data)),
    tables: tablesById(loadFolder('rebate-tables', base).map(({ data }) => rebateTableSchema.parse(data))),
    settings: rebateSettingsSchema.parse(loadFolder('rebate-settings', base)[0]?.data),
  };
}

export const { rules, tables, settings } = rebateContent(fixtureContentDir);

/** The site's own rules, tables and settings, as staff last published them. */
export const siteRebateContent = () => rebateContent(contentDir);

export function ruleById<C extends RebateRule['calculation']>(id: string, calculation: C) {
  const rule = rules.find((item) => item.id === id);
  if (rule?.calculation !== calculation) throw new Error(`no ${calculation} rule ${id}`);
  return rule as Extract<RebateRule, { calculation: C }>;
}
