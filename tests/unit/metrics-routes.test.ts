/**
 * Route labels of the request metrics: a bounded set whatever paths clients ask for. The routes are
 * recorded as Astro resolves them (dist/build.json); here a few of them, as Astro writes them.
 */
import { describe, expect, it } from 'vitest';
import { createRouteTable, routeLabel } from '../../src/server/http/route-table';

const table = createRouteTable([
  { pattern: '/faqs', regex: '^\\/faqs\\/?$' },
  { pattern: '/get-a-quote', regex: '^\\/get-a-quote\\/?$' },
  {
    pattern: '/api/portal/leads/[reference]/notes',
    regex: '^\\/api\\/portal\\/leads\\/([^/]+?)\\/notes\\/?$',
  },
  { pattern: '/api/portal/leads/[reference]', regex: '^\\/api\\/portal\\/leads\\/([^/]+?)\\/?$' },
  {
    pattern: '/warranty/certificate/[token].pdf',
    regex: '^\\/warranty\\/certificate\\/([^/]+?)\\.pdf\\/?$',
  },
  {
    pattern: '/products/[category]/[product]',
    regex: '^\\/products\\/([^/]+?)\\/([^/]+?)\\/?$',
  },
  { pattern: '/products/[...category]', regex: '^\\/products(?:\\/(.*?))?\\/?$' },
]);

describe('route labels', () => {
  it('name a request by its route’s pattern, never by the path it asked for', () => {
    expect(routeLabel(table, '/faqs', 200)).toBe('/faqs');
    expect(routeLabel(table, '/api/portal/leads/CC-ABCDEF', 200)).toBe('/api/portal/leads/[reference]');
    expect(routeLabel(table, '/api/portal/leads/CC-ABCDEF/notes', 201, 'POST')).toBe(
      '/api/portal/leads/[reference]/notes',
    );
    expect(routeLabel(table, `/warranty/certificate/${'a'.repeat(32)}.pdf`, 200)).toBe(
      '/warranty/certificate/[token].pdf',
    );
    expect(routeLabel(table, '/products/split-systems/aura-wall-split', 200)).toBe(
      '/products/[category]/[product]',
    );
    expect(routeLabel(table, '/products/split-systems', 200)).toBe('/products/[...category]');
  });

  it('fold what no route answers into a few fixed labels', () => {
    expect(routeLabel(table, '/_astro/index.Ab12Cd.js', 200)).toBe('/_astro/*');
    expect(routeLabel(table, '/pagefind/fragment/en_1.pf_fragment', 200)).toBe('/pagefind/*');
    expect(routeLabel(table, '/favicon.ico', 200)).toBe('static');
    expect(routeLabel(table, '/no-such-page-1234', 404)).toBe('unmatched');
    expect(routeLabel(table, '/anything/', 301)).toBe('redirect');
    // Refusals before any route (401, 403 from the origin check, 413) of an invented path.
    expect(routeLabel(table, '/api/portal/x7f3k', 401)).toBe('unmatched');
    expect(routeLabel(table, '/x7f3k', 403, 'POST')).toBe('unmatched');
    expect(routeLabel(table, '/x7f3k', 200, 'POST')).toBe('unmatched');
    expect(routeLabel(table, '/healthz', 200, 'GET', new Set(['/healthz']))).toBe('/healthz');
    // A form post's redirect to the thank-you page keeps its form's route.
    expect(routeLabel(table, '/get-a-quote', 303, 'POST')).toBe('/get-a-quote');
  });
});
