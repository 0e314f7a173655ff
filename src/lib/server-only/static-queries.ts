/**
 * Static queries (spec §7 "page-data/sq/d/{hash}.json"): data shared by many pages, published once
 * as a content-hashed JSON document that browsers may cache for a year. Each page-data document
 * lists the hashes it uses in `staticQueryHashes`.
 */
import { createHash } from 'node:crypto';

export interface StaticQuery<T = unknown> {
  /** What the document holds, for readers looking it up by name. */
  name: string;
  /** First 16 hex digits of the SHA-256 of the JSON body. */
  hash: string;
  /** The JSON body as published. */
  json: string;
  data: T;
}

export function staticQuery<T>(name: string, data: T): StaticQuery<T> {
  const json = JSON.stringify(data);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  return { name, hash, json, data };
}
