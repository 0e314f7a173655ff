/**
 * An owner's history, by the only key a session holds: their address. Every service request (where
 * it stands, the visit booked with its calendar file, the outcome and the part the agent noted) and
 * every cashback claim (where it stands), newest first, each opening its own status page through the
 * owner's signed link (src/server/review/owner-link.ts), so the owner types nothing. Staff looking on
 * the phone get the same entries without the owner's tokens: a token lets its holder book or cancel a
 * visit, and staff's look is read-only. Plain functions over an explicit context.
 */
import { type Kysely, sql } from 'kysely';
import { longDate } from '#lib/australian-dates.ts';
import type { HomeHistoryEntry } from '#lib/my-home/view.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import { windowLabel } from '#lib/service/visit-windows.ts';
import type { ClaimReviewStatus, ServiceOutcome } from '#lib/value-lists.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { Database } from '../db/types.ts';
import { mailLinks } from '../mail/links.ts';
import { type OwnerLinks, ownerLinkExpiry, reviewLinkExpiry } from '../review/owner-link.ts';
import { visitCalendar } from '../service/calendar.ts';
import type { VisitWindow } from '../service/records.ts';
import { ownedBy } from './ownership.ts';
import { normalEmail } from './sessions.ts';

export interface HistoryContext {
  db: Kysely<Database>;
  clock: () => Date;
  /** The site's address, for the calendar's UID and the links the calendar file carries. */
  siteUrl: string;
  /** The leads inbox: the calendar's organiser when the agent has no email address. */
  fallbackTo: string;
  serviceLinks(): Promise<OwnerLinks>;
  claimLinks(): Promise<OwnerLinks>;
  /** A directory dealer (the service agent holding a request). */
  dealer(id: string): DealerEntry | undefined;
}

/** Whose history is read: the owner's own (links carry their tokens) or staff's look (no tokens). */
export type HistoryReader = 'owner' | 'staff';

/** What each outcome means to the owner, short. */
const outcomeWords: Readonly<Record<ServiceOutcome, string>> = {
  fixed: 'Fixed: the system is working again',
  'part-ordered': 'A part is on order: the agent will call you to book the visit to fit it',
  'not-covered': 'Not covered by the warranty: the agent explained the cost of the repair',
};

const claimWords: Readonly<Record<ClaimReviewStatus, string>> = {
  received: 'Received: we check a claim within 10 business days',
  validated: 'Checked: waiting for approval',
  'second-approval': 'Checked: waiting for a second approval',
  approved: 'Approved: paid within 30 days',
  rejected: 'Not approved',
};

/** The site path of an absolute link under the site's address. */
const pathOf = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

const windowsOf = (text: string | null): VisitWindow[] => {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? (parsed as VisitWindow[]) : [];
  } catch {
    return [];
  }
};

/** The owner's service requests, as the rows the history and the calendar file read. */
function serviceRows(context: HistoryContext, email: string) {
  return (
    context.db
      .selectFrom('service_requests as r')
      .innerJoin('leads as l', 'l.id', 'r.lead_id')
      .select(['l.reference', 'l.created_at as createdAt', 'l.dealer_id as dealerId', 'l.name'])
      .select(['r.model', 'r.visit_windows as windows', 'r.chosen_window as chosen', 'r.outcome'])
      .select(['r.outcome_note as outcomeNote', 'r.owner_cancelled_at as cancelledAt'])
      .select(['r.booking_sequence as sequence', 'r.owner_link_version as version'])
      // Bought with the house: the request's token would open the seller's details, so none is issued.
      .select(sql<number>`(select count(*) from home_lead_owners hb where hb.lead_id = l.id)`.as('bought'))
      .where(ownedBy(normalEmail(email)))
      .where('l.erased_at', 'is', null)
      .orderBy('l.created_at', 'desc')
      .execute()
  );
}

type ServiceRow = Awaited<ReturnType<typeof serviceRows>>[number];

/** The visit booked on a request, with the agent's time zone; null while none is booked. */
function bookedVisit(context: HistoryContext, row: ServiceRow) {
  if (row.chosen === null || row.cancelledAt) return null;
  const window = windowsOf(row.windows)[row.chosen];
  if (!window) return null;
  const agent = row.dealerId ? context.dealer(row.dealerId) : undefined;
  const timeZone = agent ? timeZoneByState[agent.address.state] : 'Australia/Sydney';
  return { window, agent, label: windowLabel(window, timeZone) };
}

function serviceStatus(row: ServiceRow, visit: ReturnType<typeof bookedVisit>): string {
  if (row.cancelledAt) return 'Cancelled by you';
  if (row.outcome) return 'Visited';
  if (visit) return 'Visit booked';
  if (windowsOf(row.windows).length > 0) return 'Visit times offered: choose one';
  return 'Received: a service agent will offer visit times';
}

async function serviceEntries(
  context: HistoryContext,
  email: string,
  reader: HistoryReader,
): Promise<HomeHistoryEntry[]> {
  const rows = await serviceRows(context, email);
  const links = rows.length > 0 && reader === 'owner' ? await context.serviceLinks() : null;
  const now = context.clock();
  return rows.map((row) => {
    const visit = bookedVisit(context, row);
    const ends = windowsOf(row.windows).map((window) => window.end);
    const token =
      Number(row.bought) > 0
        ? undefined
        : links?.issue(row.reference, row.version, ownerLinkExpiry(ends, now));
    return {
      kind: 'service',
      reference: row.reference,
      at: row.createdAt,
      on: longDate(row.createdAt),
      title: `Service request for ${row.model}`,
      status: serviceStatus(row, visit),
      visit: visit ? `${visit.label}${visit.agent ? ` with ${visit.agent.name}` : ''}` : null,
      calendarUrl: visit ? `/my-home/visit.ics?${new URLSearchParams({ ref: row.reference })}` : null,
      outcome: row.outcome
        ? `${outcomeWords[row.outcome]}${row.outcomeNote ? `. ${row.outcomeNote}` : ''}`
        : null,
      statusUrl: pathOf(mailLinks.serviceStatus(context.siteUrl, row.reference, token)),
    };
  });
}

async function claimEntries(
  context: HistoryContext,
  email: string,
  reader: HistoryReader,
): Promise<HomeHistoryEntry[]> {
  const rows = await context.db
    .selectFrom('promotion_claims as c')
    .innerJoin('leads as l', 'l.id', 'c.lead_id')
    .select([
      'l.reference',
      'l.created_at as createdAt',
      'c.status',
      'c.status_note as note',
      'c.amount_aud as amount',
    ])
    .where(ownedBy(normalEmail(email)))
    .where('l.erased_at', 'is', null)
    .orderBy('l.created_at', 'desc')
    .execute();
  const links = rows.length > 0 && reader === 'owner' ? await context.claimLinks() : null;
  const expires = reviewLinkExpiry(context.clock());
  return rows.map((row) => ({
    kind: 'claim',
    reference: row.reference,
    at: row.createdAt,
    on: longDate(row.createdAt),
    title: `Cashback claim for $${row.amount}`,
    status: `${claimWords[row.status]}${row.status === 'rejected' && row.note ? `: ${row.note}` : ''}`,
    visit: null,
    calendarUrl: null,
    outcome: null,
    statusUrl: pathOf(
      mailLinks.claimStatus(context.siteUrl, row.reference, links?.issue(row.reference, 0, expires)),
    ),
  }));
}

/** Every service request and claim of the owner of `email`, newest first. */
export async function historyOf(
  context: HistoryContext,
  email: string,
  reader: HistoryReader = 'owner',
): Promise<HomeHistoryEntry[]> {
  const entries = [
    ...(await serviceEntries(context, email, reader)),
    ...(await claimEntries(context, email, reader)),
  ];
  return entries.sort((a, b) =>
    a.at < b.at ? 1 : a.at > b.at ? -1 : a.reference.localeCompare(b.reference),
  );
}

/**
 * The booked visit of the owner's request `reference` as a calendar file, the same event (UID and
 * SEQUENCE) as the one their booking mail carried; undefined when the request is not this owner's or
 * has no visit booked.
 */
export async function visitFileOf(
  context: HistoryContext,
  email: string,
  reference: string,
): Promise<string | undefined> {
  const row = (await serviceRows(context, email)).find((found) => found.reference === reference);
  const visit = row ? bookedVisit(context, row) : null;
  if (!row || !visit) return undefined;
  const agentName = visit.agent?.name ?? 'Cirrus Climate service agent';
  const home = new URL('/my-home', context.siteUrl).href;
  return visitCalendar({
    reference: row.reference,
    host: new URL(context.siteUrl).hostname,
    start: visit.window.start,
    end: visit.window.end,
    // The record counts the files mailed including the last: this one is that same version.
    sequence: Math.max(0, row.sequence - 1),
    method: 'REQUEST',
    summary: `Service visit: ${agentName}`,
    description: `${agentName} services your ${row.model} (request ${row.reference})${visit.agent ? `. Phone ${visit.agent.phone} if you need to` : ''}. My home: ${home}`,
    organizer: { name: agentName, email: visit.agent?.email ?? context.fallbackTo },
    attendee: { name: row.name?.split(' ')[0] || 'Owner', email },
    stamp: context.clock(),
  });
}
