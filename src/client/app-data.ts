/**
 * `/page-data/app-data.json` (spec §7 "application data"): the current build id and the run-time
 * client configuration. Fetched once per full load; a failed or malformed answer counts as absent.
 */
import type { RuntimeClientConfig } from '../config/env';

export interface AppData {
  buildId: string;
  config: RuntimeClientConfig;
}

let pending: Promise<AppData | null> | null = null;

export function appData(): Promise<AppData | null> {
  pending ??= fetch('/page-data/app-data.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return null;
      try {
        const data = JSON.parse(await response.text()) as AppData;
        return typeof data?.buildId === 'string' && data.config ? data : null;
      } catch {
        return null; // not valid JSON: treated as not found
      }
    })
    .catch(() => null);
  return pending;
}
