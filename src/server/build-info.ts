/**
 * What the build recorded about itself (dist/build.json): its id, the hashes of its inline
 * scripts for the CSP, a fingerprint of the build-time configuration it embedded, and its routes.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { builtRouteSchema } from './http/route-table.ts';

export const buildInfoSchema = z.object({
  /** Changes on every build; pages carry it so clients can notice a new deploy. */
  buildId: z.string().min(1),
  /** When the build finished (ISO time). */
  builtAt: z.string(),
  /** SHA-256 of the build-time configuration the pages embed (npm start rebuilds when it changes). */
  configFingerprint: z.string(),
  /** CSP source tokens (`sha256-…`) of every inline script in the built HTML. */
  scriptHashes: z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]+=*$/)),
  /**
   * Every page and endpoint in Astro's priority order, which metrics and logs name requests by
   * (src/server/http/route-table.ts). A build without them labels every request `unmatched`.
   */
  routes: z.array(builtRouteSchema).default([]),
});

export type BuildInfo = z.infer<typeof buildInfoSchema>;

export function readBuildInfo(file: string): BuildInfo {
  return buildInfoSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
