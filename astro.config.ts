import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { buildTimeConfig, loadEnv } from './src/config/env';
import { buildInfo } from './src/integrations/build-info';
import { socialImage } from './src/integrations/social-image';

const env = loadEnv();

export default defineConfig({
  site: env.SITE_URL,
  output: 'static',
  outDir: env.DIST_DIR,
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  // Our own server wraps the handler (src/server/main.ts); the adapter only builds it.
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    sitemap({ filter: (page) => !/\/(thank-you|offline|portal|500)$/.test(page) }),
    socialImage(),
    buildInfo(buildTimeConfig(env)),
  ],
  prefetch: { prefetchAll: false },
  server: { port: env.PORT },
  devToolbar: { enabled: false },
});
