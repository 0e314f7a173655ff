/**
 * The lead forms over HTTP against the real built server (`npx astro build` first), on SQLite and,
 * when TEST_DATABASE_URL is set, on PostgreSQL: what is stored, what is refused, and what the
 * visitor sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { createLeadRepository, type LeadRepository } from '../../src/server/leads/repository.ts';
import type { LeadType } from '../../src/server/leads/schema.ts';
import { databaseKinds, sqliteKind, type TestDatabase } from '../support/databases.ts';
import { formPaths, newSubmissionKey, postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

const types: LeadType[] = ['quote', 'installer', 'contact', 'warranty', 'accessibility'];

/** The cookies a response set, as a browser sends them back. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** The start tag of the element with this id. */
const tagWithId = (html: string, id: string) =>
  new RegExp(`<(?:input|select|textarea)[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
const errorText = (html: string, id: string) =>
  new RegExp(`<p id="${id}-error"[^>]*>(?:<span[^>]*>Error: </span>)?([^<]*)</p>`).exec(html)?.[1];

describe.each(databaseKinds)('lead forms over HTTP on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let handle: DatabaseHandle;
  let leads: LeadRepository;
  const total = async () => (await leads.listLeads({})).total;

  beforeAll(async () => {
    database = await kind.create();
    site = await startSiteProcess({ DATABASE_URL: database.url, FORM_RATE_LIMIT: '0' });
    handle = await openDatabase(database.url);
    leads = createLeadRepository(handle);
  });

  afterAll(async () => {
    await site?.stop();
    await handle?.close();
    await database?.drop();
  });

  describe.each(types)('%s form', (type) => {
    it('renders with the schema’s constraints, a fresh key per render, and is never cached', async () => {
      const path = type === 'warranty' ? '/warranty' : formPaths[type];
      const [first, second] = await Promise.all([
        fetch(new URL(path, site.url)),
        fetch(new URL(path, site.url)),
      ]);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      const html = await first.text();
      const key = /name="submissionKey" value="([^"]+)"/.exec(html)?.[1];
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(await second.text()).not.toContain(key);
      expect(html).toContain(`action="${formPaths[type]}"`);
      expect(html).toContain('method="post"');
      expect(html).toContain('href="/privacy-policy"');
      expect(tagWithId(html, `${type}-name`)).toMatch(/required=""[\s\S]*maxLength="80"[\s\S]*pattern=/);
      expect(tagWithId(html, `${type}-email`)).toContain('type="email"');
    });

    it('stores a valid submission and answers 303 to the thank-you page with its reference', async () => {
      const before = await total();
      const response = await postForm(site.url, formPaths[type], { body: validAnswers(type) });
      expect(response.status).toBe(303);
      const reference = referenceOf(response);
      expect(reference).toMatch(/^CC-[2-9A-HJKMNP-Z]{6}$/);
      expect(await total()).toBe(before + 1);
      const lead = await leads.getLeadByReference(reference ?? '');
      expect(lead).toMatchObject({ type, status: 'new', userAgentFamily: 'Other' });
      expect(lead?.history).toHaveLength(1);
      // Quotes and installer requests also go to their nearest dealer, mailed once (written when
      // routing assigns it, before the inbox's notification).
      const routed = type === 'quote' || type === 'installer';
      expect(await leads.notificationsOf(lead?.id ?? 0)).toEqual([
        ...(routed ? [expect.objectContaining({ kind: 'dealer-assignment', status: 'pending' })] : []),
        expect.objectContaining({ kind: 'lead-notification', status: 'pending' }),
      ]);
      expect(lead?.routingState).toBe(routed ? 'waiting' : null);
      // The browser that sent it follows the redirect with the cookie the redirect set.
      const thanks = await fetch(new URL(response.headers.get('location') ?? '', site.url), {
        headers: { cookie: cookieOf(response) },
      });
      expect(thanks.status).toBe(200);
      const page = await thanks.text();
      expect(page).toContain(reference);
      // The thank-you page names the dealer and when to expect contact.
      const dealerName = { quote: 'Eastern Suburbs Comfort Air', installer: 'Collins Climate Consultants' }[
        type as 'quote'
      ];
      if (routed) {
        expect(page).toContain(`${dealerName} in `);
        expect(page).toContain('Expect them to contact you by');
      } else {
        expect(page).not.toContain('Expect them to contact you by');
      }
    });

    // The warranty form carries a file: it is multipart already (its own tests).
    it.runIf(type !== 'warranty')(
      'stores a post a script re-sent as multipart/form-data (the client router does, unless a form names its encoding)',
      async () => {
        const before = await total();
        const body = new FormData();
        body.set('submissionKey', newSubmissionKey());
        for (const [name, value] of Object.entries(validAnswers(type))) body.set(name, value);
        const response = await fetch(new URL(formPaths[type], site.url), {
          method: 'POST',
          headers: { Origin: new URL(site.url).origin },
          body,
          redirect: 'manual',
        });
        expect(response.status).toBe(303);
        expect(referenceOf(response)).toMatch(/^CC-/);
        expect(await total()).toBe(before + 1);
      },
    );

    it('answers 400 with each error beside its field, a summary, and every value kept', async () => {
      const before = await total();
      const answers: Record<string, string> = {
        ...validAnswers(type),
        name: 'R2-D2 <b>',
        email: 'not-an-email',
      };
      const response = await postForm(site.url, formPaths[type], { body: answers });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(await total()).toBe(before);
      for (const [field, message] of [
        ['name', 'Use letters, spaces, apostrophes and hyphens only'],
        ['email', 'Enter an email address like name@example.com'],
      ]) {
        const id = `${type}-${field}`;
        expect(errorText(html, id)).toBe(message);
        const control = tagWithId(html, id);
        expect(control).toContain('aria-invalid="true"');
        expect(control).toMatch(new RegExp(`aria-describedby="[^"]*${id}-error`));
        expect(html).toContain(`<a href="#${id}">${message}</a>`);
      }
      expect(html).toMatch(/role="alert" tabindex="-1" autofocus=""/);
      expect(html).toContain('<title>Error: ');
      expect(tagWithId(html, `${type}-name`)).toContain('value="R2-D2 &lt;b&gt;"');
      expect(tagWithId(html, `${type}-email`)).toContain('value="not-an-email"');
      if (answers.postcode !== undefined)
        expect(tagWithId(html, `${type}-postcode`)).toContain(`value="${answers.postcode}"`);
    });

    it('stores one row for a double submit and returns the first reference to a resubmit', async () => {
      const key = newSubmissionKey();
      const before = await total();
      // One set of answers: a warranty registration's serials are fresh on every call.
      const answers = validAnswers(type);
      const [first, second] = await Promise.all([
        postForm(site.url, formPaths[type], { key, body: answers }),
        postForm(site.url, formPaths[type], { key, body: answers }),
      ]);
      expect([first.status, second.status]).toEqual([303, 303]);
      expect(referenceOf(second)).toBe(referenceOf(first));
      // The same submission sent again (a replay after offline, a reload): still the first one.
      const again = await postForm(site.url, formPaths[type], { key, body: answers });
      expect(again.status).toBe(303);
      expect(referenceOf(again)).toBe(referenceOf(first));
      // Back, change something into something invalid, send again: the errors, nothing stored.
      const invalid = await postForm(site.url, formPaths[type], {
        key,
        body: { ...answers, name: '' },
      });
      expect(invalid.status).toBe(400);
      expect(await total()).toBe(before + 1);
    });

    it('refuses the same key with other content (409), never answering with the first reference', async () => {
      const key = newSubmissionKey();
      const first = await postForm(site.url, formPaths[type], { key, body: validAnswers(type) });
      expect(first.status).toBe(303);
      const before = await total();
      // Someone else's post (or the visitor's edited one) reusing the key.
      const other = { ...validAnswers(type), name: 'Mallory Jones', email: 'mallory@example.com' };
      const reused = await postForm(site.url, formPaths[type], { key, body: other });
      expect(reused.status).toBe(409);
      const html = await reused.text();
      expect(html).toContain('This form was already sent with different details.');
      expect(html).not.toContain(referenceOf(first) ?? 'no reference');
      // Every value is kept, with a fresh key: sending again makes a new request.
      expect(html).toContain('value="Mallory Jones"');
      const freshKey = /name="submissionKey" value="([^"]+)"/.exec(html)?.[1];
      expect(freshKey).toBeDefined();
      expect(freshKey).not.toBe(key);
      expect(await total()).toBe(before);
      const resent = await postForm(site.url, formPaths[type], { key: freshKey ?? '', body: other });
      expect(resent.status).toBe(303);
      expect(referenceOf(resent)).not.toBe(referenceOf(first));
      expect(await total()).toBe(before + 1);
    });
  });

  describe('hostile input gets a 4xx and stores nothing', () => {
    const cases: [string, LeadType, Parameters<typeof postForm>[2], number][] = [
      [
        'a script tag in the name',
        'quote',
        { body: { ...validAnswers('quote'), name: '<script>alert(1)</script>' } },
        400,
      ],
      [
        'a script tag in the message',
        'contact',
        { body: { ...validAnswers('contact'), message: 'Hi <script src=//x.test></script>' } },
        400,
      ],
      [
        'an SQL fragment in the name',
        'quote',
        { body: { ...validAnswers('quote'), name: "Robert'); DROP TABLE leads;--" } },
        400,
      ],
      [
        'an SQL fragment in the postcode',
        'installer',
        { body: { ...validAnswers('installer'), postcode: "2000' OR '1'='1" } },
        400,
      ],
      [
        'an SQL fragment in the email',
        'contact',
        { body: { ...validAnswers('contact'), email: "x@y.co'; DELETE FROM leads; --" } },
        400,
      ],
      [
        'a 10,000-character field',
        'contact',
        { body: { ...validAnswers('contact'), message: 'a'.repeat(10_000) } },
        400,
      ],
      [
        'a 10,000-character name',
        'warranty',
        { body: { ...validAnswers('warranty'), name: 'a'.repeat(10_000) } },
        400,
      ],
      ['a word for a number', 'quote', { body: { ...validAnswers('quote'), rooms: 'lots' } }, 400],
      ['an unknown state', 'warranty', { body: { ...validAnswers('warranty'), state: 'XX' } }, 400],
      [
        'an impossible date',
        'warranty',
        { body: { ...validAnswers('warranty'), purchaseDate: '2024-02-31' } },
        400,
      ],
      [
        'a field sent twice',
        'contact',
        {
          body: `submissionKey=${newSubmissionKey()}&enquiryType=product&name=Al&email=a@b.co&email=c@d.co&message=Hi`,
        },
        400,
      ],
      ['missing fields', 'installer', { body: { name: 'Bo' } }, 400],
      ['an empty body', 'contact', { body: '' }, 400],
      ['an unknown field', 'quote', { body: { ...validAnswers('quote'), isAdmin: 'true' } }, 400],
      [
        'a prototype-polluting field',
        'quote',
        { body: `submissionKey=${newSubmissionKey()}&postcode=2000&name=Al&email=a@b.co&__proto__=x` },
        400,
      ],
      ['no submission key', 'contact', { key: null, body: validAnswers('contact') }, 400],
      [
        'a malformed submission key',
        'contact',
        { key: "'; drop table leads; --", body: validAnswers('contact') },
        400,
      ],
      [
        'JSON',
        'contact',
        { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validAnswers('contact')) },
        415,
      ],
      [
        'malformed multipart',
        'contact',
        { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' },
        400,
      ],
      [
        'multipart with a file to a form that takes none',
        'contact',
        {
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nContent-Disposition: form-data; name="message"; filename="a.html"\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>\r\n--x--\r\n',
        },
        400,
      ],
    ];

    it.each(cases)('%s (%s)', async (_name, type, options, status) => {
      const before = await total();
      const response = await postForm(site.url, formPaths[type], options);
      expect(response.status).toBe(status);
      await response.arrayBuffer();
      expect(await total()).toBe(before);
    });

    it('a 2 MB body with its length declared', async () => {
      const before = await total();
      const response = await postForm(site.url, formPaths.quote, {
        body: `message=${'a'.repeat(2 * 1024 * 1024)}`,
      }).catch((error: Error) => error);
      // The server answers 413 from the declared length and closes the connection (Connection:
      // close) while the client may still be writing: it sees the answer or the cut connection.
      if (response instanceof Response) expect(response.status).toBe(413);
      else expect(String(response.cause)).toMatch(/EPIPE|ECONNRESET|other side closed/);
      expect(await total()).toBe(before);
    });

    it('a 2 MB body sent without a length (chunked)', async () => {
      const before = await total();
      const chunk = new TextEncoder().encode(`message=${'b'.repeat(64 * 1024)}`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 32) return controller.close();
          sent += 1;
          controller.enqueue(chunk);
        },
      });
      const response = await fetch(new URL('/contact-us', site.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(site.url).origin },
        body,
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit).catch((error: Error) => error);
      // The server answers 413 and stops reading; the client may see the answer or the cut connection.
      if (response instanceof Response) expect(response.status).toBe(413);
      expect(await total()).toBe(before);
    });

    it('keeps text that merely looks like SQL as text', async () => {
      const message = "Robert'); DROP TABLE leads; -- and 1=1";
      const response = await postForm(site.url, '/contact-us', {
        body: { ...validAnswers('contact'), message },
      });
      expect(response.status).toBe(303);
      const lead = await leads.getLeadByReference(referenceOf(response) ?? '');
      expect(lead?.payload).toMatchObject({ message });
    });

    it('pretends success to a filled honeypot and stores nothing', async () => {
      const before = await total();
      const response = await postForm(site.url, '/get-a-quote', {
        body: { ...validAnswers('quote'), website: 'https://spam.example' },
      });
      expect(response.status).toBe(303);
      expect(referenceOf(response)).toMatch(/^CC-/);
      expect(await leads.getLeadByReference(referenceOf(response) ?? '')).toBeUndefined();
      expect(await total()).toBe(before);
    });
  });

  describe('origin check', () => {
    it('refuses a post from a foreign origin with 403', async () => {
      const before = await total();
      const response = await postForm(site.url, '/get-a-quote', {
        origin: 'https://evil.example',
        body: validAnswers('quote'),
      });
      expect(response.status).toBe(403);
      expect(await total()).toBe(before);
    });

    it('refuses a post with neither Origin nor Referer, and accepts a same-site Referer', async () => {
      expect(
        (await postForm(site.url, '/contact-us', { origin: null, body: validAnswers('contact') })).status,
      ).toBe(403);
      const referred = await postForm(site.url, '/contact-us', {
        origin: null,
        headers: { Referer: new URL('/contact-us', site.url).href },
        body: validAnswers('contact'),
      });
      expect(referred.status).toBe(303);
    });
  });

  it('scopes a key to its form: another form’s post with the same key is a lead of its own', async () => {
    const key = newSubmissionKey();
    const before = await total();
    const quote = await postForm(site.url, formPaths.quote, { key, body: validAnswers('quote') });
    const contact = await postForm(site.url, formPaths.contact, { key, body: validAnswers('contact') });
    expect([quote.status, contact.status]).toEqual([303, 303]);
    expect(referenceOf(contact)).not.toBe(referenceOf(quote));
    expect(await total()).toBe(before + 2);
    expect((await leads.getLeadByReference(referenceOf(contact) ?? ''))?.type).toBe('contact');
  });

  it('answers an inner // like the normalised path, never 5xx', async () => {
    const posted = await postForm(site.url, '/warranty//register', { body: validAnswers('warranty') });
    expect(posted.status).toBe(303);
    expect(referenceOf(posted)).toMatch(/^CC-/);
    const page = await fetch(`${new URL(site.url).origin}//get-a-quote`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('action="/get-a-quote"');
  });

  it('sends a plain visit of /warranty/register to the form on /warranty', async () => {
    const response = await fetch(new URL('/warranty/register', site.url), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/warranty#register');
  });

  it('preselects the product a product page links with', async () => {
    const html = await (await fetch(new URL('/get-a-quote?product=ducted', site.url))).text();
    expect(html).toMatch(/<option value="ducted" selected="">/);
    const unknown = await (await fetch(new URL('/get-a-quote?product=%22%3E%3Cscript%3E', site.url))).text();
    expect(unknown).toMatch(/<option value="" selected="">Not sure yet/);
    expect(unknown).not.toContain('&quot;&gt;&lt;script');
  });

  it('fills in the sizing tool’s result, and drops any value its field would refuse', async () => {
    const message =
      'From the sizing tool: 22.5 kW heating for postcode 3000 (cold zone).\nMy answers: https://example.com/your-perfect-climate?home=180_2.4';
    const query = new URLSearchParams({
      product: 'hearth-7-star-24kw-gas-ducted-heater',
      postcode: '3000',
      rooms: '4',
      message,
    });
    const html = await (await fetch(new URL(`/get-a-quote?${query}`, site.url))).text();
    expect(html).toMatch(/<option value="hearth-7-star-24kw-gas-ducted-heater" selected="">/);
    expect(tagWithId(html, 'quote-postcode')).toContain('value="3000"');
    expect(tagWithId(html, 'quote-rooms')).toContain('value="4"');
    expect(html).toContain(`${message.replaceAll('&', '&amp;')}</textarea>`);

    const hostile = new URLSearchParams({
      postcode: '0001',
      rooms: '99',
      message: '<script>alert(1)</script>',
      name: 'Injected Name',
    });
    const refused = await (await fetch(new URL(`/get-a-quote?${hostile}`, site.url))).text();
    expect(tagWithId(refused, 'quote-postcode')).not.toContain('value=');
    expect(tagWithId(refused, 'quote-rooms')).not.toContain('value=');
    expect(refused).not.toContain('alert(1)');
    // Only the fields a link may suggest are filled in: never the visitor's own details.
    expect(tagWithId(refused, 'quote-name')).not.toContain('Injected');
  });

  it('shows where a request went only to the browser that sent it', async () => {
    const response = await postForm(site.url, formPaths.quote, { body: validAnswers('quote') });
    const location = response.headers.get('location') ?? '';
    const reference = referenceOf(response) ?? '';
    // An HttpOnly cookie for the thank-you page only, short-lived.
    const [setCookie = ''] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^cc-submitted=quote\.[0-9a-f-]{36}; /);
    expect(setCookie).toMatch(/; Path=\/thank-you(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).toMatch(/; SameSite=Lax(;|$)/i);
    expect(setCookie).toMatch(/; Max-Age=1800(;|$)/);
    const page = (cookie?: string) =>
      fetch(new URL(location, site.url), { headers: cookie ? { cookie } : {} }).then((answer) =>
        answer.text(),
      );
    expect(await page(cookieOf(response))).toContain('Eastern Suburbs Comfort Air in ');

    // Anyone else with the reference (no cookie, another submission's cookie, a forged one): the
    // generic page, which names no dealer, phone or deadline.
    const other = await postForm(site.url, formPaths.contact, { body: validAnswers('contact') });
    for (const cookie of [undefined, cookieOf(other), `cc-submitted=quote.${newSubmissionKey()}`]) {
      const html = await page(cookie);
      expect(html).toContain(reference);
      expect(html).not.toContain('Eastern Suburbs Comfort Air');
      expect(html).not.toContain('Expect them to contact you by');
    }
  });

  it('shows only well-formed references on the thank-you page', async () => {
    const hostile = await (
      await fetch(new URL('/thank-you?ref=%3Cscript%3Ealert(1)%3C/script%3E', site.url))
    ).text();
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).not.toContain('Your reference number');
  });
});

describe('rate limits', () => {
  let site: SiteProcess;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await sqliteKind.create();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      FORM_RATE_LIMIT: '3',
      FORM_RATE_WINDOW_SECONDS: '60',
    });
  });

  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  it('answers 429 with Retry-After past the limit, per form, keeping the values', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postForm(site.url, '/contact-us', { body: validAnswers('contact') })).status).toBe(303);
    }
    const limited = await postForm(site.url, '/contact-us', {
      body: { ...validAnswers('contact'), name: 'Kept Name' },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const html = await limited.text();
    expect(html).toContain('several times in a short while');
    expect(html).toContain('value="Kept Name"');
    // Another form has its own allowance.
    expect((await postForm(site.url, '/get-a-quote', { body: validAnswers('quote') })).status).toBe(303);
  });

  it('throttles thank-you pages asked for references that are not the browser’s own', async () => {
    const own = await postForm(site.url, '/request-an-installer', { body: validAnswers('installer') });
    expect(own.status).toBe(303);
    const guess = (reference: string) => fetch(new URL(`/thank-you?ref=${reference}`, site.url));
    const answers: Response[] = [];
    for (const reference of ['CC-AAAAAA', 'CC-BBBBBB', 'CC-CCCCCC', 'CC-DDDDDD'])
      answers.push(await guess(reference));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // The visitor's own page is never counted nor refused.
    const mine = await fetch(new URL(own.headers.get('location') ?? '', site.url), {
      headers: { cookie: cookieOf(own) },
    });
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain('Expect them to contact you by');
  });
});

describe('behind an https proxy', () => {
  let site: SiteProcess;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await sqliteKind.create();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      FORM_RATE_LIMIT: '1',
      TRUST_PROXY: 'true',
      SITE_URL: 'https://www.cirrus.test',
      ALLOWED_ORIGINS: 'https://partner.test',
    });
  });

  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  // Each post from its own address: the limit here is one form per address (two random ones
  // shared an address about once in 80 runs, and the second post was refused 429).
  let address = 0;
  const post = (origin: string, headers: Record<string, string> = {}) => {
    address += 1;
    return postForm(site.url, '/contact-us', {
      origin,
      headers: { 'X-Forwarded-For': `203.0.113.${address}`, ...headers },
      body: validAnswers('contact'),
    });
  };

  it('accepts SITE_URL, ALLOWED_ORIGINS and the forwarded origin, and refuses others', async () => {
    expect((await post('https://www.cirrus.test')).status).toBe(303);
    expect((await post('https://partner.test')).status).toBe(303);
    expect(
      (
        await post('https://cirrus-staging.test', {
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Host': 'cirrus-staging.test',
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await post('http://cirrus-staging.test', {
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Host': 'cirrus-staging.test',
        })
      ).status,
    ).toBe(403);
    expect((await post('https://evil.test')).status).toBe(403);
  });

  it('limits by the client address the proxy forwards', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.7' };
    const first = await postForm(site.url, '/get-a-quote', {
      origin: 'https://www.cirrus.test',
      headers,
      body: validAnswers('quote'),
    });
    const second = await postForm(site.url, '/get-a-quote', {
      origin: 'https://www.cirrus.test',
      headers,
      body: validAnswers('quote'),
    });
    const other = await postForm(site.url, '/get-a-quote', {
      origin: 'https://www.cirrus.test',
      headers: { 'X-Forwarded-For': '198.51.100.8' },
      body: validAnswers('quote'),
    });
    expect([first.status, second.status, other.status]).toEqual([303, 429, 303]);
  });
});
