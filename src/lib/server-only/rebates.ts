/**
 * The data the rebate planner reads at build (rules.json, the page's product list) and on request
 * (the no-JavaScript answer): the rules, the settings and the products it covers, ready to use.
 */
import { getCollection } from 'astro:content';
import type { RebateRule, RebateSettings } from '../../schemas/rebate.ts';
import type { RebateTables } from '../../schemas/rebate-table.ts';
import { isStale } from '../rebates/plan.ts';
import { plannerProductOf } from '../rebates/product.ts';
import { tablesById } from '../rebates/tables.ts';
import type { PlannerProduct } from '../rebates/types.ts';
import { getProducts } from './catalogue.ts';

/** Every rule, by state then id. */
export async function getRebateRules(): Promise<RebateRule[]> {
  const entries = await getCollection('rebateRules');
  return entries
    .map((entry) => entry.data)
    .sort((a, b) => a.state.localeCompare(b.state) || a.id.localeCompare(b.id));
}

/** The schemes' postcode tables, by id. */
export async function getRebateTables(): Promise<RebateTables> {
  const entries = await getCollection('rebateTables');
  return tablesById(entries.map((entry) => entry.data));
}

export async function getRebateSettings(): Promise<RebateSettings> {
  const [entry] = await getCollection('rebateSettings');
  if (!entry) throw new Error('src/content/rebate-settings/planner.yaml is missing');
  return entry.data;
}

/** The products the planner offers: current refrigerant systems, in catalogue order. */
export async function getPlannerProducts(): Promise<PlannerProduct[]> {
  const products = await getProducts();
  return products
    .filter((product) => product.status === 'current')
    .flatMap((product) => plannerProductOf(product) ?? []);
}

/** The rules document served at /api/rebates/rules.json: every rule, dated, with its staleness on a day. */
export async function rulesDocument(today: string) {
  const [rules, tables, settings] = await Promise.all([
    getRebateRules(),
    getRebateTables(),
    getRebateSettings(),
  ]);
  return {
    generatedOn: today,
    staleAfterDays: settings.staleAfterDays,
    rules: rules.map((rule) => ({ ...rule, stale: isStale(rule, today, settings.staleAfterDays) })),
    tables,
    settings,
  };
}
