/**
 * The service status page (/service/status): a reference and the postcode the request was made at
 * give where it stands (the agent, the visit windows offered, the booked window, the outcome): the
 * shared status page (src/server/review/status-lookup.ts), so checks are rate-limited and a wrong
 * postcode answers like an unknown reference.
 *
 * Booking, moving or giving up a visit time also needs proof that this is the owner: the token in the
 * link of their own mail, or the email address they gave with the request. Reference and postcode
 * alone only show the status: every agent the request was offered to has seen both.
 */
import { z } from 'zod';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import { ownerChangesCloseAt } from '../../lib/service/booking-rules.ts';
import type {
  BookingStepAnswer,
  ServiceStage,
  ServiceStatusResult,
  ServiceStatusView,
} from '../../lib/service/status-view.ts';
import { windowLabel } from '../../lib/service/visit-windows.ts';
import { clock } from '../clock.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { postcode, text } from '../leads/fields.ts';
import { recordMailHomeLink } from '../my-home/mail.ts';
import { type OwnerLinks, ownerLinkExpiry } from '../review/owner-link.ts';
import { type StatusPageRoute, statusPageRoute } from '../review/status-lookup.ts';
import { dealerClock } from '../routing/lead-view.ts';
import type { Services } from '../services.ts';
import { bookingMails, cancelledMails } from './booking-mail.ts';
import { bookedWindow, type OwnerStepRefusal, type OwnerStepResult, type ServiceRecord } from './records.ts';

/** The check's input: the reference (any case) and the postcode; the owner's token when linked. */
export const serviceStatusSchema = z.strictObject({
  /** The request's reference, CC- and six letters or digits. */
  reference: text('Enter your reference')
    .regex(/^[Cc][Cc]-[A-Za-z0-9]{6}$/, 'Enter the reference as in your email, e.g. CC-7K2M9Q')
    .transform((value) => value.toUpperCase()),
  /** Postcode the request was made at. */
  postcode: postcode(),
  /** The token of the owner's mail link, carried through the page; checked when a step is taken. */
  token: z.string().max(40).optional(),
});

/** An owner's step (book, move, give up, cancel) also takes their email when no link came with it. */
const ownerStepSchema = serviceStatusSchema.extend({
  /** The email address given with the request, when the page has no link from the owner's mail. */
  email: z.email('Enter the email address you gave with the request').max(254).optional(),
});

/** Booking or moving to a window: the window's number (0-based). */
const bookSchema = ownerStepSchema.extend({
  /** The "Book this time" (or "Change to this time") button. */
  action: z.literal('book'),
  /** Which offered window the owner chose. */
  window: z.coerce.number().int().min(0).max(2),
});

/** Asking for other times: none offered suits, or the booked one no longer does. */
const otherTimesSchema = ownerStepSchema.extend({
  /** The "None of these suit me" (or "I can't make it") button. */
  action: z.literal('other-times'),
  /** A window ticked before the button was pressed: ignored. */
  window: z.string().max(2).optional(),
});

/** Cancelling the request: the fault fixed itself. */
const cancelSchema = ownerStepSchema.extend({
  /** The "It's working again: cancel my request" button. */
  action: z.literal('cancel'),
});

/** Each step's schema by the action its button posts; a post without an action only checks. */
const stepSchemas = new Map<string, typeof bookSchema | typeof otherTimesSchema | typeof cancelSchema>([
  ['book', bookSchema],
  ['other-times', otherTimesSchema],
  ['cancel', cancelSchema],
]);

type OwnerStep = z.infer<typeof bookSchema> | z.infer<typeof otherTimesSchema> | z.infer<typeof cancelSchema>;

export type ServiceStatusRoute = StatusPageRoute<ServiceStatusView>;

function stageOf(record: ServiceRecord): ServiceStage {
  if (record.ownerCancelledAt) return 'cancelled';
  if (record.outcome) return 'done';
  if (record.chosenWindow !== null) return 'booked';
  if (record.ownerAskedAt) return 'other-times-asked';
  if (record.windows.length > 0) return 'choose-window';
  if (record.routingState === 'accepted') return 'accepted';
  if (record.routingState === 'waiting') return 'waiting-for-agent';
  return 'finding-agent';
}

function resultOf(record: ServiceRecord, services: Pick<Services, 'routing'>): ServiceStatusResult {
  const dealer = record.dealerId ? services.routing.dealer(record.dealerId) : undefined;
  const timeZone = dealer ? timeZoneByState[dealer.address.state] : 'Australia/Sydney';
  const booked = bookedWindow(record);
  const closesAt = booked ? ownerChangesCloseAt(booked.start) : null;
  return {
    reference: record.reference,
    stage: stageOf(record),
    agent: dealer ? { name: dealer.name, suburb: dealer.address.suburb, phone: dealer.phone } : null,
    respondBy:
      dealer && record.routingState === 'waiting' && record.respondBy
        ? dealerClock(dealer, record.respondBy)
        : null,
    warrantyState: record.warrantyState,
    windows: record.windows.map((window) => windowLabel(window, timeZone)),
    chosenWindow: record.chosenWindow,
    changeUntil: closesAt
      ? windowLabel({ start: closesAt, end: closesAt }, timeZone).replace(/ to .*$/, '')
      : null,
    changeClosed: closesAt !== null && clock.now().toISOString() >= closesAt,
    outcome: record.outcome,
    outcomeNote: record.outcomeNote,
  };
}

/**
 * The owner's proof: their link's token for this request at its current version, or the email
 * address they gave, until the request is reassigned (an agent it was taken from has seen that
 * address): from then on only the link in the owner's latest mail.
 */
const ownerProof =
  (links: OwnerLinks, token: string | undefined, email: string | undefined) => (record: ServiceRecord) =>
    links.verify(record.reference, record.ownerLinkVersion, token, clock.now()) ||
    (record.ownerLinkVersion === 0 &&
      email !== undefined &&
      record.email !== null &&
      email.toLowerCase() === record.email.toLowerCase());

const refusalStatus: Readonly<Record<OwnerStepRefusal, 403 | 409 | undefined>> = {
  'not-owner': 403,
  'too-late': 409,
  'window-passed': 409,
  'no-windows': 409,
  done: 409,
  'not-found': undefined,
  'not-accepted': 409,
};

/** What an owner's step did, for the page: the answer shown and, refused, the status answered with. */
interface StepOutcome {
  view: { step?: BookingStepAnswer };
  refusedWith?: 403 | 409;
}

function stepOutcome(done: OwnerStepResult): StepOutcome {
  if (done.ok) return { view: { step: { done: done.change } } };
  const refusedWith = refusalStatus[done.reason];
  // Unknown reference or wrong postcode: the page shows "not found", as a plain check would.
  const shown =
    done.reason === 'not-found' || done.reason === 'not-accepted' ? {} : { step: { refused: done.reason } };
  return { view: shown, ...(refusedWith ? { refusedWith } : {}) };
}

/**
 * The owner's step the post asks for, under the request's lock with its mails: cancel the request,
 * or (with the agent holding it, whom the mails name) book a window or ask for other times.
 */
async function takeOwnerStep(services: Services, siteUrl: string, step: OwnerStep): Promise<StepOutcome> {
  const links = await services.service.ownerLinks();
  const isOwner = ownerProof(links, step.token, step.email);
  const current = await services.service.findByReferenceAndPostcode(step.reference, step.postcode);
  const agent = current?.dealerId ? services.routing.dealer(current.dealerId) : undefined;
  const fallbackTo = services.settings.notifyTo;
  const now = clock.now();
  // The owner's next mail links with a token again, so it works without the email.
  const token = current
    ? links.issue(
        current.reference,
        current.ownerLinkVersion,
        ownerLinkExpiry(
          current.windows.map((window) => window.end),
          now,
        ),
      )
    : '';
  if (step.action === 'cancel') {
    const mails = cancelledMails({ agent, siteUrl, fallbackTo, token, now });
    return stepOutcome(await services.service.cancelByOwner(step.reference, step.postcode, isOwner, mails));
  }
  if (!current || !agent) return { view: {} };
  const home = await recordMailHomeLink(services.home, siteUrl);
  const mails = bookingMails({ agent, siteUrl, fallbackTo, token, now, home });
  return stepOutcome(
    step.action === 'other-times'
      ? await services.service.askForOtherTimes(step.reference, step.postcode, isOwner, mails)
      : await services.service.bookWindow(step.reference, step.postcode, step.window, isOwner, mails),
  );
}

export async function serviceStatusRoute(astro: FormRoute, siteUrl: string): Promise<ServiceStatusRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The service status page needs the site server (npm start)');
  return statusPageRoute(
    astro,
    siteUrl,
    {
      key: 'service-status',
      path: '/service/status',
      parent: { label: 'Service', href: '/service' },
      constraintsOf: ownerStepSchema,
    },
    {
      name: 'service-status',
      recordName: 'service request',
      fields: ['reference', 'postcode', 'token', 'email'],
      blankIsAbsent: ['token', 'email'],
      schemaFor: (posted) => stepSchemas.get(posted.action ?? '') ?? serviceStatusSchema,
      // A link from the owner's email fills the reference in, and carries their token (never the
      // postcode: the owner types it, so a forwarded mail does not open the answer by itself).
      initial(url) {
        const linked = serviceStatusSchema.shape.reference.safeParse(url.searchParams.get('ref'));
        const token = serviceStatusSchema.shape.token.safeParse(url.searchParams.get('token') ?? undefined);
        return {
          values: {
            ...(linked.success ? { reference: linked.data } : {}),
            ...(token.success && token.data ? { token: token.data } : {}),
          },
          errors: {},
        };
      },
      // The owner's own mail signs its link: it opens their request with no postcode to type. A
      // link of an earlier version (the request moved agent) or past its expiry opens nothing.
      async opened(url) {
        const reference = serviceStatusSchema.shape.reference.safeParse(url.searchParams.get('ref'));
        const token = url.searchParams.get('token') ?? undefined;
        if (!reference.success || !token) return undefined;
        const found = await services.service.findForOwner(reference.data);
        const links = await services.service.ownerLinks();
        if (!found || !links.verify(found.reference, found.ownerLinkVersion, token, clock.now()))
          return undefined;
        return {
          values: { reference: found.reference, postcode: found.postcode ?? '', token },
          errors: {},
          result: resultOf(found, services),
          ownerLink: true,
        };
      },
      act: (data) => takeOwnerStep(services, siteUrl, data as OwnerStep),
      async find(data) {
        const { reference, postcode, token } = data as z.infer<typeof serviceStatusSchema>;
        const links = await services.service.ownerLinks();
        const found = await services.service.findByReferenceAndPostcode(reference, postcode);
        return {
          result: found ? resultOf(found, services) : null,
          ownerLink: found
            ? links.verify(found.reference, found.ownerLinkVersion, token, clock.now())
            : false,
        };
      },
    },
  );
}
