/**
 * The site's routes as the build recorded them (dist/build.json: each page's and endpoint's pattern,
 * such as `/products/[category]/[product]`, with Astro's own regular expression), matched against a
 * request's path. Metrics and request logs name a request by its route, never by the raw path: a
 * client can invent endless paths but not endless routes, and a path may carry a secret (a
 * certificate's token, a lead's reference) that no metric may keep. (Log lines are redacted as they
 * are written: src/server/log.ts.)
 */
import { z } from 'zod';

export const builtRouteSchema = z.object({
  /** Astro's pattern, e.g. `/warranty/certificate/[token].pdf`. */
  pattern: z.string(),
  /** Source of Astro's regular expression for it. */
  regex: z.string(),
});
export type BuiltRoute = z.infer<typeof builtRouteSchema>;

export interface RouteTable {
  /** The pattern of the first route (in Astro's priority order) that matches the path. */
  match(path: string): string | null;
}

export function createRouteTable(routes: readonly BuiltRoute[]): RouteTable {
  const compiled = routes.map((route) => ({ pattern: route.pattern, expression: new RegExp(route.regex) }));
  return {
    match: (path) => compiled.find((route) => route.expression.test(path))?.pattern ?? null,
  };
}

/** Paths answered by the server itself, before Astro (health, readiness, app data, publishing). */
export type ServerPaths = ReadonlySet<string>;

/**
 * A request's route as a metrics label, from a bounded set: the matched route's pattern, one label
 * each for hashed assets and the search index, `redirect` for a page redirect (any path may
 * redirect), `static` for the files served as they are (public/), and `unmatched` for everything
 * else, including every 404.
 */
export function routeLabel(
  table: RouteTable,
  path: string,
  status: number,
  method = 'GET',
  serverPaths: ServerPaths = new Set(),
): string {
  const read = method === 'GET' || method === 'HEAD';
  if (status === 404) return 'unmatched';
  if (status >= 300 && status < 400 && status !== 304 && read) return 'redirect';
  if (serverPaths.has(path)) return path;
  if (path.startsWith('/_astro/')) return '/_astro/*';
  if (path.startsWith('/pagefind/')) return '/pagefind/*';
  const route = table.match(path);
  if (route) return route;
  // Only a file that exists answers a read without a route: a fixed set, one label.
  if (read && ((status >= 200 && status < 300) || status === 304)) return 'static';
  return 'unmatched';
}
