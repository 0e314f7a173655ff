/**
 * The portal API's service request handlers: the request's warranty standing, visit windows and
 * outcome (its agent's users and staff), the photo, and the agent's steps (offer windows, record
 * the outcome), each mailing the owner through the outbox. Same rules as handlers.ts: roles decide
 * the action (403), the lead scope decides what exists (404), bodies are parsed with zod.
 */
import { z } from 'zod';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import type { ServiceDetailResponse } from '../../lib/portal-api.ts';
import { windowLabel } from '../../lib/service/visit-windows.ts';
import { serviceOutcomes } from '../../lib/value-lists.ts';
import { leadScope } from '../auth/permissions.ts';
import { forbidden } from '../auth/verify-token.ts';
import { clock } from '../clock.ts';
import { json, problem } from '../http/problem.ts';
import { ownerLinkExpiry } from '../review/owner-link.ts';
import { serviceUpdateMail } from '../service/mail.ts';
import type { ServiceRecord, ServiceStepRefusal } from '../service/records.ts';
import type { ServiceRepository } from '../service/repository.ts';
import { downloadName } from '../uploads/file-kind.ts';
import { denied, leadNotFound, type PortalRequest, parseBody, visibleLead } from './handlers.ts';
import { documentResponse } from './warranty-handlers.ts';

/** Up to six weeks ahead: what an agent may offer. */
const LATEST_WINDOW_DAYS = 42;

/** Body of an offer of visit windows: two or three, each in the future, each ending after it starts. */
export const visitWindowsSchema = z.strictObject({
  /** The windows offered, in the order the owner sees them. */
  windows: z
    .array(
      z
        .strictObject({
          /** Start of the window, ISO 8601 with offset. */
          start: z.iso.datetime({ offset: true }),
          /** End of the window, ISO 8601 with offset; after the start, at most 10 hours later. */
          end: z.iso.datetime({ offset: true }),
        })
        .refine((window) => Date.parse(window.end) > Date.parse(window.start), {
          message: 'A window must end after it starts',
        })
        .refine((window) => Date.parse(window.end) - Date.parse(window.start) <= 10 * 3_600_000, {
          message: 'Keep a window to at most 10 hours',
        }),
    )
    .min(2, 'Offer two or three times')
    .max(3, 'Offer two or three times'),
});

/** Body of an outcome: what the visit came to, and a note (required unless fixed). */
export const serviceOutcomeSchema = z
  .strictObject({
    /** Fixed, part ordered or not covered. */
    outcome: z.enum(serviceOutcomes),
    /** The part ordered, or why the fault is not covered; a sentence. */
    note: z.string().trim().max(1000).optional(),
  })
  .refine((value) => value.outcome === 'fixed' || Boolean(value.note), {
    path: ['note'],
    message: 'Say which part, or why it is not covered',
  });

const refusedStep = (reason: ServiceStepRefusal) =>
  reason === 'not-found'
    ? leadNotFound()
    : problem(
        409,
        'Conflict',
        {
          'not-accepted': 'Accept this service request before offering times.',
          'no-windows': 'The owner has not chosen a visit time yet.',
          done: 'The owner already booked a time, or the visit is recorded. The owner can ask for other times from their status page.',
        }[reason],
      );

/**
 * The service request behind a lead the caller may see, or the answer that it does not exist; and
 * whether the caller may see the owner's photo. The photo can show the owner's home, so an agent
 * that is only offered the request (it may decline) never gets it: staff do, and the agent once it
 * accepted. An agent the request moved on from (declined, timed out, reassigned) no longer holds
 * the lead, so it sees nothing of it (`visibleLead`).
 */
async function visibleRequest(
  input: PortalRequest,
  service: ServiceRepository,
  reference: string | undefined,
): Promise<{ ok: true; record: ServiceRecord; showPhoto: boolean } | { ok: false; response: Response }> {
  const refused = denied(input.principal, 'leads:read');
  if (refused) return { ok: false, response: refused };
  const found = await visibleLead(input, reference);
  if (!found.ok) return found;
  const record = await service.findByReference(found.lead.reference);
  if (!record) return { ok: false, response: leadNotFound() };
  const showPhoto = leadScope(input.principal).kind === 'all' || found.lead.routingState === 'accepted';
  return { ok: true, record, showPhoto };
}

function detailOf(
  input: PortalRequest,
  record: ServiceRecord,
  photo: { mediaType: string; fileName: string; bytes: Uint8Array } | undefined,
): ServiceDetailResponse {
  const dealer = record.dealerId ? input.routing.dealer(record.dealerId) : undefined;
  const zone = timeZoneByState[dealer?.address.state ?? 'NSW'];
  return {
    reference: record.reference,
    model: record.model,
    warrantyState: record.warrantyState,
    coverUntil: record.coverUntil,
    callOutFeeAud: record.callOutFeeAud,
    timeZone: zone,
    windows: record.windows.map((window) => ({ ...window, label: windowLabel(window, zone) })),
    chosenWindow: record.chosenWindow,
    bookedAt: record.bookedAt,
    bookingChangedBy: record.bookingChangedBy,
    ownerAskedAt: record.ownerAskedAt,
    ownerCancelledAt: record.ownerCancelledAt,
    outcome: record.outcome,
    outcomeNote: record.outcomeNote,
    photo: photo
      ? {
          url: `/api/portal/service/${record.reference}/photo`,
          fileName: photo.fileName,
          mediaType: photo.mediaType,
          bytes: photo.bytes.byteLength,
          downloadName: downloadName(`photo-${record.reference}`, photo.mediaType),
        }
      : null,
  };
}

/** The request's detail, naming its photo only to a caller that may see it. */
const withPhoto = async (
  input: PortalRequest,
  service: ServiceRepository,
  record: ServiceRecord,
  showPhoto: boolean,
) => json(detailOf(input, record, showPhoto ? await service.fileOf(record.leadId) : undefined));

/**
 * GET /api/portal/service/CC-XXXXXX/photo: the owner's photo, as itself, never as a page (staff,
 * and the agent once it accepted the request; before that, as for a lead it cannot see).
 */
export async function servicePhoto(
  input: PortalRequest,
  service: ServiceRepository,
  reference: string | undefined,
): Promise<Response> {
  const found = await visibleRequest(input, service, reference);
  if (!found.ok) return found.response;
  if (!found.showPhoto) return leadNotFound();
  const photo = await service.fileOf(found.record.leadId);
  return photo ? documentResponse(photo, `photo-${found.record.reference}`) : leadNotFound();
}

/** GET /api/portal/service/CC-XXXXXX: the standing, windows and outcome of a service request. */
export async function serviceDetail(
  input: PortalRequest,
  service: ServiceRepository,
  reference: string | undefined,
): Promise<Response> {
  const found = await visibleRequest(input, service, reference);
  return found.ok ? withPhoto(input, service, found.record, found.showPhoto) : found.response;
}

/** The caller's dealer, when it is the agent's user allowed to act. */
function actingAgent(
  input: PortalRequest,
): { ok: true; dealerId: string } | { ok: false; response: Response } {
  const refused = denied(input.principal, 'leads:respond');
  if (refused) return { ok: false, response: refused };
  const scope = leadScope(input.principal);
  if (scope.kind !== 'dealer')
    return { ok: false, response: forbidden('Only the service agent’s users do this.') };
  return { ok: true, dealerId: scope.dealerId };
}

/** POST /api/portal/service/CC-XXXXXX/windows `{ windows }`: the agent offers visit times; the owner is mailed. */
export async function offerWindows(
  input: PortalRequest,
  service: ServiceRepository,
  siteUrl: string,
  reference: string | undefined,
): Promise<Response> {
  const caller = actingAgent(input);
  if (!caller.ok) return caller.response;
  const found = await visibleRequest(input, service, reference);
  if (!found.ok) return found.response;
  const parsed = await parseBody(input.request, visitWindowsSchema, 'The visit times');
  if (!parsed.ok) return parsed.response;
  const now = clock.now().getTime();
  const windows = parsed.value.windows.map((window) => ({
    start: new Date(window.start).toISOString(),
    end: new Date(window.end).toISOString(),
  }));
  if (windows.some((window) => Date.parse(window.start) <= now)) {
    return problem(400, 'Bad request', 'Offer times that are still to come.');
  }
  if (windows.some((window) => Date.parse(window.start) > now + LATEST_WINDOW_DAYS * 86_400_000)) {
    return problem(400, 'Bad request', `Offer times within the next ${LATEST_WINDOW_DAYS / 7} weeks.`);
  }
  const agent = input.routing.dealer(caller.dealerId);
  if (!agent) return forbidden('Your account names a dealer that is not in the directory.');
  const links = await service.ownerLinks();
  const token = links.issue(
    found.record.reference,
    found.record.ownerLinkVersion,
    ownerLinkExpiry(
      windows.map((window) => window.end),
      clock.now(),
    ),
  );
  const result = await service.offerWindows(
    found.record.reference,
    caller.dealerId,
    windows,
    (record) => serviceUpdateMail(record, agent, 'windows', siteUrl, token),
    agent.name,
  );
  if (!result.ok) return refusedStep(result.reason);
  const updated = await service.findByReference(found.record.reference);
  return updated ? withPhoto(input, service, updated, found.showPhoto) : leadNotFound();
}

/** POST /api/portal/service/CC-XXXXXX/outcome `{ outcome, note? }`: the agent records the visit; the owner is mailed. */
export async function recordOutcome(
  input: PortalRequest,
  service: ServiceRepository,
  siteUrl: string,
  reference: string | undefined,
): Promise<Response> {
  const caller = actingAgent(input);
  if (!caller.ok) return caller.response;
  const found = await visibleRequest(input, service, reference);
  if (!found.ok) return found.response;
  const parsed = await parseBody(input.request, serviceOutcomeSchema, 'The outcome');
  if (!parsed.ok) return parsed.response;
  const agent = input.routing.dealer(caller.dealerId);
  if (!agent) return forbidden('Your account names a dealer that is not in the directory.');
  // The owner's link opens the request with nothing to type, as every mail to them does.
  const links = await service.ownerLinks();
  const token = links.issue(
    found.record.reference,
    found.record.ownerLinkVersion,
    ownerLinkExpiry([], clock.now()),
  );
  const result = await service.recordOutcome(
    found.record.reference,
    caller.dealerId,
    parsed.value.outcome,
    parsed.value.note ?? null,
    (record) => serviceUpdateMail(record, agent, 'outcome', siteUrl, token),
    agent.name,
  );
  if (!result.ok) return refusedStep(result.reason);
  const updated = await service.findByReference(found.record.reference);
  return updated ? withPhoto(input, service, updated, found.showPhoto) : leadNotFound();
}
