/**
 * The production server as a visitor's browser and an operator see it: headers on every kind of
 * response, compression, caching, the health check, error pages, configuration errors and a
 * graceful shutdown. Runs the real built server (`npm run build` first; `npm test` does).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { isPrivatePagePath } from '../../src/lib/private-pages';
import { builtPages } from '../support/site-pages';
import { projectRoot, type SiteProcess, startSiteProcess } from '../support/site-process';

let site: SiteProcess;
const distDir = join(projectRoot, loadEnv().DIST_DIR);
const buildInfo = JSON.parse(readFileSync(join(distDir, 'build.json'), 'utf8'));
const cssAsset = readdirSync(join(distDir, 'client/_astro')).find((file) => file.endsWith('.css'));

beforeAll(async () => {
  site = await startSiteProcess();
});
afterAll(async () => {
  await site?.stop();
});

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  // WebAssembly only, for the site search's Pagefind; JavaScript eval stays blocked.
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  // Plain http on loopback: no HSTS (it would pin a developer's localhost to https).
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('are on a page, the 404 page, an API answer, the service worker and the search worker', async () => {
    for (const path of [
      '/',
      '/no-such-page',
      '/robots.txt',
      '/healthz',
      '/sw.js',
      '/pagefind/pagefind-worker.js',
      '/favicon.svg',
    ]) {
      const response = await fetch(new URL(path, site.url));
      expectSecurityHeaders(response.headers);
    }
  });

  it('leave the document-only policies off scripts, styles, images and data, keeping nosniff', async () => {
    const script = readdirSync(join(distDir, 'client/_astro')).find((file) => file.endsWith('.js'));
    for (const path of [
      `/_astro/${script}`,
      `/_astro/${cssAsset}`,
      '/og-image.png',
      '/page-data/faqs/page-data.json',
      '/manifest.webmanifest',
    ]) {
      const response = await fetch(new URL(path, site.url));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBeNull();
      expect(response.headers.get('permissions-policy'), path).toBeNull();
      expect(response.headers.get('x-frame-options'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    // A missing script is answered by the 404 page, a document: it keeps every policy.
    expectSecurityHeaders((await fetch(new URL('/_astro/no-such-file.js', site.url))).headers);
  });

  it('isolate from other windows the pages with a person’s data or a session, not the public pages', async () => {
    const openerPolicy = async (path: string) =>
      (await fetch(new URL(path, site.url))).headers.get('cross-origin-opener-policy');
    // Rendered on demand: a form, the planner's answers, a lead's thank-you, a status check, the 404.
    for (const path of [
      '/warranty/register',
      '/rebates?postcode=3150',
      '/thank-you?ref=CC-ABCDEF',
      '/service/status',
      '/no-such-page',
    ])
      expect(await openerPolicy(path), path).toBe('same-origin-allow-popups');
    // The portal's and the editor's prerendered shells, however their address is written.
    for (const path of ['/portal', '/portal/lead', '/editor', '/%65ditor', '/portal/lead.html'])
      expect(await openerPolicy(path), path).toBe('same-origin-allow-popups');
    // Public pages the build rendered, the same document for everyone.
    for (const path of ['/', '/products/wall-mounted-air-conditioning', '/faqs', '/faqs.html'])
      expect(await openerPolicy(path), path).toBeNull();
  });

  it('serve no prerendered page that shows a person’s data outside the portal and the editor', () => {
    // The server's rule above judges a prerendered page by its address alone: a page declared
    // personal (BaseLayout's `personal`) must be rendered on demand, or sit under a private path.
    const personal = builtPages()
      .filter(({ html }) => /<html[^>]*\sdata-personal/.test(html.slice(0, 2_000)))
      .map(({ name }) => `/${name.replace(/\.html$/, '')}`);
    expect(personal).toContain('/portal/lead');
    expect(personal.filter((path) => !isPrivatePagePath(path))).toEqual([]);
  });

  it('allow exactly the inline scripts the build recorded', async () => {
    const response = await fetch(site.url);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(buildInfo.scriptHashes.length).toBeGreaterThan(0);
    for (const hash of buildInfo.scriptHashes) expect(csp).toContain(`'${hash}'`);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year and HTML for a minute with revalidation', async () => {
    const asset = await fetch(new URL(`/_astro/${cssAsset}`, site.url));
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(site.url);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await fetch(site.url, { headers: { 'If-None-Match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
  });
});

describe('the site search index', () => {
  const indexFile = (pattern: RegExp, dir = '') =>
    readdirSync(join(distDir, 'client/pagefind', dir)).find((file) => pattern.test(file));

  it('is served with the headers Pagefind needs: script as JavaScript, chunks immutable, the rest revalidated', async () => {
    const script = await fetch(new URL('/pagefind/pagefind.js', site.url));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('no-cache');
    // A script loaded into the page: nosniff, not the page's policies; its worker carries them.
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    const worker = await fetch(new URL('/pagefind/pagefind-worker.js', site.url));
    expect(worker.headers.get('content-security-policy')).toContain("'wasm-unsafe-eval'");
    const chunk = await fetch(new URL(`/pagefind/index/${indexFile(/\.pf_index$/, 'index')}`, site.url));
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await fetch(new URL(`/pagefind/${indexFile(/\.pf_meta$/)}`, site.url));
    expect(meta.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression', () => {
  it('sends brotli or gzip as the client accepts', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await new Promise<{ encoding?: string; vary?: string }>((resolve, reject) => {
        request(new URL('/', site.url), { headers: { 'Accept-Encoding': encoding } }, (res) => {
          res.resume();
          resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary });
        })
          .on('error', reject)
          .end();
      });
      expect(response.encoding).toBe(encoding);
      expect(response.vary).toMatch(/Accept-Encoding/i);
    }
  });
});

describe('pages and errors', () => {
  it('answers an unknown path with 404 and the branded page', async () => {
    const response = await fetch(new URL('/this-page-does-not-exist', site.url));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('We couldn’t find that page');
  });

  it('answers HEAD with the status GET would give and no body', async () => {
    const found = await fetch(site.url, { method: 'HEAD' });
    expect(found.status).toBe(200);
    expect(await found.text()).toBe('');
    const missing = await fetch(new URL('/missing-page', site.url), { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('gives every portal page an h1 in the server HTML, before sign-in is checked', async () => {
    const pages: [path: string, heading: string][] = [
      ['/portal', 'Leads inbox'],
      ['/portal/lead?ref=CC-ABC123', 'Lead'],
      ['/portal/overview', 'Team overview'],
      ['/portal/installs', 'Installations'],
    ];
    for (const [path, heading] of pages) {
      const html = await (await fetch(new URL(path, site.url))).text();
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
  });

  it('reports health with the build id', async () => {
    const response = await fetch(new URL('/healthz', site.url));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', buildId: buildInfo.buildId });
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const text = await (await fetch(new URL('/robots.txt', site.url))).text();
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
  });
});

describe('configuration', () => {
  it('refuses a bad value and names the variable', () => {
    const result = spawnSync(process.execPath, ['src/server/main.ts'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, PORT: 'eighty', GTM_ID: 'not-a-container' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('GTM_ID');
    expect(result.stdout).not.toContain('listening');
  });
});

describe('a static file gone while the server runs', () => {
  it('is answered 404, and the server keeps serving', async () => {
    // A build folder of its own: the real build's files linked in, beside one file this test owns.
    const dir = mkdtempSync(join(tmpdir(), 'cirrus-dist-'));
    symlinkSync(join(distDir, 'server'), join(dir, 'server'));
    copyFileSync(join(distDir, 'build.json'), join(dir, 'build.json'));
    mkdirSync(join(dir, 'client'));
    for (const entry of readdirSync(join(distDir, 'client')))
      symlinkSync(join(distDir, 'client', entry), join(dir, 'client', entry));
    writeFileSync(join(dir, 'client/leaving.txt'), 'here at start-up\n');
    const own = await startSiteProcess({ DIST_DIR: dir });
    try {
      expect((await fetch(new URL('/leaving.txt', own.url))).status).toBe(200);
      // Gone after the server listed its files (a deploy or a publish replacing them).
      rmSync(join(dir, 'client/leaving.txt'));
      const gone = await fetch(new URL('/leaving.txt', own.url));
      expect(gone.status).toBe(404);
      expect(gone.headers.get('cache-control')).toBe('no-store');
      expect(own.child.exitCode).toBeNull();
      expect((await fetch(new URL('/healthz', own.url))).status).toBe(200);
      expect((await fetch(new URL('/', own.url))).status).toBe(200);
    } finally {
      await own.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight at SIGTERM, then exits 0', async () => {
    const own = await startSiteProcess();
    const body = JSON.stringify({
      'csp-report': { 'blocked-uri': 'inline', 'violated-directive': 'script-src' },
    });
    const answer = new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        new URL('/api/csp-report', own.url),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/csp-report', 'Content-Length': body.length },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', reject);
      // Half the body now, SIGTERM, the rest later: the request is in flight during shutdown.
      req.write(body.slice(0, 20));
      setTimeout(() => {
        own.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 400);
      }, 200);
    });
    expect(await answer).toBe(204);
    expect(await own.stop()).toBe(0);
    expect(own.output()).toContain('draining');
  });

  it('answers readiness 503 "draining" on a connection it is still serving, so a balancer takes it out of rotation', async () => {
    const own = await startSiteProcess();
    const { port, hostname } = new URL(own.url);
    const socket = connect({ port: Number(port), host: hostname });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // The request has begun (so the connection is not idle and survives the close), and ends only
    // once the process has logged that it is draining.
    socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n');
    const draining = new Promise<void>((resolve) => {
      const onData = () => {
        if (own.output().includes('draining in-flight')) resolve();
      };
      own.child.stdout?.on('data', onData);
      own.child.stderr?.on('data', onData);
    });
    own.child.kill('SIGTERM');
    await draining;
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('\r\n');
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toMatch(/retry-after: 5/i);
    expect(answer).toContain('"status":"draining"');
    expect(await own.stop()).toBe(0);
  });
});

/** A request exactly as given (fetch would not send a forged Host). */
function rawRequest(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(site.url);
    const req = request(
      { host: url.hostname, port: url.port, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('what the server takes from the client as given', () => {
  it('refuses a form post whose Origin matches only a Host header it chose (DNS rebinding)', async () => {
    const body = 'name=Alex+Brown&email=alex%40example.com&message=Hello';
    const form = {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(body.length),
    };
    const forged = await rawRequest('/contact-us', {
      method: 'POST',
      headers: { ...form, Host: 'evil.example', Origin: 'http://evil.example' },
      body,
    });
    expect(forged.status).toBe(403);
    // The site opened on this machine under its own loopback name still posts.
    const own = new URL(site.url);
    const local = await rawRequest('/contact-us', {
      method: 'POST',
      headers: { ...form, Host: own.host, Origin: own.origin },
      body,
    });
    expect(local.status).not.toBe(403);
  });

  it('never adopts a client’s X-Request-Id: without a trusted proxy every request gets an id of its own', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const chosen of ['edge-7Fq2-0042', 'a'.repeat(65), '{"msg":"forged"}', 'alex@example.com']) {
      const answer = await fetch(new URL('/healthz', site.url), { headers: { 'X-Request-Id': chosen } });
      expect(answer.headers.get('x-request-id')).toMatch(uuid);
    }
    // A last request whose log line is known by its path: every line before it has been written.
    const probe = `/request-id-probe-${randomUUID()}`;
    await fetch(new URL(probe, site.url), { headers: { 'X-Request-Id': 'edge-7Fq2-0042' } });
    await expect.poll(() => site.output()).toContain(`"path":"${probe}"`);
    expect(site.output()).not.toContain('edge-7Fq2-0042');
    expect(site.output()).not.toContain('{\\"msg\\":\\"forged\\"}');
    expect(site.output()).not.toContain('alex@example.com');
  });

  it('keeps a trusted proxy’s safe X-Request-Id in the response and the log, and replaces anything else', async () => {
    const proxied = await startSiteProcess({ TRUST_PROXY: 'true' });
    try {
      const kept = await fetch(new URL('/healthz', proxied.url), {
        headers: { 'X-Request-Id': 'edge-7Fq2-0042' },
      });
      expect(kept.headers.get('x-request-id')).toBe('edge-7Fq2-0042');
      await expect.poll(() => proxied.output()).toContain('"requestId":"edge-7Fq2-0042"');
      for (const bad of ['a'.repeat(65), '{"msg":"forged"}', 'id with spaces']) {
        const answer = await fetch(new URL('/healthz', proxied.url), { headers: { 'X-Request-Id': bad } });
        expect(answer.headers.get('x-request-id')).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        );
      }
    } finally {
      await proxied.stop();
    }
  });

  it('logs a CSP report as one short line without its query, and throttles the reports of a client', async () => {
    const report = (blocked: string) =>
      fetch(new URL('/api/csp-report', site.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': {
            'document-uri': `${site.url}/thank-you?ref=CQ-7HK2-9RTD`,
            'blocked-uri': blocked,
            'violated-directive': 'script-src',
            'original-policy': 'x'.repeat(5_000),
          },
        }),
      });
    const logged = () =>
      site
        .output()
        .split('\n')
        .filter((entry) => entry.includes('"msg":"csp violation"'));
    const first = await report(`https://cdn.example/${'a'.repeat(5_000)}`);
    expect(first.status).toBe(204);
    await expect.poll(() => logged().length).toBe(1);
    const [line = ''] = logged();
    expect(line.length).toBeLessThan(1_000);
    expect(line).toContain('"violated-directive":"script-src"');
    expect(line).toContain('/thank-you"');
    expect(line).not.toContain('CQ-7HK2-9RTD');
    expect(line).not.toContain('original-policy');
    // Ten a minute from one client; the eleventh is refused and not logged.
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await report('inline')).status);
    expect(statuses).toEqual([...Array(9).fill(204), 429]);
    const refused = await report('inline');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect.poll(() => logged().length).toBe(10);
  });
});
