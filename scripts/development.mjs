/**
 * The quick start's choice of environment. The server runs in production unless NODE_ENV says
 * otherwise (src/config/env.ts), so a deployment that forgets it gets no development identity
 * provider and no content editor. `npm start` and `npm run idp` are also the quick start on a
 * developer's machine: with NODE_ENV unset and no identity provider configured (AUTH0_DOMAIN) they
 * run in development, and say so. A configured AUTH0_DOMAIN means a real deployment: production.
 */
export function developmentUnlessDeployed(script) {
  if (process.env.NODE_ENV || process.env.AUTH0_DOMAIN) return;
  process.env.NODE_ENV = 'development';
  console.log(
    `${script}: NODE_ENV is not set, so this runs in development (the development identity provider and the content editor on this checkout). Deployments set NODE_ENV=production.`,
  );
}
