#!/usr/bin/env node
/**
 * `npm run build:test`: the production build the browser and site tests run against. Its pages are
 * made from the tests' own promotions, dated around today (BUILD_PROMOTIONS_DIR), so what they show
 * (badges on cards and product pages, the home page's offers) never depends on the calendar or on a
 * marketing edit of src/content/promotions. The rebate planner is made from the tests' own rules,
 * tables and settings (BUILD_REBATES_DIR: tests/fixtures/content), so no rule staff correct changes a
 * figure the tests read. dist/build.json records both (`promotions: "tests"`, `rebates: "tests"`);
 * the browser tests refuse another build. Arguments go to `astro build`.
 */
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fixtureContentDir } from '../tests/support/fixture-content.ts';
import { machineToday, writeTestPromotions } from '../tests/support/promotion-fixtures.ts';

const root = resolve(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BUILD_PROMOTIONS_DIR: writeTestPromotions(machineToday()),
      BUILD_REBATES_DIR: fixtureContentDir,
    },
  },
);
process.exit(result.status ?? 1);
