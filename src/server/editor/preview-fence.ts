/**
 * What fences the preview renderer in (preview-child.ts applies it, preview-renderer.ts and the
 * preview route use the header): the secret every request to it must carry, and the files Vite may
 * serve. Importing this runs nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header that carries the per-start secret (the proxy adds it; nobody else knows it). */
export const PREVIEW_SECRET_HEADER = 'x-cirrus-preview-secret';

/** What the renderer sends its server on the IPC channel once it listens: the port. */
export interface RendererReady {
  ready: number;
}

/** Folders of the checkout Vite may serve files from (the fonts under node_modules too). */
export const PREVIEW_ALLOWED_DIRS = [
  'src',
  'public',
  'node_modules/@fontsource',
  'node_modules/@fontsource-variable',
] as const;

/** What Vite never serves, even inside an allowed folder. */
export const PREVIEW_DENIED = [
  '.env',
  '.env.*',
  '*.{crt,pem,key}',
  '**/.git/**',
  '**/data/**',
  '**/*.{sqlite,sqlite3,db}',
  '**/*.{sqlite,sqlite3,db}-*',
];

/** The guard: every request without the secret is refused. */
export function secretGuard(secret: string) {
  const expected = Buffer.from(secret);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const given = req.headers[PREVIEW_SECRET_HEADER];
    const bytes = Buffer.from(typeof given === 'string' ? given : '');
    if (bytes.length === expected.length && timingSafeEqual(bytes, expected)) {
      next();
      return;
    }
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end('Forbidden.');
  };
}
