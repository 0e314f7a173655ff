/**
 * Slow uploads from a few addresses no longer close uploads to everyone (issue 51, finding 3), on
 * the real built server: with every slot held by uploads that have stalled, a new upload takes the
 * slowest one's slot (which is answered 503 with a sentence saying why) instead of being refused;
 * and the bytes of an upload are charged to its client's day as they arrive, so one cut short is
 * not free.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newSubmissionKey, postMultipart, warrantyAnswers } from '../support/lead-posts';
import { rawUpload } from '../support/raw-upload';
import { type SiteProcess, startSiteProcess } from '../support/site-process';
import { pngFile } from '../support/upload-files';

const MB = 1024 * 1024;
const PUBLIC_ORIGIN = 'https://www.cirrus.test';
/** Behind a trusted proxy, so each test client is its own address (X-Forwarded-For). */
const behindProxy = { TRUST_PROXY: 'true', SITE_URL: PUBLIC_ORIGIN, FORM_RATE_LIMIT: '0' };

const stalledUpload = (siteUrl: string, address: string, fileBytes = 64 * 1024) =>
  rawUpload(siteUrl, '/warranty/register', {
    fields: { submissionKey: newSubmissionKey(), ...warrantyAnswers() },
    fileField: 'proofOfPurchase',
    head: pngFile(),
    fileBytes,
    stall: true,
    origin: PUBLIC_ORIGIN,
    headers: { 'X-Forwarded-For': address },
  });

const postFrom = (siteUrl: string, address: string, fileBytes = 0) =>
  postMultipart(siteUrl, '/warranty/register', {
    body: warrantyAnswers(),
    file: {
      name: 'invoice.png',
      type: 'image/png',
      bytes: Buffer.concat([pngFile(), Buffer.alloc(fileBytes)]),
    },
    origin: PUBLIC_ORIGIN,
    headers: { 'X-Forwarded-For': address },
  });

/** Files in the server's temporary upload folders (under the TMPDIR it was given). */
const uploadFiles = (tempRoot: string) =>
  readdirSync(tempRoot)
    .filter((name) => name.startsWith('cirrus-uploads-'))
    .flatMap((dir) => readdirSync(join(tempRoot, dir)));

let site: SiteProcess | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

describe('slow uploads and everyone else', () => {
  it('with every slot held by stalled uploads, a new upload takes the slowest one’s slot rather than being refused', async () => {
    const tempRoot = mkdtempSync(join(tmpdir(), 'cirrus-upload-test-'));
    site = await startSiteProcess({
      ...behindProxy,
      UPLOAD_CONCURRENCY: '2',
      // No pace to keep: the stalled uploads would hold their slots until the request timeout.
      UPLOAD_MIN_BYTES_PER_SECOND: '0',
      UPLOAD_RATE_GRACE_SECONDS: '1',
      TMPDIR: tempRoot,
    });
    const url = site.url;
    const stalled = [stalledUpload(url, '198.51.100.1'), stalledUpload(url, '198.51.100.2')];
    // Both hold a slot: their files are on disk.
    await expect.poll(() => uploadFiles(tempRoot).length, { timeout: 20_000 }).toBe(2);
    // Another visitor's upload goes through (once the stalled ones have run a second, slower than
    // the preemption pace); on the old server every attempt got 503 until the request timeout.
    await expect
      .poll(async () => (await postFrom(url, '198.51.100.3')).status, { timeout: 30_000, interval: 500 })
      .toBe(303);
    // The slowest stalled upload was stopped, with a sentence saying why.
    const first = await Promise.race(stalled.map((upload) => upload.done));
    expect(first.status).toBe(503);
    expect(first.response).toContain('Your file was arriving very slowly while others were waiting');
    expect(first.response).toMatch(/Retry-After: 30/i);
    for (const upload of stalled) upload.socket.destroy();
  }, 120_000);

  it('with a cap per network, neighbouring addresses hold at most that many uploads; other networks go on', async () => {
    const tempRoot = mkdtempSync(join(tmpdir(), 'cirrus-upload-test-'));
    site = await startSiteProcess({
      ...behindProxy,
      UPLOAD_SLOTS_PER_NETWORK: '2',
      UPLOAD_RATE_GRACE_SECONDS: '600',
      TMPDIR: tempRoot,
    });
    const url = site.url;
    const stalled = [stalledUpload(url, '198.51.100.1'), stalledUpload(url, '198.51.100.2')];
    await expect.poll(() => uploadFiles(tempRoot).length, { timeout: 20_000 }).toBe(2);
    // A third address of the same /24: refused before its body is read.
    const neighbour = await postFrom(url, '198.51.100.3');
    expect(neighbour.status).toBe(429);
    expect(await neighbour.text()).toContain('Your connection is already sending us files');
    // IPv6: by /48, so another /64 of the same /48 counts there too; another network goes through.
    expect((await postFrom(url, '203.0.113.9')).status).toBe(303);
    expect((await postFrom(url, '2001:db8:1:2::1')).status).toBe(303);
    for (const upload of stalled) upload.socket.destroy();
  }, 120_000);

  it('charges an upload’s bytes to its client’s day as they arrive, one cut short included', async () => {
    site = await startSiteProcess({
      ...behindProxy,
      UPLOAD_CLIENT_MB_PER_DAY: '1',
      // A stalled upload is cut within a couple of seconds.
      UPLOAD_MIN_BYTES_PER_SECOND: '100000',
      UPLOAD_RATE_GRACE_SECONDS: '1',
    });
    const url = site.url;
    // 0.9 MB arrives, then nothing: the server cuts it (408 or a closed connection).
    const cut = await stalledUpload(url, '198.51.100.1', Math.round(0.9 * MB)).done;
    expect([408, 400, null]).toContain(cut.status);
    // What it brought counts: the same client's next 0.3 MB goes past its megabyte for the day.
    const next = await postFrom(url, '198.51.100.1', 0.3 * MB);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(await next.text()).toContain('You have sent 1 MB of files today');
    // Another client is within its own day.
    expect((await postFrom(url, '198.51.100.2', 0.3 * MB)).status).toBe(303);
  }, 120_000);
});
