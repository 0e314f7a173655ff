/**
 * Security headers set on every response: static files, pages, the API and error pages alike;
 * static subresources (scripts, styles, images, fonts, data) then lose the policies only a document
 * or a worker applies, about 1 KB a response. The Content-Security-Policy is written here by hand: our own inline scripts are allowed by the
 * SHA-256 hashes the build records, third parties only by the origins configuration names.
 */
import type { ServerResponse } from 'node:http';

export interface CspSources {
  /** `'sha256-…'` tokens of every inline script the build emitted. */
  scriptHashes: readonly string[];
  /** Google Tag Manager origin, when a container is configured. */
  tagManagerOrigin?: string | null;
  /** Chat messenger script origin, when configured. */
  chatOrigin?: string | null;
  /**
   * Origins of the dealer map's hosted style and its tiles, glyphs and sprite, when MAP_STYLE_URL is
   * set: fetched (connect-src) and drawn (img-src) by MapLibre, from the page and its worker.
   */
  mapOrigins?: readonly string[];
  /** Identity provider origin (popup, silent iframe, token endpoint). */
  identityOrigin?: string | null;
  /** Whether the site is served over https (adds upgrade-insecure-requests). */
  https: boolean;
}

const unique = (values: readonly (string | null | undefined | false)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Origins the dealer map's hosted style loads from: the style's own and any others configured
 * (MAP_TILE_ORIGINS); none without a style, so an unset MAP_STYLE_URL lets nothing in.
 */
export function hostedMapOrigins(
  styleUrl: string | null | undefined,
  others: readonly string[] = [],
): string[] {
  if (!styleUrl) return [];
  return unique([styleUrl, ...others].map(originOf));
}

export function buildContentSecurityPolicy(sources: CspSources): string {
  const thirdPartyScripts = unique([sources.tagManagerOrigin, sources.chatOrigin]);
  const mapOrigins = unique(sources.mapOrigins ?? []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the site search (Pagefind, /pagefind/) compile its WebAssembly, in its
    // worker or on the page when no worker can start. It allows WebAssembly only: JavaScript eval()
    // and new Function() stay blocked, and scripts still need 'self' or a hash.
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...sources.scriptHashes.map((hash) => `'${hash}'`),
      ...thirdPartyScripts,
    ],
    // Inline style attributes come from React islands and Tag Manager tags; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: the portal shows a proof of purchase it fetched with the staff token as an object URL,
    // which only the page's own script can make: no other origin is let in.
    'img-src': unique(["'self'", 'data:', 'blob:', ...thirdPartyScripts, ...mapOrigins]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", sources.identityOrigin, ...thirdPartyScripts, ...mapOrigins]),
    'frame-src': unique([sources.identityOrigin, sources.chatOrigin]).concat(
      sources.identityOrigin || sources.chatOrigin ? [] : ["'none'"],
    ),
    // The hosted map's worker is the site's own file (src/islands/dealer-locator/map/HostedBase.tsx
    // sets its URL), started from it, not from a blob: URL, so 'self' is all it needs.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (sources.https) policy.push('upgrade-insecure-requests');
  policy.push('report-uri /api/csp-report');
  return policy.join('; ');
}

export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)', // the dealer locator may offer "use my location"
  'payment=()',
  'usb=()',
  // (No `interest-cohort`: FLoC was withdrawn, and Chrome logs the unknown feature as an error.)
].join(', ');

/**
 * Applies the fixed headers; call before anything writes the response. Every answer starts with
 * `Cross-Origin-Opener-Policy`; a public page the build rendered drops it (dropOpenerPolicy).
 */
export function applySecurityHeaders(res: ServerResponse, csp: string, https: boolean) {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', permissionsPolicy);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}

/** Policies a browser applies only to a document or a worker; a script, style or image ignores them. */
const documentOnlyHeaders = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
] as const;

/**
 * Workers take their CSP from their own script's response ('wasm-unsafe-eval' for the search; the
 * hosted map's tile origins for MapLibre's worker, which fetches the tiles).
 */
const WORKER_SCRIPT =
  /^\/(sw\.js|(workbox|sw-extension)-[\w-]+\.js|pagefind\/pagefind-worker\.js|_astro\/maplibre-gl-worker\.[\w-]+\.mjs)$/;
/**
 * Files only ever loaded into a page, never shown as one. SVG and HTML are left out: opened
 * directly, they are documents and can run script.
 */
const SUBRESOURCE =
  /\.(m?js|css|woff2?|png|jpe?g|webp|avif|gif|ico|json|webmanifest|wasm|pagefind|pf_(index|fragment|filter|meta))$/i;

export function isSubresourcePath(pathname: string): boolean {
  return SUBRESOURCE.test(pathname) && !WORKER_SCRIPT.test(pathname);
}

/**
 * `Cross-Origin-Opener-Policy` keeps a window that opened ours (or that ours opened, bar our own
 * popups: the identity provider's) from holding a reference to it. That matters where a person's
 * data or a session is on the page: every page rendered on demand (the forms, the status checks,
 * My home, the planner's answers), and the portal's and the editor's, prerendered shells that
 * fetch it. A public page the build rendered is the same document for everyone, and goes without:
 * with it, Chromium commits the page in a renderer process of its own, and creating that process's
 * first JavaScript context was the longest task of a first visit on a phone's CPU
 * (docs/performance.md, "The opener policy"). A person's page reached from a public one through
 * the client router lives in the public page's document, without the header (decision 0010 says
 * why that is accepted).
 */
export function dropOpenerPolicy(res: ServerResponse) {
  res.removeHeader('Cross-Origin-Opener-Policy');
}

/** A request for a page (no extension, or `.html`), as opposed to a file such as robots.txt. */
export function isPagePath(pathname: string): boolean {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !name.includes('.') || name.endsWith('.html');
}

/** For a static subresource: drops the document-only policies; nosniff and the referrer policy stay. */
export function dropDocumentPolicies(res: ServerResponse) {
  for (const name of documentOnlyHeaders) res.removeHeader(name);
}
