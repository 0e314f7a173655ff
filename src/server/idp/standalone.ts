/**
 * The development identity provider on its own, for `astro dev` (which does not run main.ts):
 * `npm run idp` (scripts/idp.mjs: in development unless NODE_ENV says otherwise), then `npm run dev`. Listens on DEV_IDP_PORT and accepts
 * logins returning to SITE_URL, ALLOWED_ORIGINS and http://localhost:4321 (Astro's dev port).
 */
import { ConfigError, loadEnv } from '../../config/env.ts';
import { startIdentity } from '../auth/identity.ts';
import { createLogger } from '../log.ts';

const logger = createLogger({ service: 'dev-idp' });
try {
  const env = loadEnv();
  if (env.AUTH0_DOMAIN)
    throw new ConfigError('AUTH0_DOMAIN is set: logins go to that tenant, not to this provider.');
  const identity = await startIdentity(env, logger);
  identity.siteListening(['http://localhost:4321']);
  logger.info('listening', { url: identity.config.domain });
  const stop = () => void identity.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
