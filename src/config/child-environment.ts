/**
 * The environments of the processes the server starts to make pages: a publish's `astro build`
 * (src/server/editor/site-build.ts, and `npm start`'s own build) and the preview's renderer
 * (src/server/editor/preview-renderer.ts). Each gets an allow-list of the server's variables, the
 * build-time configuration (buildTimeConfig in env.ts and what astro.config.ts reads) and what Node
 * and its tools need to run; never the database, mail, the identity provider's secrets or anything
 * else the server holds. A build is always a production build, whatever the server runs as: a
 * development build has no service worker and ships React's development runtime to every visitor.
 */

/** What the pages are made with (buildTimeConfig and astro.config.ts). */
const BUILD_TIME = [
  'SITE_URL',
  'DATALAYER_PLATFORM',
  'AUTH0_CLIENT_ID',
  'BUILD_PROMOTIONS_DIR',
  'BUILD_REBATES_DIR',
] as const;

/** What Node and its tools need to run. */
const TOOLS = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'] as const;

/**
 * The variables the preview renderer is started with: its mode (development, or the tests' own),
 * the build-time configuration, the tests' clock, and the tools'.
 */
export const PREVIEW_ENVIRONMENT: readonly string[] = ['NODE_ENV', ...BUILD_TIME, 'TEST_NOW', ...TOOLS];

/**
 * The variables a build is started with besides NODE_ENV: the build-time configuration, where it
 * writes and caches (DIST_DIR, ASTRO_CACHE_DIR), Node's own options (a memory limit on a small
 * machine), and the tools'.
 */
export const BUILD_ENVIRONMENT: readonly string[] = [
  ...BUILD_TIME,
  'DIST_DIR',
  'ASTRO_CACHE_DIR',
  'NODE_OPTIONS',
  ...TOOLS,
];

/**
 * libfaketime's variables: a clock moved for a whole test run (site-process.ts) moves the builds'
 * and the renderer's too, as a changed system clock would (not its shared lock, which a process
 * killed outright leaves held).
 */
const isFakedClock = (name: string) =>
  name === 'LD_PRELOAD' || (name.startsWith('FAKETIME') && name !== 'FAKETIME_SHARED');

/** The variables of `source` that `names` lists (and the faked clock's, if any). */
export function allowedVariables(
  names: readonly string[],
  source: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (names.includes(entry[0]) || isFakedClock(entry[0])),
    ),
  );
}

/** The environment of a build of the site: production, with the build-time variables of `source`. */
export function productionBuildEnvironment(
  source: Record<string, string | undefined>,
): Record<string, string> {
  return {
    ...allowedVariables(BUILD_ENVIRONMENT, source),
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}
