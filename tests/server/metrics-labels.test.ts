/**
 * What a client without credentials can make the metrics hold: requests to thousands of invented
 * paths (401s from the portal API, 403s from the origin check, posts without an Origin, unknown
 * certificates) leave `/metrics` the same size, and no certificate token or lead reference reaches
 * a metric or a log line.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceAlphabet } from '../../src/server/leads/schema';
import { type SiteProcess, startSiteProcess } from '../support/site-process';

const MB = 1024 * 1024;
let site: SiteProcess;
let metricsUrl: string;

beforeAll(async () => {
  site = await startSiteProcess({ FORM_RATE_LIMIT: '0' });
  metricsUrl = /"msg":"metrics listening"[^\n]*"url":"([^"]+)"/.exec(site.output())?.[1] ?? '';
});
afterAll(async () => {
  await site?.stop();
});

const randomPath = () => randomBytes(9).toString('base64url');
const reference = () =>
  `CC-${Array.from({ length: 6 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')}`;
const token = () => randomBytes(24).toString('base64url');

/** The labels of every request series (`method`, `route`, `status`), one string each. */
function requestSeries(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .filter((line) => line.startsWith('http_request'))
      .map((line) => line.replace(/\s[\d.e+-]+$/, '')),
  );
}

const rss = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

describe('request metrics', () => {
  it('stay bounded whatever paths are asked for, and never hold a token or a reference', async () => {
    const sent = { references: [] as string[], tokens: [] as string[] };
    /** One request of each kind an attacker can vary endlessly. */
    const round = () => {
      const ref = reference();
      const certificate = token();
      sent.references.push(ref);
      sent.tokens.push(certificate);
      const at = (path: string) => new URL(path, site.url);
      const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
      return Promise.all([
        // 401: the portal API without a token.
        fetch(at(`/api/portal/${randomPath()}`)),
        fetch(at(`/api/portal/leads/${ref}`)),
        // 403: a form post from another site, and one with no Origin at all.
        fetch(at(`/${randomPath()}`), {
          method: 'POST',
          headers: { ...form, Origin: 'https://evil.example' },
          body: 'a=1',
        }),
        fetch(at(`/api/portal/leads/${ref}/notes`), { method: 'POST', headers: form, body: 'a=1' }),
        // Not a form: past the origin check, to whatever answers an unknown path.
        fetch(at(`/${randomPath()}`), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        }),
        fetch(at(`/warranty/certificate/${certificate}.pdf`)),
      ]).then((responses) => Promise.all(responses.map((response) => response.arrayBuffer())));
    };
    // Every kind once, so each of their fixed labels exists before the count is taken.
    await round();
    const before = await (await fetch(metricsUrl)).text();
    const pid = site.child.pid ?? 0;
    const rssBefore = rss(pid);
    const rounds = 500;
    for (let batch = 0; batch < rounds; batch += 10) {
      await Promise.all(Array.from({ length: 10 }, round));
    }
    const after = await (await fetch(metricsUrl)).text();
    const rssAfter = rss(pid);
    console.info(
      `metrics: ${rounds * 6} requests to invented paths; /metrics ${before.length} → ${after.length} bytes, ` +
        `${requestSeries(before).size} → ${requestSeries(after).size} request series; ` +
        `RSS ${(rssBefore / MB).toFixed(0)} → ${(rssAfter / MB).toFixed(0)} MB`,
    );
    expect(requestSeries(after)).toEqual(requestSeries(before));
    // Only counts changed: a few digits more, not a line per path.
    expect(after.length - before.length).toBeLessThan(2_000);
    const output = site.output();
    for (const secret of [...sent.references, ...sent.tokens]) {
      expect(after).not.toContain(secret);
      expect(output).not.toContain(secret);
    }
    // The requests were logged, with the secrets replaced.
    expect(output).toContain('/warranty/certificate/[token].pdf');
    expect(output).toContain('CC-[reference]');
  }, 180_000);
});
