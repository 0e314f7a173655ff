/**
 * `/page-data/app-data.json`: the build id and the client's run-time configuration (spec §7,
 * "application data, includes compilation hash"). Answered by the server rather than built, so a
 * deployment changes Tag Manager or chat settings without a rebuild.
 */
import type { RuntimeClientConfig } from '../../config/env.ts';
import { cacheControl } from './cache-policy.ts';
import type { RouteHandler } from './site-server.ts';

export const APP_DATA_PATH = '/page-data/app-data.json';

/** `buildId`: the served build's id, or a function that reads it (the editing instance swaps builds). */
export function appDataRoute(buildId: string | (() => string), config: RuntimeClientConfig): RouteHandler {
  const idOf = typeof buildId === 'function' ? buildId : () => buildId;
  return (req, res) => {
    if ((req.url ?? '').split('?')[0] !== APP_DATA_PATH) return false;
    const body = JSON.stringify({ buildId: idOf(), config });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return true;
    }
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl.document,
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
