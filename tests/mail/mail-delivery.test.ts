/**
 * Every kind of mail, built by the code that queues it, delivered by the outbox worker through a
 * real SMTP server on loopback and read back with a mail parser: both parts, the same facts in
 * each, links absolute and straight to the subject, and nothing a rule keeps out. The HTML part is
 * then opened in Chromium at 375 px: no sideways scrolling, axe clean (language, alt text,
 * contrast), in light and dark mode. Screenshots go to test-results/mail/ for a person to look at.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerEntry } from '../../src/schemas/dealer.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import type { OutboxKind } from '../../src/server/db/types.ts';
import { leadFormSchema, leadForms } from '../../src/server/forms/index.ts';
import { leadNotifications } from '../../src/server/leads/notifications.ts';
import { createOutboxWorker, createSmtpSender } from '../../src/server/leads/outbox.ts';
import { createLeadRepository, type NewNotification } from '../../src/server/leads/repository.ts';
import { claimUpdateMail } from '../../src/server/promotions/mail.ts';
import type { ClaimRecord } from '../../src/server/promotions/records.ts';
import { ownerLinks, reviewLinkExpiry } from '../../src/server/review/owner-link.ts';
import { dealerAssignmentMail } from '../../src/server/routing/mail.ts';
import { cancelledMails } from '../../src/server/service/booking-mail.ts';
import type { ServiceRecord } from '../../src/server/service/records.ts';
import { warrantyUpdateMail } from '../../src/server/warranty/mail.ts';
import type { RegistrationRecord } from '../../src/server/warranty/records.ts';
import { openTestDatabase, sqliteKind, type TestDatabase } from '../support/databases.ts';
import { quietLogger as quiet } from '../support/outbox-worker.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

const siteUrl = 'https://www.cirrus.test';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const shots = 'test-results/mail';

/** A dealer as the directory gives it (only what the mail reads matters here). */
const dealer = {
  id: 'parramatta-air',
  name: 'Parramatta Air & Heat',
  email: 'jobs@parramatta-air.test',
  phone: '02 9635 1100',
  address: { street: '12 Church St', suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
} as unknown as DealerEntry;

const quote = leadFormSchema('quote').parse({
  product: 'ducted',
  postcode: '2150',
  name: 'Ann O’Brien',
  email: 'ann@example.com',
  phone: '0412345678',
  message: 'Four bedrooms, west facing.',
});

interface Case {
  name: string;
  notification: NewNotification;
  /** Facts both parts must carry. */
  facts: string[];
  /** The link the mail leads to. */
  link: string;
  /** What must not be in either part. */
  absent?: string[];
}

const claim: ClaimRecord = {
  leadId: 1,
  reference: 'CC-7K2M9Q',
  promotion: 'winter-cashback',
  status: 'approved',
  statusNote: null,
  firstApprovedBy: null,
  amountAud: 200,
  accountEnding: '…5678',
  postcode: '2150',
  createdAt: '2026-11-02T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  payload: { name: 'Ann O’Brien', email: 'ann@example.com', postcode: '2150' } as ClaimRecord['payload'],
};

const registration: RegistrationRecord = {
  leadId: 2,
  reference: 'CC-9WD3LM',
  status: 'approved',
  statusNote: null,
  model: 'CAI-71',
  productSlug: 'aura-71',
  dealerId: null,
  certificateToken: 'q3VbM2x8Rk1LpZ7tYw4Nc6Hd0Fs9Ja5E',
  approvedAt: '2026-11-20T00:00:00.000Z',
  createdAt: '2026-11-02T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  postcode: '2150',
  payload: {
    name: 'Ann O’Brien',
    email: 'ann@example.com',
    serialNumber: 'CAI-2503-18842',
  } as RegistrationRecord['payload'],
};

/** The owners' links as a site with these keys signs them (each kind its own key). */
const claimLinks = ownerLinks(Buffer.alloc(32, 3), 'claim');
const warrantyLinks = ownerLinks(Buffer.alloc(32, 4), 'warranty');
/** When the mails are written: the links last 90 days from then. */
const mailedAt = new Date('2026-11-20T00:00:00.000Z');
const claimToken = claimLinks.issue('CC-7K2M9Q', 0, reviewLinkExpiry(mailedAt));
const warrantyToken = warrantyLinks.issue('CC-9WD3LM', 0, reviewLinkExpiry(mailedAt));

/**
 * A service request whose owner cancelled it with a visit booked, as the step leaves it: three
 * calendar files counted (the booking, a move, and this cancellation).
 */
const cancelledRequest: ServiceRecord = {
  leadId: 3,
  reference: 'CC-9RW4KD',
  postcode: '2150',
  dealerId: 'parramatta-air',
  routingState: 'accepted',
  respondBy: null,
  windows: [{ start: '2026-11-26T21:00:00.000Z', end: '2026-11-27T01:00:00.000Z' }],
  chosenWindow: null,
  outcome: null,
  outcomeNote: null,
  firstName: 'Hamid',
  email: 'hamid@example.com',
  bookedAt: null,
  bookingSequence: 3,
  bookingChangedBy: null,
  ownerAskedAt: null,
  ownerLinkVersion: 0,
  ownerCancelledAt: '2026-11-20T00:00:00.000Z',
  warrantyState: 'in-warranty',
  coverUntil: '2031-11-01',
  callOutFeeAud: 129,
  model: 'CCA-W25R',
} as ServiceRecord;

function cases(): Case[] {
  const [inbox, confirmation] = leadNotifications(leadForms.quote, 'CC-XT7PG7', quote, {
    notifyTo: 'leads@cirrus.test',
    siteUrl,
    confirmVisitor: true,
  });
  const assignment = dealerAssignmentMail({
    form: leadForms.quote,
    lead: { type: 'quote', reference: 'CC-XT7PG7', payload: JSON.stringify(quote), erased_at: null },
    dealer,
    respondBy: '2026-11-26T01:00:00.000Z',
    area: 'Harris Park, Parramatta NSW 2150',
    siteUrl,
    fallbackTo: 'leads@cirrus.test',
  });
  const lead = `${siteUrl}/portal/lead?ref=CC-XT7PG7`;
  const must = <T>(value: T | null | undefined): T => {
    if (!value) throw new Error('no mail');
    return value;
  };
  const [ownerCancelled] = cancelledMails({
    agent: dealer,
    siteUrl,
    fallbackTo: 'leads@cirrus.test',
    token: 'tk3f9q0.Xq7bR2mN8vL4cT1wZ5yK0a',
    now: mailedAt,
  })(cancelledRequest, cancelledRequest.windows[0] ?? null);
  return [
    {
      name: 'service-cancelled',
      notification: must(ownerCancelled),
      facts: [
        'so we have cancelled service request CC-9RW4KD. Parramatta Air & Heat has been told.',
        'Friday 27 November, 8:00 am to 12:00 pm',
        'removes it from your calendar',
      ],
      link: `${siteUrl}/service/status?ref=CC-9RW4KD&token=tk3f9q0.Xq7bR2mN8vL4cT1wZ5yK0a`,
      absent: ['postcode='],
    },
    {
      name: 'lead-notification',
      notification: must(inbox),
      facts: ['CC-XT7PG7', 'Ducted air conditioning', 'Postcode: 2150', 'Four bedrooms, west facing.'],
      link: lead,
    },
    {
      name: 'visitor-confirmation',
      notification: must(confirmation),
      facts: ['Hi Ann,', 'CC-XT7PG7', '1300 247 787'],
      link: '',
      // Nothing the visitor wrote but the first name goes to an address the visitor typed.
      absent: ['Four bedrooms', 'O’Brien', '0412'],
    },
    {
      name: 'dealer-assignment',
      notification: { kind: 'dealer-assignment', ...assignment },
      facts: [
        'CC-XT7PG7',
        'Harris Park, Parramatta NSW 2150',
        'Thu 26 Nov, 12:00 pm',
        'Four bedrooms, west facing.',
      ],
      link: lead,
      // No customer contact details before the dealer accepts.
      absent: ['ann@example.com', 'Ann', '0412', '412 345'],
    },
    {
      name: 'claim-update',
      notification: must(claimUpdateMail(claim, 'Winter warmth cashback', siteUrl, claimToken)),
      facts: ['CC-7K2M9Q', 'Winter warmth cashback', '$200', 'opens your claim without your postcode'],
      // The claimant's own link: it opens the claim with nothing to type.
      link: `${siteUrl}/promotions/claim-status?claimId=CC-7K2M9Q&token=${claimToken}`,
      // No bank details, not even the last digits; never the postcode in a link.
      absent: ['5678', 'postcode=', '2150'],
    },
    {
      name: 'warranty-update',
      notification: must(
        warrantyUpdateMail(registration, 'Aura Split System 7.1 kW', siteUrl, warrantyToken),
      ),
      facts: ['CC-9WD3LM', 'Aura Split System 7.1 kW (CAI-71)', 'approved', 'opens your registration'],
      link: `${siteUrl}/warranty/certificate/q3VbM2x8Rk1LpZ7tYw4Nc6Hd0Fs9Ja5E.pdf`,
      absent: ['postcode=', '2150'],
    },
  ];
}

/** The text as a reader sees it: one space between words, whatever the part's line breaks. */
const flat = (value: string) => value.replace(/\s+/g, ' ');
const htmlText = (html: string) =>
  flat(
    html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"'),
  );
const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replace(/&amp;/g, '&'));

describe('mail, multipart through SMTP', () => {
  let sink: SmtpSink;
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let browser: Browser;
  const received = new Map<OutboxKind, ReceivedMail>();
  const all = cases();

  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ database, handle } = await openTestDatabase(sqliteKind));
    const now = new Date().toISOString();
    await handle.db
      .insertInto('notification_outbox')
      .values(
        all.map(({ notification }) => ({
          lead_id: null,
          ...notification,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
    const worker = createOutboxWorker({
      repository: createLeadRepository(handle),
      sender: createSmtpSender(sink.url),
      from: 'Cirrus Climate <no-reply@cirrus.test>',
      logger: quiet,
      pollMs: 60_000,
      retryBaseMs: 1_000,
      maxAttempts: 3,
      leaseMs: 30_000,
    });
    await worker.runOnce();
    await worker.stop();
    const messages = await sink.waitFor(all.length);
    for (const message of messages) {
      const kind = all.find((item) => item.notification.subject === message.subject)?.notification.kind;
      if (kind) received.set(kind, message);
    }
    // The system Chromium, as the browser tests use (playwright.config.ts); never a download.
    // biome-ignore lint/complexity/useLiteralKeys: process.env is how tests learn of another Chromium
    browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
    mkdirSync(shots, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await sink?.stop();
    await handle?.close();
    await database?.drop();
  });

  it.each(all.map((item) => [item.name, item] as const))(
    '%s: both parts say the same and lead to it',
    (_, item) => {
      const mail = received.get(item.notification.kind);
      expect(mail, 'delivered').toBeDefined();
      const text = flat(mail?.text ?? '');
      const html = typeof mail?.html === 'string' ? mail.html : '';
      expect(text.length).toBeGreaterThan(50);
      expect(html).toMatch(/<html [^>]*lang="en-AU"/);
      for (const fact of item.facts) {
        expect(text).toContain(fact);
        expect(htmlText(html)).toContain(fact);
      }
      if (item.link) {
        expect(linksOf(html)).toContain(item.link);
        expect(text).toContain(item.link);
      }
      for (const href of linksOf(html)) expect(href).toMatch(/^(https:\/\/www\.cirrus\.test\/|tel:)/);
      for (const word of item.absent ?? []) {
        expect(text).not.toContain(word);
        expect(html).not.toContain(word);
      }
    },
  );

  it('sends the owner’s cancellation with the visit’s calendar cancellation: the booking’s UID, the next SEQUENCE', () => {
    const mail = received.get('service-cancelled');
    const calendar = String(mail?.calendar ?? '').replace(/\r\n /g, '');
    expect(calendar).toContain('METHOD:CANCEL');
    expect(calendar).toContain('UID:service-cc-9rw4kd@www.cirrus.test');
    // Two files were sent before (a booking and a move): this is the third.
    expect(calendar).toContain('SEQUENCE:2');
    expect(calendar).toContain('STATUS:CANCELLED');
  });

  it('links the claim and the registration with their owner’s token, which opens only that record, for 90 days', () => {
    const tokenIn = (kind: OutboxKind, path: string) => {
      const links = linksOf(String(received.get(kind)?.html ?? '')).filter((href) => href?.includes(path));
      expect(links, `${kind} links ${path}`).toHaveLength(1);
      return new URL(links[0] ?? '').searchParams;
    };
    const claimLink = tokenIn('claim-update', '/promotions/claim-status');
    const claimGiven = claimLink.get('token') ?? '';
    expect(claimLink.get('claimId')).toBe('CC-7K2M9Q');
    expect(claimLinks.verify('CC-7K2M9Q', 0, claimGiven, mailedAt)).toBe(true);
    // Another claim, another kind's key, the day it expires: refused.
    expect(claimLinks.verify('CC-7K2M9R', 0, claimGiven, mailedAt)).toBe(false);
    expect(ownerLinks(Buffer.alloc(32, 3), 'warranty').verify('CC-7K2M9Q', 0, claimGiven, mailedAt)).toBe(
      false,
    );
    expect(claimLinks.verify('CC-7K2M9Q', 0, claimGiven, reviewLinkExpiry(mailedAt))).toBe(false);
    expect(
      claimLinks.verify('CC-7K2M9Q', 0, claimGiven, new Date(reviewLinkExpiry(mailedAt).getTime() - 1000)),
    ).toBe(true);

    const warrantyLink = tokenIn('warranty-update', '/warranty/check');
    expect(warrantyLink.get('ref')).toBe('CC-9WD3LM');
    expect(warrantyLink.has('serial')).toBe(false);
    expect(warrantyLinks.verify('CC-9WD3LM', 0, warrantyLink.get('token') ?? '', mailedAt)).toBe(true);
    // The text part carries the same link.
    expect(flat(received.get('warranty-update')?.text ?? '')).toContain(
      `${siteUrl}/warranty/check?ref=CC-9WD3LM&token=${warrantyLink.get('token')}`,
    );
  });

  it.each(all.map((item) => [item.name, item] as const))(
    '%s: readable at 375 px, light and dark, axe clean',
    async (name, item) => {
      const html = received.get(item.notification.kind)?.html;
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ viewport: { width: 375, height: 740 }, colorScheme });
        // Images blocked, as many clients do by default: nothing may depend on one.
        await page.route('**/*', (route) => route.abort());
        await page.setContent(typeof html === 'string' ? html : '', { waitUntil: 'load' });
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll, `${name} scrolls sideways (${colorScheme})`).toBeLessThanOrEqual(widths.client);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run(o: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
            }
          ).axe;
          const result = await axe.run({
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
          });
          return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
        });
        expect(violations, `${name} (${colorScheme})`).toEqual([]);
        await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png`, fullPage: true });
        await page.close();
      }
    },
    60_000,
  );
});
