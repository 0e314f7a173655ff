/**
 * Calls to the portal API with the user's access token. Failures become PortalApiError with the
 * API's own message; a 401 means the token was refused, a 403 that the role does not allow it.
 */
import type {
  CandidatesResponse,
  ClaimDetailResponse,
  ClaimListResponse,
  ClaimReviewStatus,
  DealerRow,
  LeadDetailResponse,
  LeadListResponse,
  OverviewResponse,
  PaymentRunListResponse,
  QueueResponse,
  ServiceDetailResponse,
  StaleRulesResponse,
  WarrantyDetailResponse,
  WarrantyListResponse,
  WarrantyReviewStatus,
} from '#lib/portal-api.ts';
import type { DeclineReason } from '#lib/routing/decline-reasons.ts';
import type { ServiceOutcome } from '#lib/value-lists.ts';
import { getAccessToken } from '../../auth/session';
import { type InboxFilters, searchFromFilters } from '../leads/filters';

export type { LeadSummary } from '#lib/portal-api.ts';
export type {
  CandidatesResponse,
  ClaimDetailResponse,
  ClaimListResponse,
  ClaimReviewStatus,
  DealerRow,
  LeadDetailResponse,
  LeadListResponse,
  OverviewResponse,
  QueueResponse,
  StaleRulesResponse,
  WarrantyDetailResponse,
  WarrantyListResponse,
  WarrantyReviewStatus,
};

export class PortalApiError extends Error {
  override name = 'PortalApiError';
  /** HTTP status: 401 token refused, 403 role not allowed, 404 no such lead. */
  readonly status: number;
  /** The fields the API refused, each with its message (a form shows them beside the fields). */
  readonly issues: readonly { path: string; message: string }[];
  constructor(status: number, message: string, issues: readonly { path: string; message: string }[] = []) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}

async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const token = await getAccessToken();
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { error?: { detail?: string; issues?: { path: string; message: string }[] } }
      | undefined;
    throw new PortalApiError(
      response.status,
      body?.error?.detail ?? `The portal answered ${response.status}.`,
      body?.error?.issues ?? [],
    );
  }
  return response;
}

export async function requestJson<T>(path: string, init?: RequestInit): Promise<T> {
  return (await (await request(path, init)).json()) as T;
}

export function listLeads(filters: InboxFilters): Promise<LeadListResponse> {
  return requestJson(`/api/portal/leads${searchFromFilters(filters)}`);
}

export function getLead(reference: string): Promise<LeadDetailResponse> {
  return requestJson(`/api/portal/leads/${encodeURIComponent(reference)}`);
}

export function changeStatus(reference: string, status: string, note: string): Promise<LeadDetailResponse> {
  return requestJson(`/api/portal/leads/${encodeURIComponent(reference)}/status`, {
    method: 'POST',
    body: JSON.stringify(note ? { status, note } : { status }),
  });
}

export function addNote(reference: string, body: string): Promise<unknown> {
  return requestJson(`/api/portal/leads/${encodeURIComponent(reference)}/notes`, {
    method: 'POST',
    body: JSON.stringify({ body }),
  });
}

/** A dealer's queue: waiting leads with the time left, then accepted ones. */
export function getQueue(): Promise<QueueResponse> {
  return requestJson('/api/portal/queue');
}

const leadPath = (reference: string, action: string) =>
  `/api/portal/leads/${encodeURIComponent(reference)}/${action}`;

export function acceptLead(reference: string): Promise<LeadDetailResponse> {
  return requestJson(leadPath(reference, 'accept'), { method: 'POST', body: '{}' });
}

export function declineLead(reference: string, reason: DeclineReason, note: string): Promise<unknown> {
  return requestJson(leadPath(reference, 'decline'), {
    method: 'POST',
    body: JSON.stringify(note ? { reason, note } : { reason }),
  });
}

export function reassignLead(reference: string, dealer: string, reason: string): Promise<LeadDetailResponse> {
  return requestJson(leadPath(reference, 'reassign'), {
    method: 'POST',
    body: JSON.stringify({ dealer, reason }),
  });
}

/** Staff: the dealers a lead may go to, nearest its postcode first. */
export function getCandidates(reference: string): Promise<CandidatesResponse> {
  return requestJson(leadPath(reference, 'candidates'));
}

/** Staff: every dealer's figures. */
export function getDealers(): Promise<{ dealers: DealerRow[] }> {
  return requestJson('/api/portal/dealers');
}

export function setDealerPaused(dealer: string, paused: boolean): Promise<DealerRow> {
  return requestJson(`/api/portal/dealers/${encodeURIComponent(dealer)}/pause`, {
    method: 'POST',
    body: JSON.stringify({ paused }),
  });
}

/** Who is signed in, and their organisation's name (their dealer, or Cirrus Climate). */
export function getMe(): Promise<{ name: string; email?: string; organisationName: string }> {
  return requestJson('/api/portal/me');
}

export function getOverview(): Promise<OverviewResponse> {
  return requestJson('/api/portal/overview');
}

/** Staff: the rebate rules whose last check is older than the planner settings allow. */
export function getStaleRebateRules(): Promise<StaleRulesResponse> {
  return requestJson('/api/portal/rebate-rules');
}

/** Downloads the filtered list as CSV (a link cannot carry the token, so fetch and save). */
export function downloadCsv(filters: InboxFilters): Promise<void> {
  return downloadFile(`/api/portal/leads.csv${searchFromFilters({ ...filters, page: 1 })}`, 'leads.csv');
}

/**
 * Staff: a payment run, the bank's ABA file of the fully approved claims not paid yet (which it
 * marks paid); the run stays downloadable by its id for a while (downloadPaymentRun).
 */
export function downloadApprovedClaims(): Promise<void> {
  return downloadFile('/api/portal/claims/payment-runs', 'payment-run.aba', { method: 'POST' });
}

/** Staff: the latest payment runs (no bank details), newest first. */
export function listPaymentRuns(): Promise<PaymentRunListResponse> {
  return requestJson('/api/portal/claims/payment-runs');
}

/** Staff: an earlier payment run's file again, by its id. */
export function downloadPaymentRun(id: string): Promise<void> {
  return downloadFile(`/api/portal/claims/payment-runs/${encodeURIComponent(id)}`, `${id}.aba`);
}

/**
 * A staff review queue's three calls (warranty registrations, promotion claims): the list, one
 * record, and a decision, which carries a note only where the decision needs one.
 */
function reviewApi<Status extends string, List, Detail>(
  base: string,
  needsNote: (status: Status) => boolean,
) {
  const one = (reference: string) => `${base}/${encodeURIComponent(reference)}`;
  return {
    list: (status?: Status): Promise<List> => requestJson(`${base}${status ? `?status=${status}` : ''}`),
    get: (reference: string): Promise<Detail> => requestJson(one(reference)),
    decide: (reference: string, status: Exclude<Status, 'received'>, note: string): Promise<Detail> =>
      requestJson(`${one(reference)}/decision`, {
        method: 'POST',
        body: JSON.stringify(needsNote(status) ? { status, note } : { status }),
      }),
  };
}

/** Staff: promotion claims; a rejection says why. */
export const {
  list: listClaims,
  get: getClaim,
  decide: decideClaim,
} = reviewApi<ClaimReviewStatus, ClaimListResponse, ClaimDetailResponse>(
  '/api/portal/claims',
  (status) => status === 'rejected',
);

export async function downloadFile(path: string, fallbackName: string, init?: RequestInit): Promise<void> {
  const response = await request(path, init);
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Staff: warranty registrations; anything but an approval says why or what to send. */
export const {
  list: listWarranty,
  get: getWarranty,
  decide: decideWarranty,
} = reviewApi<WarrantyReviewStatus, WarrantyListResponse, WarrantyDetailResponse>(
  '/api/portal/warranty',
  (status) => status !== 'approved',
);

/** An uploaded invoice or proof of purchase as a blob (a link cannot carry the token), with its type. */
export async function fetchUpload(url: string): Promise<Blob> {
  return (await request(url)).blob();
}

/** Staff: frees a registration's serial numbers for their owner (someone else registered them first). */
export function releaseWarrantySerials(reference: string, note: string): Promise<WarrantyDetailResponse> {
  return requestJson(`/api/portal/warranty/${encodeURIComponent(reference)}/release`, {
    method: 'POST',
    body: JSON.stringify({ note }),
  });
}

/** A service request's warranty standing, visit times, outcome and photo (its agent, staff). */
export function getService(reference: string): Promise<ServiceDetailResponse> {
  return requestJson(`/api/portal/service/${encodeURIComponent(reference)}`);
}

/** The agent offers two or three visit times; the owner is mailed. */
export function offerVisitWindows(
  reference: string,
  windows: readonly { start: string; end: string }[],
): Promise<ServiceDetailResponse> {
  return requestJson(`/api/portal/service/${encodeURIComponent(reference)}/windows`, {
    method: 'POST',
    body: JSON.stringify({ windows }),
  });
}

/** The agent records what the visit came to; the owner is mailed. */
export function recordServiceOutcome(
  reference: string,
  outcome: ServiceOutcome,
  note: string,
): Promise<ServiceDetailResponse> {
  return requestJson(`/api/portal/service/${encodeURIComponent(reference)}/outcome`, {
    method: 'POST',
    body: JSON.stringify(note ? { outcome, note } : { outcome }),
  });
}
