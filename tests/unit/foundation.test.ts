import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEnv, startNotices } from '../../src/config/env';
import { site } from '../../src/config/site';
import { inlineScriptHashes } from '../../src/integrations/build-info';
import { pageDataKey, pageDataUrl } from '../../src/lib/page-data';
import { serialiseJsonLd } from '../../src/lib/seo';
import { staticQuery } from '../../src/lib/server-only/static-queries';
import { cacheControlForPath } from '../../src/server/http/cache-policy';
import { buildContentSecurityPolicy } from '../../src/server/http/security-headers';

describe('configuration', () => {
  it('runs on defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.DATABASE_URL).toBe('data/cirrus.sqlite');
    expect(env.DATALAYER_PLATFORM).toBe('gatsby');
    expect(env.ROUTE_CHANGE_EVENT).toBe('gatsby-route-change');
    expect(env.GTM_ID).toBeUndefined();
    // Fail closed: production unless development is asked for (`npm start` asks for it).
    expect(env.NODE_ENV).toBe('production');
  });

  it('names every bad variable in one message', () => {
    expect(() => loadEnv({ PORT: '99999', SITE_URL: 'not a url', GTM_ID: 'UA-1' })).toThrow(
      /PORT[\s\S]*SITE_URL[\s\S]*GTM_ID/,
    );
  });

  it('says at start when SITE_URL is unset outside production: mail links and .ics UIDs name localhost', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(startNotices(loadEnv({ NODE_ENV }), { NODE_ENV })).toEqual([
        expect.stringMatching(
          /^SITE_URL is not set: links in the mail this server sends, and the UID of each calendar \(\.ics\) invitation, use http:\/\/localhost:4321/,
        ),
      ]);
    }
    const set = { NODE_ENV: 'development', SITE_URL: 'https://staging.example.com.au' };
    expect(startNotices(loadEnv(set), set)).toEqual([]);
  });

  it('splits and checks the allowed origins list', () => {
    expect(loadEnv({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).ALLOWED_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'https://a.example,nope' })).toThrow(/ALLOWED_ORIGINS/);
  });
});

describe('site configuration', () => {
  it('carries the colours the specification fixes, and the accent the tokens give the brand mark', () => {
    expect(site.colours).toEqual({ theme: '#004A60', background: '#E1EAEC', accent: '#E07A1F' });
    const tokens = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');
    expect(tokens.toLowerCase()).toContain(`--cc-color-accent-500: ${site.colours.accent.toLowerCase()}`);
  });
});

describe('content security policy', () => {
  it('allows our hashed inline scripts and configured third parties only', () => {
    const csp = buildContentSecurityPolicy({
      scriptHashes: ['sha256-abc='],
      tagManagerOrigin: 'https://www.googletagmanager.com',
      chatOrigin: 'https://chat.example',
      identityOrigin: 'https://login.example',
      https: true,
    });
    // 'wasm-unsafe-eval' is WebAssembly only (the site search); JavaScript eval stays blocked.
    expect(csp).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=' https://www.googletagmanager.com https://chat.example",
    );
    expect(csp).not.toMatch(/[\s']unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://login.example");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
  });

  it('hashes executable inline scripts but not JSON-LD or external scripts', () => {
    const html =
      '<script>window.a=1</script><script type="application/ld+json">{"@type":"Thing"}</script><script type="module" src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual(['sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=']);
  });
});

describe('caching rules', () => {
  it.each([
    ['/_astro/index.abc123.js', 'public, max-age=31536000, immutable'],
    ['/page-data/sq/d/0123456789abcdef.json', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'no-cache'],
    ['/sw-extension-f9f1ebaa80.js', 'public, max-age=31536000, immutable'],
    ['/products.html', 'public, max-age=60, must-revalidate'],
    ['/page-data/index/page-data.json', 'public, max-age=60, must-revalidate'],
    ['/favicon.svg', 'public, max-age=3600'],
    ['/pagefind/pagefind.js', 'no-cache'],
    ['/pagefind/pagefind-entry.json', 'no-cache'],
    ['/pagefind/wasm.en.pagefind', 'no-cache'],
    ['/pagefind/pagefind.en_3539e90faa.pf_meta', 'public, max-age=31536000, immutable'],
    ['/pagefind/index/en_4691fe8.pf_index', 'public, max-age=31536000, immutable'],
    ['/pagefind/fragment/en_73d1404.pf_fragment', 'public, max-age=31536000, immutable'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlForPath(path)).toBe(expected);
  });
});

describe('page data addresses', () => {
  it('maps the home page to index and keeps nested paths', () => {
    expect(pageDataKey('/')).toBe('index');
    expect(pageDataUrl('/products/ducted-air-conditioners')).toBe(
      '/page-data/products/ducted-air-conditioners/page-data.json',
    );
  });

  it('names a static query by the hash of its content', () => {
    const a = staticQuery('x', { a: 1 });
    expect(a.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(staticQuery('x', { a: 1 }).hash).toBe(a.hash);
    expect(staticQuery('x', { a: 2 }).hash).not.toBe(a.hash);
  });
});

describe('JSON-LD', () => {
  it('cannot be closed early by content', () => {
    const out = serialiseJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
});
