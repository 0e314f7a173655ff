/**
 * Warranty registration over HTTP against the real built server (`npx astro build` first), posted
 * multipart as a browser without JavaScript does, on SQLite and, with TEST_DATABASE_URL, PostgreSQL:
 * the proof of purchase checked by its content, an oversized file refused with memory flat, the
 * serials checked against their range's format, and one registration per serial.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import {
  auraSerials,
  formPaths,
  postForm,
  referenceOf,
  validAnswers,
  warrantyAnswers,
} from '../support/lead-posts.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { executableFile, heicFile, htmlFile, jpegFile, pdfFile } from '../support/upload-files.ts';

const path = formPaths.warranty;
const MB = 1024 * 1024;

const errorText = (html: string, id: string) =>
  new RegExp(`<p id="${id}-error"[^>]*>(?:<span[^>]*>Error: </span>)?([^<]*)</p>`).exec(html)?.[1];

/** Peak resident memory of a process so far, bytes (Linux). */
const peakMemory = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) * 1024;

describe.each(databaseKinds)('warranty registration on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let handle: DatabaseHandle;
  const registrations = async () =>
    Number(
      (
        await handle.db
          .selectFrom('warranty_registrations')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    database = await kind.create();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      FORM_RATE_LIMIT: '0',
      // Three posts race for one serial from this one address (upload-limits.test.ts tests the cap).
      UPLOAD_SLOTS_PER_CLIENT: '3',
      // Every byte a client sends now counts towards its day, cut streams too: the twelve 60 MB
      // streams below would spend it (upload-limits.test.ts and upload-fairness.test.ts test it).
      UPLOAD_CLIENT_MB_PER_DAY: '0',
    });
    handle = await openDatabase(database.url);
  });

  afterAll(async () => {
    if (process.env.DEBUG_SITE) console.log(site?.output().slice(-4000));
    await site?.stop();
    await handle?.close();
    await database?.drop();
  });

  it('renders a multipart form with the file field last and each range’s serial format in the hints', async () => {
    const html = await (await fetch(new URL('/warranty', site.url))).text();
    expect(/<form[^>]*action="\/warranty\/register"[^>]*>/.exec(html)?.[0]).toMatch(
      /enctype="multipart\/form-data"/i,
    );
    expect(html).toMatch(/<input[^>]*type="file"[^>]*>/);
    expect(html.indexOf('name="proofOfPurchase"')).toBeGreaterThan(html.indexOf('name="state"'));
    // Examples from the warranty terms, one per range.
    for (const example of ['CEI-2411-04217', 'CAI-2503-18842', 'COU-2409-00562', 'CAO-2503-18842'])
      expect(html).toContain(example);
  });

  it('stores a registration with its proof, serials and the dealer its installer licence names', async () => {
    const answers = { ...warrantyAnswers(), dealer: 'Some shop', installerLicence: 'l084215' };
    const response = await postForm(site.url, path, { body: answers });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    const row = await handle.db
      .selectFrom('warranty_registrations as w')
      .innerJoin('leads as l', 'l.id', 'w.lead_id')
      .innerJoin('lead_files as f', 'f.lead_id', 'w.lead_id')
      .select(['w.status', 'w.model', 'w.dealer_id', 'f.media_type', 'f.file_name', 'f.byte_size', 'l.id'])
      .where('l.reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'received',
      model: 'CCA-W25R',
      dealer_id: 'parramatta-air-and-climate',
      media_type: 'image/png',
      file_name: 'invoice.png',
    });
    expect(row.byte_size).toBeGreaterThan(50);
    const serials = await handle.db
      .selectFrom('warranty_serials')
      .select(['serial', 'unit'])
      .where('lead_id', '=', row.id)
      .orderBy('unit')
      .execute();
    expect(serials).toEqual([
      { serial: answers.serialNumber, unit: 'indoor' },
      { serial: answers.outdoorSerialNumber, unit: 'outdoor' },
    ]);
  });

  it.each([
    ['a JPEG photo', 'receipt.jpg', jpegFile(), 'image/jpeg'],
    ['a HEIC photo from a phone', 'IMG_0042.HEIC', heicFile(), 'image/heic'],
    ['a PDF invoice', 'invoice.pdf', pdfFile(), 'application/pdf'],
    // The name does not decide: a PNG called .pdf is still a PNG.
    ['a PDF named as a photo', 'scan.jpg', pdfFile(), 'application/pdf'],
  ])('accepts %s, typed by its content', async (_label, name, bytes, mediaType) => {
    const response = await postForm(site.url, path, {
      body: validAnswers('warranty'),
      file: { name, bytes },
    });
    expect(response.status).toBe(303);
    const file = await handle.db
      .selectFrom('lead_files as f')
      .innerJoin('leads as l', 'l.id', 'f.lead_id')
      .select(['f.media_type'])
      .where('l.reference', '=', referenceOf(response) ?? '')
      .executeTakeFirstOrThrow();
    expect(file.media_type).toBe(mediaType);
  });

  it.each([
    [
      'an executable renamed invoice.pdf',
      { name: 'invoice.pdf', type: 'application/pdf', bytes: executableFile() },
      /isn’t a JPEG, PNG, HEIC or PDF/,
    ],
    [
      'a web page named photo.png',
      { name: 'photo.png', type: 'image/png', bytes: htmlFile() },
      /isn’t a JPEG, PNG, HEIC or PDF/,
    ],
    ['an empty file', { name: 'invoice.pdf', bytes: new Uint8Array(0) }, /isn’t a JPEG, PNG, HEIC or PDF/],
    ['no file at all', null, /Attach a photo or scan of your invoice or receipt/],
  ])('refuses %s with a 400, the form kept and nothing stored', async (_label, file, message) => {
    const before = await registrations();
    const answers = validAnswers('warranty');
    const response = await postForm(site.url, path, { body: answers, file });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(errorText(html, 'warranty-proofOfPurchase')).toMatch(message);
    expect(html).toContain(`value="${answers.serialNumber}"`);
    expect(html).toContain('value="Di Smith"');
    expect(html).toContain('href="#warranty-proofOfPurchase"');
    expect(await registrations()).toBe(before);
  });

  it('refuses an 11 MB file with a 400 and the form kept, and cuts 60 MB streams off, memory flat', async () => {
    const pid = site.child.pid ?? 0;
    const before = await registrations();
    const answers = validAnswers('warranty');
    const big = new Uint8Array(11 * MB);
    big.set(pdfFile());
    const postBig = async () => {
      const response = await postForm(site.url, path, {
        body: answers,
        file: { name: 'invoice.pdf', type: 'application/pdf', bytes: big },
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(errorText(html, 'warranty-proofOfPurchase')).toMatch(/larger than 10 MB/);
      expect(html).toContain('value="Di Smith"');
      expect(html).toContain(`value="${answers.serialNumber}"`);
    };
    // The first one sizes the server's buffers; from then on its peak memory stays where it is.
    await postBig();
    const peakBefore = peakMemory(pid);
    await postBig();
    await postBig();
    // Posts sent without a length, far past the upload limit: each is cut off at the limit while it
    // streams. After a few, the server's peak memory stops rising: later ones offer 480 MB and add
    // less than a few files' worth, where holding them would take 16 MB each at the least.
    const postStream = async () => {
      const boundary = 'cirrus-test-boundary';
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nDi Smith\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="proofOfPurchase"; filename="huge.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      let sent = 0;
      const chunk = new Uint8Array(MB);
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(head);
          if (sent >= 60) controller.close();
          else controller.enqueue(chunk);
          sent += 1;
        },
      });
      const answer = await fetch(new URL(path, site.url), {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          Origin: new URL(site.url).origin,
        },
        body: stream,
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit)
        .then(async (response) => ({ status: response.status, html: await response.text() }))
        // The cut can also come while the 413's page is still being read: the client was still
        // sending when the server closed, and the whole exchange ends with the write's EPIPE.
        .catch(() => ({ status: 0, html: '' }));
      // 413 with the form and what it had read (or the connection cut while the client still sends).
      expect([413, 0]).toContain(answer.status);
      if (answer.status === 413) expect(answer.html).toContain('value="Di Smith"');
      expect(sent).toBeLessThan(60);
    };
    for (let round = 0; round < 4; round += 1) await postStream();
    const warmedUp = peakMemory(pid);
    for (let round = 0; round < 8; round += 1) await postStream();
    expect(peakMemory(pid) - warmedUp).toBeLessThan(40 * MB);
    expect(peakMemory(pid) - peakBefore).toBeLessThan(100 * MB);
    expect(await registrations()).toBe(before);
    expect((await fetch(new URL('/healthz', site.url))).status).toBe(200);
  });

  it.each([
    [
      'an indoor serial of another range',
      { serialNumber: 'CEI-2411-04217' },
      'warranty-serialNumber',
      /Aura indoor unit serial number: it looks like CAI-2503-18842/,
    ],
    [
      'an outdoor serial in the wrong format',
      { outdoorSerialNumber: 'CAO-25-3' },
      'warranty-outdoorSerialNumber',
      /it looks like CAO-2503-18842/,
    ],
    [
      'no outdoor serial for a split system',
      { outdoorSerialNumber: '' },
      'warranty-outdoorSerialNumber',
      /Enter the outdoor unit’s serial number, e.g. CAO-2503-18842/,
    ],
    [
      'an outdoor serial for a window unit',
      { model: 'CCB-X16C', serialNumber: 'CBI-2410-20931', outdoorSerialNumber: 'CBO-2410-20931' },
      'warranty-outdoorSerialNumber',
      /single unit/,
    ],
    [
      'a model number not in the catalogue',
      { model: 'XYZ-123' },
      'warranty-model',
      /don’t recognise that model number/,
    ],
  ])('refuses %s, showing the right format', async (_label, change, id, message) => {
    const before = await registrations();
    const response = await postForm(site.url, path, { body: { ...validAnswers('warranty'), ...change } });
    expect(response.status).toBe(400);
    expect(errorText(await response.text(), id)).toMatch(message);
    expect(await registrations()).toBe(before);
  });

  it('registers a single-unit heater with its one serial', async () => {
    const { outdoorSerialNumber: _none, ...answers } = warrantyAnswers();
    const response = await postForm(site.url, path, {
      body: { ...answers, model: 'cch-4s20e', serialNumber: `chu-2406-${String(Date.now()).slice(-5)}` },
    });
    expect(response.status).toBe(303);
  });

  it('refuses a second registration of a serial without telling anything of the first, storing nothing', async () => {
    const first = await postForm(site.url, path, { body: validAnswers('warranty') });
    const firstAnswers = warrantyAnswers();
    const original = await postForm(site.url, path, { body: firstAnswers });
    expect([first.status, original.status]).toEqual([303, 303]);
    const before = await registrations();
    // Another owner (or the same one again, in a new form) with the indoor serial, then the outdoor one.
    for (const serials of [
      { serialNumber: firstAnswers.serialNumber, outdoorSerialNumber: auraSerials().outdoorSerialNumber },
      { serialNumber: auraSerials().serialNumber, outdoorSerialNumber: firstAnswers.outdoorSerialNumber },
    ]) {
      const again = await postForm(site.url, path, {
        body: { ...validAnswers('warranty'), name: 'Eve Park', ...serials },
      });
      // Already registered, and how to reach us: not the earlier reference, nor anything of its owner.
      expect(again.status).toBe(409);
      const html = await again.text();
      expect(errorText(html, 'warranty-serialNumber')).toBe(
        'This system (its indoor or outdoor serial number) is already registered: each system registers once. If it is yours and you didn’t register it, call us on 1300 247 787 or email hello@cirrusclimate.com.au and we’ll sort it out',
      );
      expect(html).not.toContain(referenceOf(original));
      expect(html).not.toContain(firstAnswers.name);
    }
    expect(await registrations()).toBe(before);
  });

  it('registers each serial once when two posts race for it', async () => {
    const answers = validAnswers('warranty');
    const before = await registrations();
    const responses = await Promise.all(
      ['Fay Lim', 'Gus Roy', 'Hal Ito'].map((name) =>
        postForm(site.url, path, { body: { ...answers, name } }),
      ),
    );
    // One registers; the others are told it is already registered.
    expect(responses.map((response) => response.status).sort()).toEqual([303, 409, 409]);
    expect(await registrations()).toBe(before + 1);
  });
});
