/**
 * Reading static-query documents (`/page-data/sq/d/{hash}.json`) in the browser. Kept apart from
 * the page-data schema (`page-data.ts`, zod) so islands that read only these ship no zod.
 */

export function staticQueryUrl(hash: string) {
  return `/page-data/sq/d/${hash}.json`;
}

/**
 * Reads a static query document. A missing document, a network failure, or a body that is not
 * valid JSON all count as not found (null); checking the shape is the reader's job.
 */
export async function fetchStaticQuery<T>(hash: string, init?: RequestInit): Promise<T | null> {
  try {
    const response = await fetch(staticQueryUrl(hash), init);
    if (!response.ok) return null;
    return JSON.parse(await response.text()) as T;
  } catch {
    return null;
  }
}
