/**
 * Fewer script requests per page: the small modules every page's scripts import statically (the
 * router's prefetch helper, Vite's preload helper, the login hint, the compare toggles and their
 * store) go into one `site` chunk instead of one file each. Left apart, `/` made 14 script
 * requests before its load event for 13.6 KB of code; each request also costs its headers.
 * Only the browser build is grouped; modules loaded on demand (islands, login, search) stay out.
 */
import type { AstroIntegration } from 'astro';

/** Module ids of the shared start-up code; everything else keeps the bundler's own chunks. */
const SITE_MODULES = [
  /astro[\\/]dist[\\/]prefetch[\\/]/,
  /vite[\\/]preload-helper/,
  /src[\\/]islands[\\/]auth[\\/](hint|popup)\.ts$/,
  /src[\\/]islands[\\/]compare[\\/](compare-elements|store)\.ts$/,
  /src[\\/]lib[\\/](compare|product-labels)\.ts$/,
  /nanostores[\\/]atom[\\/]/,
];

export function clientChunks(): AstroIntegration {
  return {
    name: 'cirrus:client-chunks',
    hooks: {
      // Astro 7 builds every target through one Vite builder: the browser's is its `client` environment.
      'astro:build:setup': ({ updateConfig }) => {
        updateConfig({
          environments: {
            client: {
              build: {
                rolldownOptions: {
                  output: {
                    codeSplitting: {
                      groups: [
                        { name: 'site', test: (id: string) => SITE_MODULES.some((re) => re.test(id)) },
                      ],
                    },
                  },
                },
              },
            },
          },
        });
      },
    },
  };
}
