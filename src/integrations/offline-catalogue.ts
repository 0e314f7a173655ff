/**
 * The list behind "Keep the catalogue offline": every product, category, FAQ and fault code page of the build, every owner's guide,
 * each page's page-data document, the data documents the tools read (`/page-data/sq/`) and the
 * card-size pictures of the products (AVIF, every width a card may pick), written
 * to `/offline-catalogue.json` with the bytes each will take. Larger pictures are kept as they are
 * seen (the worker's image cache). The worker stores each document
 * gzipped (about a fifth of the pages' size) and unpacks it when it serves one, so the whole
 * catalogue fits the 4 MB budget (src/service-worker/catalogue.ts).
 */
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CatalogueManifest } from '../service-worker/messages';

export const CATALOGUE_MANIFEST_FILE = 'offline-catalogue.json';

/** Files of the build that make up the catalogue, relative to the client folder. */
const CATALOGUE_FILES = [
  'products.html',
  'products/**/*.html',
  'faqs.html',
  'support/fault-codes.html',
  'support/fault-codes/**/*.html',
  'owners-guides/*.pdf',
  'page-data/products/**/page-data.json',
  'page-data/faqs/page-data.json',
  'page-data/sq/d/*.json',
];

/** `products/ducted.html` → `/products/ducted`; page data keeps its file name. */
const urlOf = (file: string) => `/${file.replace(/\.html$/, '')}`;

/** The URLs in the AVIF `srcset` of every product card picture in the listings' page data. */
function cardPictureUrls(clientDir: string): string[] {
  const urls = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const picture = record.picture as { sources?: { srcset?: string }[] } | undefined;
      for (const source of picture?.sources ?? []) {
        for (const candidate of (source.srcset ?? '').split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url?.startsWith('/_astro/')) urls.add(url);
        }
      }
      for (const child of Object.values(record)) walk(child);
    }
  };
  for (const file of globSync('page-data/products/**/page-data.json', { cwd: clientDir })) {
    walk(JSON.parse(readFileSync(join(clientDir, file), 'utf8')));
  }
  return [...urls].sort();
}

export async function writeCatalogueManifest(clientDir: string): Promise<CatalogueManifest> {
  const files = CATALOGUE_FILES.flatMap((pattern) => globSync(pattern, { cwd: clientDir })).sort();
  const entries = files.map((file) => {
    // What the worker will store: its own gzip of the document, about the size of the build's
    // precompressed copy. Files the build does not precompress (the owner's guides) are gzipped
    // here, so the size the visitor is shown is what the worker will keep, not the raw file's.
    const gzip = join(clientDir, `${file}.gz`);
    const bytes = existsSync(gzip)
      ? statSync(gzip).size
      : gzipSync(readFileSync(join(clientDir, file))).length;
    return {
      url: urlOf(file),
      type: file.endsWith('.html')
        ? 'text/html; charset=utf-8'
        : file.endsWith('.pdf')
          ? 'application/pdf'
          : 'application/json',
      bytes,
    };
  });
  // Pictures are already compressed: stored as they are.
  for (const url of cardPictureUrls(clientDir)) {
    entries.push({ url, type: 'image/avif', bytes: statSync(join(clientDir, url)).size });
  }
  const manifest: CatalogueManifest = {
    entries,
    bytes: entries.reduce((total, entry) => total + entry.bytes, 0),
  };
  await writeFile(join(clientDir, CATALOGUE_MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}
