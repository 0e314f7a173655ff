/**
 * `npm start` serves the build with NODE_ENV=development, where Astro renders on-demand pages with its
 * development island bootstrap, not the one the prerendered pages carry. Every inline script of the
 * on-demand rebate planner, rendered by the real server in development, must be allowed by the page's
 * own Content-Security-Policy: the planner's island stops otherwise (and the age question never
 * appears). Needs a build (`npm run build:test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/integrations/build-info.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

let site: SiteProcess;

beforeAll(async () => {
  site = await startSiteProcess({ NODE_ENV: 'development' });
}, 60_000);

afterAll(async () => {
  await site?.stop();
});

describe('the rebate planner under npm start (development)', () => {
  it('every inline script on the on-demand page is in its Content-Security-Policy', async () => {
    const response = await fetch(
      new URL(
        '/rebates?postcode=2150&current=old-reverse-cycle&tenure=owner-occupier&product=aura-3-5kw-reverse-cycle-split-system',
        site.url,
      ),
    );
    const html = await response.text();
    // No age yet: the page answers 400 with the question the island then keeps asking.
    expect(response.status).toBe(400);
    expect(html).toContain('astro-island');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(1);
    for (const hash of hashes) expect(scriptSrc).toContain(`'${hash}'`);
  });
});
