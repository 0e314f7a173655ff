/**
 * Entry point of `npm start` (after the build): validates the configuration, loads the built
 * Astro handler and serves the site. Runs under Node's TypeScript type stripping, no compile step.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadEnv, runtimeClientConfig } from '../config/env.ts';
import { readBuildInfo } from './build-info.ts';
import { appDataRoute } from './http/app-data-route.ts';
import { buildContentSecurityPolicy, originOf } from './http/security-headers.ts';
import { type AstroHandler, createSiteServer } from './http/site-server.ts';
import { createLogger } from './log.ts';

const root = resolve(import.meta.dirname, '../..');
const logger = createLogger({ service: 'cirrus-site' });

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const distDir = resolve(root, env.DIST_DIR);
const buildFile = resolve(distDir, 'build.json');
const entryFile = resolve(distDir, 'server/entry.mjs');
if (!existsSync(buildFile) || !existsSync(entryFile))
  fail('No build found: run `npm run build` (or `npm start`).');
const buildInfo = readBuildInfo(buildFile);

// The adapter must not start its own server: this process wraps its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(pathToFileURL(entryFile).href)) as { handler: AstroHandler };

const https = new URL(env.SITE_URL).protocol === 'https:';
const csp = buildContentSecurityPolicy({
  scriptHashes: buildInfo.scriptHashes,
  tagManagerOrigin: env.GTM_ID ? originOf(env.GTM_ORIGIN) : null,
  chatOrigin: originOf(env.CHAT_SCRIPT_URL),
  identityOrigin: originOf(env.AUTH0_DOMAIN ?? `http://localhost:${env.DEV_IDP_PORT}`),
  https,
});

const site = createSiteServer({
  astroHandler: handler,
  clientDir: resolve(distDir, 'client'),
  buildId: buildInfo.buildId,
  csp,
  https,
  logger,
  locals: (requestId) => ({ requestId }),
  routes: [appDataRoute(buildInfo.buildId, runtimeClientConfig(env))],
});

site.server.listen(env.PORT, env.HOST, () => {
  const address = site.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info('listening', { url: `http://${env.HOST}:${port}`, buildId: buildInfo.buildId });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down: draining in-flight requests', { signal });
  await site.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
