/**
 * Warranty certificates on a real server process: one client holding sixteen connections on one
 * certificate link no longer holds every other request (the PDF is drawn once, in a worker thread,
 * and `/healthz` answers while the sixteen wait); a certificate is served from the cache after that
 * (one file per registration version); and one client asking for more certificates at once than
 * PDF_PER_CLIENT gets 429 with Retry-After and a sentence, the others drawn.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBusyMessage } from '../../src/server/pdf/pdf-busy.ts';
import { sqliteKind, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { formPaths, postForm, referenceOf, warrantyAnswers } from '../support/lead-posts.ts';
import { demoUsers } from '../support/portal-site.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

/** Generous: an event loop held by sixteen drawings answered in 4 to 10 s; a free one in milliseconds. */
const HEALTHZ_BOUND_MS = 2_000;

describe('certificate PDFs on a real server', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let site: SiteProcess;
  let staff: DevTokens;
  const certificates: string[] = [];

  beforeAll(async () => {
    database = await sqliteKind.create();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      FORM_RATE_LIMIT: '50',
      PDF_WORKERS: '1',
      PDF_PER_CLIENT: '2',
    });
    staff = await loginForTokens(await authSettings(site.url), demoUsers.staff, site.url);
    for (let count = 0; count < 4; count += 1) {
      const registered = await postForm(site.url, formPaths.warranty, { body: warrantyAnswers() });
      expect(registered.status).toBe(303);
      const approved = await fetch(
        new URL(`/api/portal/warranty/${referenceOf(registered)}/decision`, site.url),
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${staff.access_token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ status: 'approved' }),
        },
      );
      expect(approved.status).toBe(200);
      certificates.push(((await approved.json()) as { certificateUrl: string }).certificateUrl);
    }
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  it('answers /healthz while one client holds sixteen requests for a certificate, and draws it once', async () => {
    const link = new URL(certificates[0] ?? '', site.url);
    let lastCertificateAt = 0;
    const sixteen = Array.from({ length: 16 }, () =>
      fetch(link).then(async (response) => {
        const bytes = Buffer.from(await response.arrayBuffer());
        lastCertificateAt = performance.now();
        return { status: response.status, type: response.headers.get('content-type'), bytes };
      }),
    );
    const asked = performance.now();
    const health = await fetch(new URL('/healthz', site.url));
    const answeredAt = performance.now();
    expect(health.status).toBe(200);
    expect(answeredAt - asked).toBeLessThan(HEALTHZ_BOUND_MS);

    const answers = await Promise.all(sixteen);
    // It answered while certificates were still on their way.
    expect(answeredAt).toBeLessThan(lastCertificateAt);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/pdf');
      expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(answer.bytes.equals(answers[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
    // Kept: one file for this registration's version, beside the database.
    const kept = readdirSync(join(dirname(database.url), 'certificates'));
    expect(kept.filter((name) => name.endsWith('.pdf'))).toHaveLength(1);

    // Served from the cache: the same document, and healthz still free while sixteen more ask.
    const again = Array.from({ length: 16 }, () => fetch(link).then((response) => response.arrayBuffer()));
    const before = performance.now();
    expect((await fetch(new URL('/healthz', site.url))).status).toBe(200);
    expect(performance.now() - before).toBeLessThan(HEALTHZ_BOUND_MS);
    for (const bytes of await Promise.all(again)) {
      expect(Buffer.from(bytes).equals(answers[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('refuses a client more certificates at once than its limit, with Retry-After and a sentence', async () => {
    const three = certificates.slice(1, 4).map((path) => new URL(path, site.url));
    const answers = await Promise.all(
      three.map(async (link) => {
        const response = await fetch(link);
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          text: Buffer.from(await response.arrayBuffer()).toString('latin1'),
        };
      }),
    );
    const drawn = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(drawn.length).toBe(2);
    expect(refused.length).toBe(1);
    expect(refused[0]?.retryAfter).toBe('30');
    expect(refused[0]?.text).toBe(clientBusyMessage);
    // Once the others have arrived, the refused one is drawn too.
    const retried = await Promise.all(three.map((link) => fetch(link)));
    expect(retried.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(readdirSync(join(dirname(database.url), 'certificates'))).toHaveLength(4);
  });
});
