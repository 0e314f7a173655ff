/**
 * The built server as an operator runs it in production: readiness beside liveness, Prometheus
 * metrics on their own loopback port, configuration errors that never print a secret, paths with
 * an inner `//`, and portal pages whose policy allows no third party.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, validAnswers } from '../support/lead-posts';
import { type SiteProcess, startSiteProcess } from '../support/site-process';

let site: SiteProcess;
/** Where the process said its metrics are. */
let metricsUrl: string;

beforeAll(async () => {
  site = await startSiteProcess({
    GTM_ID: 'GTM-TEST123',
    GTM_ORIGIN: 'https://tags.example',
    CHAT_SCRIPT_URL: 'https://chat.example/boot.js',
    FORM_RATE_LIMIT: '1',
  });
  // Logged before "listening", which startSiteProcess waits for.
  metricsUrl = /"msg":"metrics listening"[^\n]*"url":"([^"]+)"/.exec(site.output())?.[1] ?? '';
});
afterAll(async () => {
  await site?.stop();
});

describe('health', () => {
  it('answers liveness and readiness, never cached', async () => {
    const live = await fetch(new URL('/healthz', site.url));
    expect(live.status).toBe(200);
    const ready = await fetch(new URL('/readyz', site.url));
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});

describe('metrics', () => {
  it('are served on loopback, on their own port, not on the site', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(new URL(site.url).port);
    expect((await fetch(new URL('/metrics', site.url))).status).toBe(404);
  });

  it('count requests by route, leads stored, rate-limit refusals and the outbox', async () => {
    await fetch(new URL('/faqs', site.url));
    expect((await postForm(site.url, '/contact-us', { body: validAnswers('contact') })).status).toBe(303);
    expect((await postForm(site.url, '/contact-us', { body: validAnswers('contact') })).status).toBe(429);
    const response = await fetch(metricsUrl);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/faqs",status="200"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/faqs"\} \d+/);
    expect(text).toMatch(/leads_stored_total\{type="contact"\} 1/);
    expect(text).toMatch(/rate_limit_refusals_total\{limit="form"\} 1/);
    // No SMTP server configured: the lead's email waits.
    expect(text).toMatch(/outbox_backlog 1/);
    expect(text).toMatch(/outbox_failed 0/);
    expect(text).toMatch(/routing_timeouts_total 0/);
  });
});

/** A GET of a path exactly as written (fetch would read `//host/…` as another host). */
function getRaw(path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('paths with an inner //', () => {
  it('answer like their normalised form, never 5xx', async () => {
    const api = await getRaw('/api/portal//me');
    expect(api.status).toBe(401);
    expect(String(api.headers['www-authenticate'])).toMatch(/^Bearer/);
    expect((await getRaw('//faqs')).status).toBe(200);
    for (const path of [
      '//api//csp-report',
      '/api/auth//config',
      '/portal//overview',
      '/a//b//c',
      '/products//',
    ]) {
      expect((await getRaw(path)).status).toBeLessThan(500);
    }
  });
});

describe('portal pages', () => {
  it('allow no third-party origin, while public pages allow the configured ones', async () => {
    const publicPolicy = (await fetch(site.url)).headers.get('content-security-policy') ?? '';
    expect(publicPolicy).toContain('https://tags.example');
    expect(publicPolicy).toContain('https://chat.example');
    for (const path of ['/portal', '/portal/lead?ref=CC-ABCDEF', '/portal/overview']) {
      const policy = (await fetch(new URL(path, site.url))).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain('tags.example');
      expect(policy).not.toContain('chat.example');
    }
  });
});

describe('configuration errors', () => {
  it('never print the password of a bad SMTP_URL', async () => {
    const failure = await startSiteProcess(
      { SMTP_URL: 'smtp://mailer:Hunter2 secret@bad host:25' },
      15_000,
    ).catch((error: Error) => error.message);
    expect(failure).toMatch(/SMTP_URL/);
    expect(failure).toContain('smtp://mailer:***@');
    expect(failure).not.toMatch(/Hunter2|secret/);
  });

  it('require an https AUTH0_DOMAIN in production', async () => {
    const failure = await startSiteProcess(
      { NODE_ENV: 'production', AUTH0_DOMAIN: 'http://cirrus.au.auth0.com' },
      15_000,
    ).catch((error: Error) => error.message);
    expect(failure).toMatch(/AUTH0_DOMAIN: must be an https:\/\/ URL with NODE_ENV=production/);
  });

  it('require SITE_URL in production, where mail would otherwise link to localhost', async () => {
    for (const nodeEnv of ['production', '']) {
      const failure = await startSiteProcess(
        { NODE_ENV: nodeEnv, AUTH0_DOMAIN: 'https://127.0.0.1:9' },
        15_000,
      ).then(
        async (started) => {
          await started.stop();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/exited with 1/);
      expect(failure).toMatch(/SITE_URL: not set: a production server needs its public origin/);
    }
  });
});

describe('SITE_URL unset outside production', () => {
  it('is said at start: mail links and calendar UIDs name localhost', async () => {
    const site = await startSiteProcess({});
    try {
      await expect
        .poll(() => site.output())
        .toMatch(/SITE_URL is not set: links in the mail this server sends, and the UID of each calendar/);
    } finally {
      await site.stop();
    }
    const named = await startSiteProcess({ SITE_URL: 'http://localhost:4321' });
    try {
      await expect.poll(() => named.output()).toMatch(/listening/);
      expect(named.output()).not.toContain('SITE_URL is not set');
    } finally {
      await named.stop();
    }
  });
});

describe('NODE_ENV unset means production', () => {
  // The test processes set NODE_ENV=test (site-process.ts); an empty value is the variable unset.
  it('does not start the development identity provider', async () => {
    const outcome = await startSiteProcess({ NODE_ENV: '', SITE_URL: 'http://localhost:4321' }, 15_000).then(
      async (started) => {
        await started.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/development identity provider does not start with NODE_ENV=production/);
  });

  it('has no content editor on a deployed checkout with a real tenant', async () => {
    const deployed = await startSiteProcess({
      NODE_ENV: '',
      AUTH0_DOMAIN: 'https://127.0.0.1:9',
      SITE_URL: 'http://localhost:4321',
    });
    try {
      const origin = new URL(deployed.url).origin;
      for (const [path, init] of [
        ['/keystatic', {}],
        ['/api/keystatic/tree', { headers: { 'no-cors': '1' } }],
        ['/api/editor/publish', {}],
        ['/api/editor/session', { method: 'POST', headers: { origin } }],
      ] as const) {
        const answer = await fetch(new URL(path, deployed.url), { ...init, redirect: 'manual' });
        expect(answer.status, path).toBe(404);
      }
    } finally {
      await deployed.stop();
    }
  });
});
