/**
 * The portal API's handlers, independent of Astro: each gets the verified caller and the leads
 * repository, checks the caller's role (403 otherwise), parses its input (400 with the issues) and
 * answers JSON or CSV. The endpoints under src/pages/api/portal only wire these up.
 */
import type { z } from 'zod';
import type {
  LeadDetailResponse,
  LeadListResponse,
  LeadSummary,
  OverviewResponse,
} from '../../lib/portal-api.ts';
import { can, canSeeLeadType, type PortalAction, visibleLeadTypes } from '../auth/permissions.ts';
import { forbidden, type Principal } from '../auth/verify-token.ts';
import { json, type ProblemIssue, problem } from '../http/problem.ts';
import { payloadAnswers } from '../leads/notifications.ts';
import type { LeadDetail, LeadRecord, LeadRepository } from '../leads/repository.ts';
import {
  type LeadFilters,
  type LeadStatus,
  type LeadType,
  leadStatusSchema,
  leadTypeSchema,
} from '../leads/schema.ts';
import { csvRow } from './csv.ts';
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
}

const MAX_BODY_BYTES = 16 * 1024;

export type { LeadDetailResponse, LeadListResponse, LeadSummary, OverviewResponse };

function summary(lead: LeadRecord): LeadSummary {
  return {
    reference: lead.reference,
    type: lead.type,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    state: lead.state,
    product: lead.product,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
    closedAt: lead.closedAt,
    erased: lead.erasedAt !== null,
  };
}

function answers(lead: LeadRecord): LeadDetailResponse['answers'] {
  if (!lead.payload) return [];
  // Trimmed as the portal has always shown them (a message's edge blank lines are not news).
  return payloadAnswers(lead.type, lead.payload as never).map(({ label, value }) => ({
    label,
    value: value.trim(),
  }));
}

function detailResponse(lead: LeadDetail): LeadDetailResponse {
  return { lead: summary(lead), answers: answers(lead), history: lead.history, notes: lead.notes };
}

function issuesOf(error: z.ZodError): ProblemIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

function badRequest(detail: string, issues?: ProblemIssue[]) {
  return problem(400, 'Bad request', detail, { issues });
}

/** Who did it, for the status history and notes. */
export function actorOf(principal: Principal): string {
  return principal.email ? `${principal.name} (${principal.email})` : principal.name;
}

function denied(principal: Principal, action: PortalAction): Response | undefined {
  return can(principal, action) ? undefined : forbidden('Your role does not allow this.');
}

/**
 * The caller's filters, restricted to the lead kinds their role may see: asking for another kind is
 * refused; asking for none means all they may see.
 */
function scopedFilters(
  input: PortalRequest,
): { ok: true; filters: z.output<typeof leadFiltersSchema> } | { ok: false; response: Response } {
  const parsed = leadFiltersSchema.safeParse(queryObject(input.url));
  if (!parsed.success) {
    return { ok: false, response: badRequest('The filters are not valid.', issuesOf(parsed.error)) };
  }
  const filters = parsed.data;
  const visible = visibleLeadTypes(input.principal);
  if (visible === 'all') return { ok: true, filters };
  if (filters.type && !visible.includes(filters.type)) {
    return { ok: false, response: forbidden(`Your role cannot see ${filters.type} leads.`) };
  }
  const [only] = visible;
  if (!only || visible.length > 1) return { ok: false, response: forbidden('Your role cannot list leads.') };
  return { ok: true, filters: { ...filters, type: only } };
}

export async function listLeads(input: PortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const scoped = scopedFilters(input);
  if (!scoped.ok) return scoped.response;
  const page = await input.leads.listLeads(scoped.filters as LeadFilters);
  const visible = visibleLeadTypes(input.principal);
  const body: LeadListResponse = {
    items: page.items.map(summary),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    types: visible === 'all' ? [...leadTypeSchema.options] : visible,
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
  const rows = input.leads.exportLeads(scoped.filters as LeadFilters);
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
      const lead = summary(next.value);
      controller.enqueue(encoder.encode(csvRow(exportColumns.map(([, value]) => value(lead)))));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="cirrus-leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** The lead a reference names, if the caller may see it; otherwise the response to send. */
async function visibleLead(
  input: PortalRequest,
  reference: string | undefined,
): Promise<{ ok: true; lead: LeadDetail } | { ok: false; response: Response }> {
  const parsed = leadReferenceSchema.safeParse(reference);
  if (!parsed.success)
    return { ok: false, response: problem(404, 'Not found', 'No lead has that reference.') };
  const lead = await input.leads.getLeadByReference(parsed.data);
  if (!lead) return { ok: false, response: problem(404, 'Not found', 'No lead has that reference.') };
  // A lead of a kind the caller may not see answers exactly like one that does not exist: the
  // answer must not tell what exists.
  if (!canSeeLeadType(input.principal, lead.type)) {
    return { ok: false, response: problem(404, 'Not found', 'No lead has that reference.') };
  }
  return { ok: true, lead };
}

export async function leadDetail(input: PortalRequest, reference: string | undefined): Promise<Response> {
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const found = await visibleLead(input, reference);
  return found.ok ? json(detailResponse(found.lead)) : found.response;
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

export async function changeStatus(input: PortalRequest, reference: string | undefined): Promise<Response> {
  const refused = denied(input.principal, 'leads:work');
  if (refused) return refused;
  const found = await visibleLead(input, reference);
  if (!found.ok) return found.response;
  const body = await readJson(input.request);
  if (!body.ok) return body.response;
  const parsed = statusChangeSchema.safeParse(body.value);
  if (!parsed.success) return badRequest('The status change is not valid.', issuesOf(parsed.error));
  const updated = await input.leads.changeStatus(
    found.lead.id,
    parsed.data.status,
    actorOf(input.principal),
    parsed.data.note || undefined,
  );
  if (!updated) return problem(404, 'Not found', 'No lead has that reference.');
  return json(detailResponse(updated));
}

export async function addNote(input: PortalRequest, reference: string | undefined): Promise<Response> {
  const refused = denied(input.principal, 'leads:work');
  if (refused) return refused;
  const found = await visibleLead(input, reference);
  if (!found.ok) return found.response;
  const body = await readJson(input.request);
  if (!body.ok) return body.response;
  const parsed = noteSchema.safeParse(body.value);
  if (!parsed.success) return badRequest('The note is not valid.', issuesOf(parsed.error));
  const note = await input.leads.addNote(found.lead.id, actorOf(input.principal), parsed.data.body);
  if (!note) return problem(404, 'Not found', 'No lead has that reference.');
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
