/**
 * The portal API's hand-over handlers: a dealer's queue, accept and decline (dealers' users); the
 * dealer table, reassign, pause and resume (staff). Same rules as handlers.ts: roles decide the
 * action (403), the lead scope decides what exists (404), bodies are parsed with the routing schemas.
 */
import { timeZoneByState } from '../../lib/opening-hours.ts';
import type { CandidatesResponse, DealerFigures, DealerRow, QueueResponse } from '../../lib/portal-api.ts';
import { productTypeLabels } from '../../lib/product-labels.ts';
import { businessMinutesBetween } from '../../lib/routing/business-hours.ts';
import { leadScope } from '../auth/permissions.ts';
import { forbidden } from '../auth/verify-token.ts';
import { clock } from '../clock.ts';
import { json, problem } from '../http/problem.ts';
import type { LeadRecord } from '../leads/repository.ts';
import type { HandOverResult, ReassignResult } from '../routing/outcome.ts';
import { dealerPauseSchema, declineSchema, reassignSchema } from '../routing/schema.ts';
import {
  actorOf,
  badRequest,
  denied,
  detailJson,
  leadNotFound,
  type PortalRequest,
  parseBody,
  summaryFor,
  visibleLead,
} from './handlers.ts';

const conflict = (detail: string) => problem(409, 'Conflict', detail);

function handOverRefused(result: Extract<HandOverResult, { ok: false }>): Response {
  return result.reason === 'not-found'
    ? leadNotFound()
    : conflict('This lead is no longer waiting for you: it was accepted, declined or passed on.');
}

/** The caller's dealer, when it is a dealer's user allowed to respond. */
function respondingDealer(
  input: PortalRequest,
): { ok: true; dealerId: string } | { ok: false; response: Response } {
  const refused = denied(input.principal, 'leads:respond');
  if (refused) return { ok: false, response: refused };
  const scope = leadScope(input.principal);
  if (scope.kind !== 'dealer') {
    return { ok: false, response: forbidden('Only a dealer’s users accept or decline its leads.') };
  }
  return { ok: true, dealerId: scope.dealerId };
}

/** GET /api/portal/queue: the dealer's waiting leads (soonest deadline first) and its accepted ones. */
export async function dealerQueue(input: PortalRequest, now = clock.now()): Promise<Response> {
  const caller = respondingDealer(input);
  if (!caller.ok) return caller.response;
  const dealer = input.routing.dealer(caller.dealerId);
  if (!dealer) return forbidden('Your account names a dealer that is not in the directory.');
  const [waiting, accepted] = await Promise.all([
    input.leads.listLeads({ dealer: dealer.id, routing: 'waiting', pageSize: 200 }),
    input.leads.listLeads({ dealer: dealer.id, routing: 'accepted', status: undefined, pageSize: 50 }),
  ]);
  const zone = timeZoneByState[dealer.address.state];
  const minutesLeft = (lead: LeadRecord) =>
    lead.respondBy ? businessMinutesBetween(dealer.hours, zone, now, new Date(lead.respondBy)) : null;
  const body: QueueResponse = {
    dealer: { id: dealer.id, name: dealer.name, suburb: dealer.address.suburb, state: dealer.address.state },
    waiting: waiting.items
      .sort((a, b) => (a.respondBy ?? '').localeCompare(b.respondBy ?? ''))
      .map((lead) => ({ ...summaryFor(input, lead), minutesLeft: minutesLeft(lead) })),
    accepted: accepted.items.filter((lead) => lead.closedAt === null).map((lead) => summaryFor(input, lead)),
  };
  return json(body);
}

/** POST /api/portal/leads/CC-XXXXXX/accept: the dealer takes the lead on and sees the customer. */
export async function acceptLead(input: PortalRequest, reference: string | undefined): Promise<Response> {
  const caller = respondingDealer(input);
  if (!caller.ok) return caller.response;
  const found = await visibleLead(input, reference);
  if (!found.ok) return found.response;
  const result = await input.routing.accept(found.lead.id, caller.dealerId, actorOf(input.principal));
  if (!result.ok) return handOverRefused(result);
  const updated = await input.leads.getLead(found.lead.id);
  return updated ? detailJson(input, updated) : leadNotFound();
}

/**
 * POST /api/portal/leads/CC-XXXXXX/decline `{ reason, note? }`: the lead passes to the next nearest
 * dealer (or staff). The answer says only that it was declined: where it went is not this dealer's.
 */
export async function declineLead(input: PortalRequest, reference: string | undefined): Promise<Response> {
  const caller = respondingDealer(input);
  if (!caller.ok) return caller.response;
  const found = await visibleLead(input, reference);
  if (!found.ok) return found.response;
  const parsed = await parseBody(input.request, declineSchema, 'The decline');
  if (!parsed.ok) return parsed.response;
  const result = await input.routing.decline(
    found.lead.id,
    caller.dealerId,
    actorOf(input.principal),
    parsed.value.reason,
    parsed.value.note,
  );
  if (!result.ok) return handOverRefused(result);
  return json({ reference: found.lead.reference, declined: true });
}

/**
 * Why a reassignment was refused, for staff: a 400 naming the dealer and what it lacks, or the
 * 409 for a lead routing does not hand out.
 */
function reassignRefused(result: Extract<ReassignResult, { ok: false }>, dealer: { name: string }): Response {
  if (!('productType' in result))
    return conflict('Only quote, installer and service requests go to dealers.');
  if (result.reason === 'not-installer')
    return badRequest(
      `${dealer.name} is not a Cirrus installer: a quote or installer request goes to an installer.`,
      [{ path: 'dealer', message: 'Choose an installer' }],
    );
  const issues = [{ path: 'dealer', message: 'Choose a service agent for this product type' }];
  if (result.reason === 'not-service-agent')
    return badRequest(
      `${dealer.name} is not a Cirrus service agent: a service request goes to a service agent.`,
      issues,
    );
  const type = result.productType ? productTypeLabels[result.productType].toLowerCase() : 'this product';
  return badRequest(
    `${dealer.name} does not service this request’s product type (${type}): choose a service agent that does.`,
    issues,
  );
}

/**
 * POST /api/portal/leads/CC-XXXXXX/reassign `{ dealer }` (staff): to any dealer of the directory
 * that does what the lead asks for: a quote or installer request only to an installer, a service
 * request only to a service agent for its product type (400 otherwise).
 */
export async function reassignLead(
  input: PortalRequest,
  reference: string | undefined,
  /** A service request's owner link at a version, for the owner's mail (the service repository's key). */
  ownerToken?: (reference: string, version: number) => string,
): Promise<Response> {
  const refused = denied(input.principal, 'leads:route');
  if (refused) return refused;
  const found = await visibleLead(input, reference);
  if (!found.ok) return found.response;
  const parsed = await parseBody(input.request, reassignSchema, 'The reassignment');
  if (!parsed.ok) return parsed.response;
  const dealer = input.routing.dealer(parsed.value.dealer);
  if (!dealer) {
    return badRequest('No dealer has that id.', [
      { path: 'dealer', message: 'Choose a dealer from the list' },
    ]);
  }
  const result = await input.routing.reassign(
    found.lead.id,
    dealer.id,
    actorOf(input.principal),
    parsed.value.reason,
    ownerToken,
  );
  if (!result.ok) return reassignRefused(result, dealer);
  const updated = await input.leads.getLead(found.lead.id);
  return updated ? detailJson(input, updated) : leadNotFound();
}

/** GET /api/portal/leads/CC-XXXXXX/candidates (staff): dealers nearest the lead first, with where each stands. */
export async function reassignCandidates(
  input: PortalRequest,
  reference: string | undefined,
): Promise<Response> {
  const refused = denied(input.principal, 'leads:route');
  if (refused) return refused;
  const found = await visibleLead(input, reference);
  if (!found.ok) return found.response;
  const body: CandidatesResponse = {
    candidates: await input.routing.candidates(found.lead.id),
    ...input.routing.limits(),
  };
  return json(body);
}

function dealerRow(input: PortalRequest, figures: DealerFigures): DealerRow | undefined {
  const dealer = input.routing.dealer(figures.dealerId);
  if (!dealer) return undefined;
  const { suburb, state, postcode } = dealer.address;
  return { ...figures, name: dealer.name, suburb, state, postcode };
}

/** GET /api/portal/dealers (staff): every dealer's figures, by state then name. */
export async function dealerTable(input: PortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'leads:route');
  if (refused) return refused;
  const rows = (await input.routing.dealerTable()).flatMap((figures) => dealerRow(input, figures) ?? []);
  rows.sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
  return json({ dealers: rows });
}

/** POST /api/portal/dealers/{id}/pause `{ paused }` (staff): pause or resume a dealer. */
export async function pauseDealer(input: PortalRequest, dealerId: string | undefined): Promise<Response> {
  const refused = denied(input.principal, 'leads:route');
  if (refused) return refused;
  if (!dealerId || !input.routing.dealer(dealerId))
    return problem(404, 'Not found', 'No dealer has that id.');
  const parsed = await parseBody(input.request, dealerPauseSchema, 'The change');
  if (!parsed.ok) return parsed.response;
  await input.routing.setPaused(dealerId, parsed.value.paused, actorOf(input.principal));
  const figures = (await input.routing.dealerTable()).find((row) => row.dealerId === dealerId);
  return json(figures ? dealerRow(input, figures) : { dealerId, paused: parsed.value.paused });
}
