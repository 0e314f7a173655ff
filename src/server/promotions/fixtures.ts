/**
 * Tests' own promotions: a folder of promotion YAML files (`TEST_PROMOTIONS_DIR`, NODE_ENV=test
 * only) read with the same schema as the content collection. createServices names the folder;
 * source.ts serves it. Like the clock, the folder is kept in one process-wide slot so the pages'
 * bundled copy of this module sees what the server set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { type Promotion, promotionSchema } from '../../schemas/promotion.ts';

interface FixtureState {
  dir: string | undefined;
  promotions: Promise<Promotion[]> | undefined;
}

const slot = Symbol.for('cirrus.server.promotion-fixtures');
const holder = globalThis as typeof globalThis & { [slot]?: FixtureState };
holder[slot] ??= { dir: undefined, promotions: undefined };
const state: FixtureState = holder[slot];

/** Serves the promotions in `dir` instead of the site's (tests), or the site's again when undefined. */
export function servePromotionFixtures(dir: string | undefined): void {
  state.dir = dir;
  state.promotions = undefined;
}

/** The fixture promotions, read once; undefined when the site's own promotions are in use. */
export function promotionFixtures(): Promise<Promotion[]> | undefined {
  const { dir } = state;
  if (dir === undefined) return undefined;
  state.promotions ??= Promise.resolve(
    readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .sort()
      .map((name) => promotionSchema.parse(parse(readFileSync(join(dir, name), 'utf8')))),
  );
  return state.promotions;
}
