/**
 * The dealer map's hosted style, from the run-time configuration every page already fetches
 * (`/page-data/app-data.json`, as Tag Manager's and chat's settings): null when MAP_STYLE_URL is
 * unset, or when the configuration cannot be read (offline), which means the embedded map.
 */
import { appData } from '../../client/app-data';

export async function hostedStyleUrl(): Promise<string | null> {
  return (await appData())?.config.mapStyleUrl ?? null;
}
