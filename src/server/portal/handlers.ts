/**
 * The portal API's handlers, independent of Astro: each gets the verified caller and the leads
 * repository, checks the caller's role (403 otherwise), parses its input (400 with the issues) and
 * answers JSON or CSV. The endpoints under src/pages/api/portal only wire these up.
 *
 * Scope (permissions.ts): staff see every lead; a dealer's user only the leads held by its dealer,
 * and another dealer's lead answers exactly like a lead that does not exist (404). Until its dealer
 * accepts, a lead shows the area, the product and what was asked, not the customer's name, phone
 * or email.
 */
import type { z } from 'zod';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import type {
  LeadDetailResponse,
  LeadListResponse,
  LeadSummary,
  OverviewResponse,
} from '../../lib/portal-api.ts';
import type { PostcodeTable } from '../../lib/postcodes/index.ts';
import { reopenPlanHref } from '../../lib/rebates/summary.ts';
import { businessMinutesBetween } from '../../lib/routing/business-hours.ts';
import { can, inScope, type LeadScope, leadScope, type PortalAction } from '../auth/permissions.ts';
import { forbidden, type Principal } from '../auth/verify-token.ts';
import { clock } from '../clock.ts';
import { leadFormDefinitions, personalFieldsOf } from '../forms/index.ts';
import { json, type ProblemIssue, problem } from '../http/problem.ts';
import { payloadFields } from '../leads/notifications.ts';
import type { LeadDetail, LeadRecord, LeadRepository } from '../leads/repository.ts';
import {
  type LeadFilters,
  type LeadStatus,
  type LeadType,
  leadStatusSchema,
  leadTypeSchema,
} from '../leads/schema.ts';
import type { ContactSearch } from '../leads/store/portal.ts';
import { leadArea, withoutPersonal } from '../routing/lead-view.ts';
import type { RoutingRepository } from '../routing/repository.ts';
import { csvRow } from './csv.ts';
import { dealerLabels } from './dealer-labels.ts';
import { type ProductLookup, productLink } from './products.ts';
import {
  leadFiltersSchema,
  leadReferenceSchema,
  noteSchema,
  queryObject,
  statusChangeSchema,
} from './schema.ts';

export interface PortalRequest {
  request: Request;
  url: URL;
  principal: Principal;
  leads: LeadRepository;
  routing: RoutingRepository;
  postcodes: PostcodeTable;
  /** The catalogue's products by slug: a lead names its product and links to its page. */
  products?: ProductLookup;
}

const MAX_BODY_BYTES = 16 * 1024;

export type { LeadDetailResponse, LeadListResponse, LeadSummary, OverviewResponse };

/** How one caller sees leads: what it may see of each. */
interface View {
  scope: LeadScope;
  routing: RoutingRepository;
  postcodes: PostcodeTable;
  products: ProductLookup | undefined;
}

const viewOf = (input: PortalRequest): View => ({
  scope: leadScope(input.principal),
  routing: input.routing,
  postcodes: input.postcodes,
  products: input.products,
});

/** A lead as this caller may see it in lists. */
export const summaryFor = (input: PortalRequest, lead: LeadRecord) => summary(lead, viewOf(input));

/** A dealer sees the customer's contact details only once it has accepted the lead. */
const withheld = (view: View, lead: LeadRecord) =>
  view.scope.kind !== 'all' && lead.routingState !== 'accepted';

function summary(lead: LeadRecord, view: View): LeadSummary {
  const hidden = withheld(view, lead);
  const dealer = lead.dealerId ? view.routing.dealer(lead.dealerId) : undefined;
  return {
    reference: lead.reference,
    type: lead.type,
    status: lead.status,
    name: hidden ? null : lead.name,
    email: hidden ? null : lead.email,
    phone: hidden ? null : lead.phone,
    postcode: lead.postcode,
    state: lead.state,
    product: lead.product,
    ...productFields(lead.product, view),
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
    closedAt: lead.closedAt,
    erased: lead.erasedAt !== null,
    area: leadArea(view.postcodes, lead.postcode),
    dealer: lead.dealerId ? { id: lead.dealerId, name: dealer?.name ?? lead.dealerId } : null,
    routing: lead.routingState,
    respondBy: lead.respondBy,
    contactWithheld: hidden,
  };
}

function productFields(product: string | null, view: View) {
  if (!product) return { productName: null, productUrl: null };
  const link = productLink(product, view.products);
  return { productName: link.name, productUrl: link.url };
}

function answers(lead: LeadRecord, view: View): LeadDetailResponse['answers'] {
  if (!lead.payload) return [];
  const payload = withheld(view, lead)
    ? withoutPersonal(lead.payload, personalFieldsOf(lead.type))
    : lead.payload;
  const productName = (slug: string) => productLink(slug, view.products).name;
  // Trimmed as the portal has always shown them (a message's edge blank lines are not news).
  return payloadFields(leadFormDefinitions[lead.type], payload, productName).map(
    ({ field, label, value }) => {
      const fields = payload as Record<string, unknown>;
      // The product asked about links to its page; a rebate plan to the planner, reopened on it.
      const url =
        field === 'product'
          ? productLink(String(fields[field]), view.products).url
          : field === 'plan' && lead.type === 'plan'
            ? reopenPlanHref(fields)
            : null;
      return { label: dealerLabels[field] ?? label, value: value.trim(), ...(url ? { href: url } : {}) };
    },
  );
}

/** Business minutes the holding dealer has left to accept a waiting lead (its hours, its time zone). */
function minutesLeft(lead: LeadRecord, view: View, now: Date): number | null {
  if (lead.routingState !== 'waiting' || !lead.respondBy || !lead.dealerId) return null;
  const dealer = view.routing.dealer(lead.dealerId);
  if (!dealer) return null;
  return businessMinutesBetween(
    dealer.hours,
    timeZoneByState[dealer.address.state],
    now,
    new Date(lead.respondBy),
  );
}

async function detailResponse(lead: LeadDetail, view: View): Promise<LeadDetailResponse> {
  const events = await view.routing.eventsOf(lead.id);
  const { scope } = view;
  const hidden = withheld(view, lead);
  return {
    lead: summary(lead, view),
    answers: answers(lead, view),
    // Staff notes may carry the customer's details: not for a dealer that has not accepted.
    history: hidden ? lead.history.map((entry) => ({ ...entry, note: null })) : lead.history,
    notes: hidden ? [] : lead.notes,
    routingHistory:
      scope.kind === 'dealer' ? events.filter((event) => event.dealerId === scope.dealerId) : events,
    minutesLeft: minutesLeft(lead, view, clock.now()),
  };
}

function issuesOf(error: z.ZodError): ProblemIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export function badRequest(detail: string, issues?: ProblemIssue[]) {
  return problem(400, 'Bad request', detail, { issues });
}

/** Who did it, for the status history and notes. */
export function actorOf(principal: Principal): string {
  return principal.email ? `${principal.name} (${principal.email})` : principal.name;
}

export function denied(principal: Principal, action: PortalAction): Response | undefined {
  return can(principal, action) ? undefined : forbidden('Your role does not allow this.');
}

/**
 * The caller's filters within its scope: a dealer's user always gets its own dealer's leads (its
 * dealer filter is replaced by its own), and its search matches the customer's name, email and
 * phone only on leads its dealer has accepted (what it may see); a caller with no scope is refused.
 */
function scopedFilters(
  input: PortalRequest,
):
  | { ok: true; filters: z.output<typeof leadFiltersSchema>; contactSearch: ContactSearch }
  | { ok: false; response: Response } {
  const parsed = leadFiltersSchema.safeParse(queryObject(input.url));
  if (!parsed.success) {
    return { ok: false, response: badRequest('The filters are not valid.', issuesOf(parsed.error)) };
  }
  const filters = parsed.data;
  const scope = leadScope(input.principal);
  if (scope.kind === 'all') return { ok: true, filters, contactSearch: 'all' };
  if (scope.kind === 'none') {
    return { ok: false, response: forbidden('Your account is not linked to a dealer, so it has no leads.') };
  }
  return { ok: true, filters: { ...filters, dealer: scope.dealerId }, contactSearch: 'accepted' };
}

export async function listLeads(input: PortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const scoped = scopedFilters(input);
  if (!scoped.ok) return scoped.response;
  const page = await input.leads.listLeads(scoped.filters as LeadFilters, scoped.contactSearch);
  const view = viewOf(input);
  const body: LeadListResponse = {
    items: page.items.map((lead) => summary(lead, view)),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    types: [...leadTypeSchema.options],
  };
  return json(body);
}

const exportColumns: readonly [string, (lead: LeadSummary) => unknown][] = [
  ['Reference', (lead) => lead.reference],
  ['Type', (lead) => lead.type],
  ['Status', (lead) => lead.status],
  ['Received', (lead) => lead.createdAt],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Postcode', (lead) => lead.postcode],
  ['State', (lead) => lead.state],
  ['Product', (lead) => lead.product],
  ['Closed', (lead) => lead.closedAt],
];

/** The filtered list as CSV (every page), streamed in batches. */
export async function exportLeads(input: PortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const scoped = scopedFilters(input);
  if (!scoped.ok) return scoped.response;
  const rows = input.leads.exportLeads(scoped.filters as LeadFilters, scoped.contactSearch);
  const view = viewOf(input);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(exportColumns.map(([title]) => title))}`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) {
        controller.close();
        return;
      }
      const lead = summary(next.value, view);
      controller.enqueue(encoder.encode(csvRow(exportColumns.map(([, value]) => value(lead)))));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  // Named for the day in Sydney, the calendar the portal's dates and filters are in.
  const day = clock.today();
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="cirrus-leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const leadNotFound = () => problem(404, 'Not found', 'No lead has that reference.');

/**
 * The lead a reference names, if the caller may see it; otherwise the response to send. A lead
 * outside the caller's scope answers exactly like one that does not exist.
 */
export async function visibleLead(
  input: PortalRequest,
  reference: string | undefined,
): Promise<{ ok: true; lead: LeadDetail } | { ok: false; response: Response }> {
  const parsed = leadReferenceSchema.safeParse(reference);
  if (!parsed.success) return { ok: false, response: leadNotFound() };
  const lead = await input.leads.getLeadByReference(parsed.data);
  // Another dealer's lead answers exactly like one that does not exist: the answer must not tell
  // what exists.
  if (!lead || !inScope(leadScope(input.principal), lead.dealerId))
    return { ok: false, response: leadNotFound() };
  return { ok: true, lead };
}

/** The lead's detail as this caller may see it. */
export async function detailJson(input: PortalRequest, lead: LeadDetail, status = 200): Promise<Response> {
  return json(await detailResponse(lead, viewOf(input)), status);
}

export async function leadDetail(input: PortalRequest, reference: string | undefined): Promise<Response> {
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const found = await visibleLead(input, reference);
  return found.ok ? detailJson(input, found.lead) : found.response;
}

/** A dealer works a lead (status, notes) only once it has accepted it. */
function notYetAccepted(input: PortalRequest, lead: LeadRecord): Response | undefined {
  if (leadScope(input.principal).kind === 'all' || lead.routingState === 'accepted') return undefined;
  return problem(409, 'Conflict', 'Accept this lead before working it.');
}

async function readJson(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false, response: problem(415, 'Unsupported media type', 'Send JSON.') };
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES)
    return { ok: false, response: problem(413, 'Too large', 'The body is too large.') };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: badRequest('The body is not valid JSON.') };
  }
}

/** The request's JSON body parsed with `schema`, or the 4xx to answer (`what`: "The note"). */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  what: string,
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const body = await readJson(request);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success)
    return { ok: false, response: badRequest(`${what} is not valid.`, issuesOf(parsed.error)) };
  return { ok: true, value: parsed.data };
}

export async function changeStatus(input: PortalRequest, reference: string | undefined): Promise<Response> {
  const refused = denied(input.principal, 'leads:work');
  if (refused) return refused;
  const found = await visibleLead(input, reference);
  if (!found.ok) return found.response;
  const early = notYetAccepted(input, found.lead);
  if (early) return early;
  const parsed = await parseBody(input.request, statusChangeSchema, 'The status change');
  if (!parsed.ok) return parsed.response;
  const updated = await input.leads.changeStatus(
    found.lead.id,
    parsed.value.status,
    actorOf(input.principal),
    parsed.value.note || undefined,
  );
  if (!updated) return leadNotFound();
  return detailJson(input, updated);
}

export async function addNote(input: PortalRequest, reference: string | undefined): Promise<Response> {
  const refused = denied(input.principal, 'leads:work');
  if (refused) return refused;
  const found = await visibleLead(input, reference);
  if (!found.ok) return found.response;
  const early = notYetAccepted(input, found.lead);
  if (early) return early;
  const parsed = await parseBody(input.request, noteSchema, 'The note');
  if (!parsed.ok) return parsed.response;
  const note = await input.leads.addNote(found.lead.id, actorOf(input.principal), parsed.value.body);
  if (!note) return leadNotFound();
  return json(note, 201);
}

/** Staff only: how many leads of each kind are in each status. */
export async function overview(input: PortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'overview:read');
  if (refused) return refused;
  const counts = await input.leads.countByTypeAndStatus();
  const countOf = (type: LeadType, status: LeadStatus) =>
    counts.find((row) => row.type === type && row.status === status)?.count ?? 0;
  const byType = leadTypeSchema.options.map((type) => {
    const byStatus = Object.fromEntries(
      leadStatusSchema.options.map((status) => [status, countOf(type, status)]),
    ) as Record<LeadStatus, number>;
    return { type, total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), byStatus };
  });
  const body: OverviewResponse = { total: byType.reduce((sum, row) => sum + row.total, 0), byType };
  return json(body);
}
