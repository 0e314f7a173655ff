import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { buildTimeConfig, loadEnv, MAX_REQUEST_BODY_BYTES } from './src/config/env';
import { buildInfo } from './src/integrations/build-info';
import { clientChunks } from './src/integrations/client-chunks';
import { contentEditor } from './src/integrations/content-editor';
import { imageEndpoint } from './src/integrations/image-endpoint';
import { inlineScripts } from './src/integrations/inline-scripts';
import { interactionDirective } from './src/integrations/interaction-directive';
import { pageStyles } from './src/integrations/page-styles';
import { serviceWorker } from './src/integrations/service-worker';
import { siteSearch } from './src/integrations/site-search';
import { socialImage } from './src/integrations/social-image';
import { onDemandToolPages } from './src/lib/search-records';
import { listedFormPages, postOnlyFormRoutes } from './src/server/forms/index.ts';

const env = loadEnv();

/**
 * Routes the sitemap leaves out: it lists only canonical pages that answer 200 (tests/site/links.test.ts).
 * The thank-you, offline and 500 pages are states, not pages (noindex); a lead form's post-only
 * route (/warranty/register, /promotions/claim: its module's action) only takes its posts; the portal
 * and the content editor are behind login; the fault code lookup only answers its form (a redirect to
 * the code's page); a long listing's page of every product (`/products/…/all`) is a step below its
 * listing (noindex); an installation's pages (/installs/…) open only with their signed link; an
 * owner's home (/my-home) and privacy requests (/privacy/…) are personal and answer each person alone
 * (noindex); so is an owner's review form (/reviews/write), opened by its invitation's link.
 */
const notInSitemap =
  /^\/(thank-you|offline|500|support\/fault-codes\/lookup|products(\/[a-z-]+)?\/all|portal(\/.*)?|editor|keystatic(\/.*)?|installs(\/.*)?|my-home(\/.*)?|reviews(\/.*)?|privacy\/.*)$/;
const inSitemap = (path: string) => !notInSitemap.test(path) && !postOnlyFormRoutes.has(path);

export default defineConfig({
  site: env.SITE_URL,
  output: 'static',
  outDir: env.DIST_DIR,
  // Unset: node_modules/.astro. Publishing keeps one across its builds (src/server/editor/publish.ts).
  ...(env.ASTRO_CACHE_DIR ? { cacheDir: env.ASTRO_CACHE_DIR } : {}),
  trailingSlash: 'never',
  // Stylesheets stay files (the small ones inline): every page inlining its 30-40 KB of CSS would
  // make the offline catalogue's 419 pages 0.9 MB larger, past its 4 MB budget (docs/performance.md).
  build: { format: 'file', inlineStylesheets: 'auto' },
  // A page's own script is never inlined into its HTML: after a client-router swap Astro runs inline
  // module scripts behind a `data:` script, which the CSP refuses. Every script keeps a file of its own.
  vite: { build: { assetsInlineLimit: (file: string) => (file.endsWith('.js') ? false : undefined) } },
  // Our own server wraps the handler (src/server/main.ts); the adapter only builds it. Bodies are
  // capped before Astro (src/server/http/body-limit.ts); the adapter's own limit (1 GiB by default)
  // is set to the largest any route accepts, so nothing reaching it unread can be larger.
  adapter: node({ mode: 'middleware', bodySizeLimit: MAX_REQUEST_BODY_BYTES }),
  // No page uses Astro's sessions. Left unset, the Node adapter would give them a store on each
  // instance's own disk, which several instances cannot share; the null driver stores nothing, so a
  // page that starts to use sessions finds they do not persist and must choose a shared driver.
  // (`sessionDrivers` builds each built-in driver from this same specifier, but its types leave
  // `null` out.)
  session: { driver: { entrypoint: 'unstorage/drivers/null' } },
  integrations: [
    // First: writes the schemas' doc comments the editor's configuration imports.
    contentEditor(),
    react(),
    inlineScripts(),
    imageEndpoint(),
    interactionDirective(),
    clientChunks(),
    sitemap({
      filter: (page) => inSitemap(new URL(page).pathname),
      // Pages with forms are rendered on demand (a fresh idempotency key per visit). The integration
      // adds on-demand routes without parameters itself (so notInSitemap must name the ones that
      // are not pages); naming the form pages keeps them listed whatever that rule becomes.
      customPages: [...listedFormPages.map((page) => page.path), ...onDemandToolPages].map(
        (path) => new URL(path, env.SITE_URL).href,
      ),
    }),
    socialImage(),
    // Before the search index, buildInfo's precompression and the service worker's precache list.
    pageStyles(),
    // Before buildInfo: it precompresses the search index's text files with the rest of the build.
    siteSearch(),
    buildInfo(buildTimeConfig(env)),
    // After buildInfo: reads the build id it records in dist/build.json.
    serviceWorker(),
  ],
  // Form posts are origin-checked by the server before Astro (src/server/http/request-guards.ts), which
  // also accepts SITE_URL / ALLOWED_ORIGINS and honours TRUST_PROXY; Astro's check would refuse every
  // post behind an https proxy, as it compares with the internal http URL.
  security: { checkOrigin: false },
  prefetch: { prefetchAll: false },
  // Every size is made at build (src/lib/server-only/images/picture.ts). AVIF effort 2: files a third
  // smaller than effort 0 (a 720 px hero 7.9 KB against 11.6 KB at the same quality), which decides
  // whether a phone's first picture arrives in the first round trip of its connection; the build
  // takes about 30 s longer. Sharp's default, 4, halves them again at 25 times the time. Colour at
  // half resolution (4:2:0, as photographs are), not sharp's 4:4:4: 3 % smaller files and a quarter
  // less encoding time, and at 720 px the renders' labels and displays look the same.
  image: {
    service: {
      entrypoint: 'astro/assets/services/sharp',
      config: { avif: { effort: 2, chromaSubsampling: '4:2:0' }, webp: { effort: 3 } },
    },
  },
  server: { port: env.PORT },
  devToolbar: { enabled: false },
});
