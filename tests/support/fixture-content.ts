/**
 * The tests' own content (tests/fixtures/content, described in tests/fixtures/README.md): a few
 * dealers, and the rebate rules, postcode tables and planner settings, copied from the site's when
 * the tests were written and owned by the tests since. Test servers route to these dealers
 * (TEST_DEALERS_DIR, set by site-process.ts) and the test build makes the planner from these rules
 * (BUILD_REBATES_DIR, scripts/build-for-tests.mjs), so staff correcting a dealer or a rule in the
 * editor never changes what a test reads.
 */
import { join, resolve } from 'node:path';

export const fixtureContentDir = resolve(import.meta.dirname, '../fixtures/content');

/** One dealer list per state, as src/content/dealers. */
export const fixtureDealersDir = join(fixtureContentDir, 'dealers');
