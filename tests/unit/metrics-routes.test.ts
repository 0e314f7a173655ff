/**
 * Route labels of the request metrics: a bounded set whatever paths clients ask for.
 */
import { describe, expect, it } from 'vitest';
import { routeLabel } from '../../src/server/metrics';

describe('route labels', () => {
  it('fold hashed assets, lead references, 404s and page redirects into one label each', () => {
    expect(routeLabel('/faqs', 200)).toBe('/faqs');
    expect(routeLabel('/_astro/index.Ab12Cd.js', 200)).toBe('/_astro/*');
    expect(routeLabel('/api/portal/leads/CC-ABCDEF', 200)).toBe('/api/portal/leads/:reference');
    expect(routeLabel('/api/portal/leads/CC-ABCDEF/notes', 201, 'POST')).toBe(
      '/api/portal/leads/:reference/notes',
    );
    expect(routeLabel('/no-such-page-1234', 404)).toBe('unmatched');
    expect(routeLabel('/anything/', 301)).toBe('redirect');
    // A form post's redirect to the thank-you page keeps its form's route.
    expect(routeLabel('/get-a-quote', 303, 'POST')).toBe('/get-a-quote');
  });
});
