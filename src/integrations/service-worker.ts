/**
 * Build integration: writes the service worker when the build is done.
 *
 * 1. Reads the build id from dist/build.json, so it must come after `buildInfo` in
 *    astro.config.ts (that integration writes the file in the same hook).
 * 2. Bundles src/service-worker/extension.ts (form queue, cache clean-up, messages) into
 *    `sw-extension-<hash>.js`, with the forms the worker may keep and queue offline (each form's
 *    module declares it: src/server/forms).
 * 3. Runs Workbox's generateSW: `/sw.js` plus `workbox-<hash>.js`, precaching the hashed assets,
 *    the offline page, the home page and the products index, with runtime caches named after the
 *    build id. The search index (`/pagefind/`, written by the site-search integration) is not
 *    precached: it loads only when a visitor opens search, and is cached then.
 * 4. Writes brotli and gzip copies of those scripts, as buildInfo does for the rest of the build.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build as bundle } from 'esbuild';
import { generateSW, type ManifestTransform } from 'workbox-build';
import { readBuildInfo } from '../server/build-info';
import { offlineForms } from '../server/forms/index.ts';
import { runtimeCacheName } from '../service-worker/messages';
import {
  catalogueFallback,
  isImage,
  isPageData,
  isPageFetch,
  isPageNavigation,
  isSearchIndex,
  storableAnswers,
} from '../service-worker/routes';
import { writeCatalogueManifest } from './offline-catalogue';
import { precompress } from './precompress.ts';

/** Seconds a network-first request waits before answering from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Precached: hashed scripts, styles and fonts (raster images are cached when first shown), the
 * offline page, the home page, the products index, the app page (what works offline, how to install)
 * and the sizing tool with its page data: the tool is pure computation, so it works offline on a
 * first visit (its postcode table is added by `sizingToolData`).
 */
export const PRECACHE_PATTERNS = [
  '_astro/**/*.{js,css,woff2,svg}',
  // One pattern, so a page that does not exist yet is no warning.
  '{index,offline,products,app,your-perfect-climate}.html',
  'page-data/your-perfect-climate/page-data.json',
  // The rebate rules (made at build): the planner's page, kept by the worker's extension, carries the
  // same build's rules for its island; this document keeps them for anything else that reads them.
  'api/rebates/rules.json',
  'favicon.svg',
  'manifest.webmanifest',
];

/**
 * The sizing tool's postcode table (postcode → climate zone), named by its content hash in the
 * tool's page data: precached with the tool, or a postcode typed offline would find no zone.
 */
async function sizingToolData(clientDir: string): Promise<string[]> {
  const file = join(clientDir, 'page-data/your-perfect-climate/page-data.json');
  try {
    const document = JSON.parse(await readFile(file, 'utf8')) as { data?: { postcodeTable?: unknown } };
    const hash = document.data?.postcodeTable;
    return typeof hash === 'string' && /^[0-9a-f]{16}$/.test(hash) ? [`page-data/sq/d/${hash}.json`] : [];
  } catch {
    return []; // no sizing page in this build
  }
}

/** `index.html` → `/`, `products.html` → `/products`: pages are cached under the URLs visitors use. */
const cleanPageUrls: ManifestTransform = async (entries) => ({
  manifest: entries.map((entry) =>
    entry.url.endsWith('.html')
      ? { ...entry, url: `/${entry.url.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}` }
      : entry,
  ),
  warnings: [],
});

async function bundleExtension(entry: string, buildId: string) {
  const result = await bundle({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define: {
      __CIRRUS_BUILD_ID__: JSON.stringify(buildId),
      // Which forms' pages are kept and posts queued offline: each form's module says (`offline`).
      __CIRRUS_OFFLINE_FORMS__: JSON.stringify(offlineForms),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  return { code, fileName: `sw-extension-${hash}.js` };
}

/** Worker files of an earlier build in the same folder (a build over an old one). */
async function removeOldWorkerFiles(clientDir: string) {
  for (const name of await readdir(clientDir)) {
    if (/^(?:sw|workbox-[\w-]+|sw-extension-[\w-]+)\.js(?:\.map|\.br|\.gz)?$/.test(name)) {
      await unlink(join(clientDir, name));
    }
  }
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Writes the worker for the build in `clientDir` (the folder with the pages; build.json beside
 * it). `root` is the project folder, where the worker's own sources are.
 */
export async function writeServiceWorker(clientDir: string, root: URL, logger: Logger) {
  const { buildId } = readBuildInfo(join(clientDir, '..', 'build.json'));
  await removeOldWorkerFiles(clientDir);

  const extension = await bundleExtension(
    fileURLToPath(new URL('src/service-worker/extension.ts', root)),
    buildId,
  );
  await writeFile(join(clientDir, extension.fileName), extension.code);
  const catalogue = await writeCatalogueManifest(clientDir);

  const { count, size, warnings, filePaths } = await generateSW({
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: [...PRECACHE_PATTERNS, ...(await sizingToolData(clientDir))],
    // Login and portal code is for staff and partners, who work online: precaching it would make
    // every anonymous visitor download the login SDK in the background (issue 6 forbids that).
    // The content editor's code (Keystatic, several MB) is for editors only, likewise.
    globIgnores: [
      '**/*.{br,gz,map}',
      '_astro/auth0-spa-js*',
      '_astro/PortalIslands*',
      '_astro/KeystaticEditor*',
      '_astro/_*params_.astro_astro_type_script*',
      '_astro/EditorDesk*',
      // The dealer map's hosted mode (MapLibre, about 300 KB): loaded only where MAP_STYLE_URL is
      // set and a map shows, and useless offline, where the locator draws its embedded map.
      '_astro/HostedBase*',
      '_astro/maplibre-gl*',
      // The technician's checklist and its barcode reader (the polyfill's glue; its .wasm is never
      // precached) are for installers, who open them from their job's link, online.
      '_astro/CommissionChecklist*',
      '_astro/ScanButton*',
      '_astro/serial-scan*',
      '_astro/ponyfill*',
    ],
    manifestTransforms: [cleanPageUrls],
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^_astro\//,
    maximumFileSizeToCacheInBytes: 512 * 1024,
    // Every precached page is prerendered: the server sends the same file whatever the query, and
    // the page's islands read it (the sizing tool's shared results, the products index's filters).
    // So a precached page answers its address with any query offline, as the server would online.
    ignoreURLParametersMatching: [/./],
    importScripts: [`/${extension.fileName}`],
    cacheId: 'cirrus',
    cleanupOutdatedCaches: true,
    // A new version waits until a page applies it (src/client/service-worker-lifecycle.ts); the
    // first install takes control at once (there is no older version to mix with).
    skipWaiting: false,
    clientsClaim: true,
    inlineWorkboxRuntime: false,
    mode: 'production',
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: isPageNavigation,
        handler: 'NetworkFirst',
        options: {
          cacheName: runtimeCacheName('pages', buildId),
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 80 },
          plugins: [storableAnswers, catalogueFallback],
          precacheFallback: { fallbackURL: '/offline' },
        },
      },
      {
        urlPattern: isPageFetch,
        handler: 'NetworkFirst',
        options: {
          cacheName: runtimeCacheName('pages', buildId),
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 80 },
          plugins: [storableAnswers, catalogueFallback],
        },
      },
      {
        urlPattern: isPageData,
        handler: 'NetworkFirst',
        options: {
          cacheName: runtimeCacheName('data', buildId),
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 120 },
          plugins: [storableAnswers, catalogueFallback],
        },
      },
      {
        urlPattern: isSearchIndex,
        handler: 'NetworkFirst',
        options: {
          cacheName: runtimeCacheName('search', buildId),
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 200 },
          // Pagefind adds a cache-busting query to some requests: the cached copy answers them all.
          matchOptions: { ignoreSearch: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: isImage,
        handler: 'CacheFirst',
        options: {
          cacheName: runtimeCacheName('images', buildId),
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          // Offline, a card picture not seen yet may be in the catalogue the visitor kept.
          plugins: [catalogueFallback],
        },
      },
    ],
  });
  for (const warning of warnings) logger.warn(warning);

  const workerFiles = [
    ...filePaths.filter((path) => path.endsWith('.js')),
    join(clientDir, extension.fileName),
  ];
  await Promise.all(workerFiles.map(async (file) => precompress(file, await readFile(file))));
  const workerBytes = (await Promise.all(workerFiles.map((path) => stat(path)))).reduce(
    (total, file) => total + file.size,
    0,
  );
  logger.info(
    `sw.js for build ${buildId}: ${count} files precached (${Math.round(size / 1024)} KB), worker scripts ${Math.round(workerBytes / 1024)} KB; catalogue to keep offline ${catalogue.entries.length} documents, ${Math.round(catalogue.bytes / 1024)} KB`,
  );
}

export function serviceWorker(): AstroIntegration {
  let root: URL;
  return {
    name: 'cirrus:service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        await writeServiceWorker(fileURLToPath(dir), root, logger);
      },
    },
  };
}
