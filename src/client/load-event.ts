/**
 * Time since the page's load event, for what the spec times from it (the analytics page-load
 * event, the first prefetch batch). The page's scripts start after that event on a full load
 * (src/client/start.ts), so a delay counted from their start would come late.
 */

/** Milliseconds since the page's load event ended; 0 before it has. */
export function sinceLoadEvent(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd ? performance.now() - navigation.loadEventEnd : 0;
}
