/**
 * Privacy requests as the request page, the portal's queue and the server share them: the kinds a
 * person may ask for, where a request stands, and the 30-day clock (APP 12 and 13: the regulator
 * expects an answer within 30 days; staff are warned from day 20). Browser-safe: no zod, no server.
 */
import { type AutomatedDecisionId, automatedDecisions } from './automated-decisions.ts';

export const privacyRequestKinds = ['access', 'correction', 'deletion', 'review'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/** What each kind is called on the form and in the queue. */
export const privacyRequestLabels: Readonly<Record<PrivacyRequestKind, string>> = {
  access: 'A copy of my information',
  correction: 'Correct my information',
  deletion: 'Delete my information',
  review: 'Ask a person to review a decision',
};

/** unconfirmed: the address is not proved yet; open: on the clock; done: answered; refused: with its reason. */
export const privacyRequestStatuses = ['unconfirmed', 'open', 'done', 'refused'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

/** Days staff have to answer, from the address being proved. */
export const ANSWER_DAYS = 30;
/** From this day of the 30 the queue warns. */
export const WARN_FROM_DAY = 20;
const DAY_MS = 86_400_000;

/** Where a request is on its clock: the day it is on (1 to 30, then past), and how urgent. */
export interface RequestClock {
  /** Whole days since the address was proved, counting the first as day 1. */
  day: number;
  /** Days left until the answer is due (negative once overdue). */
  daysLeft: number;
  state: 'on-time' | 'warning' | 'overdue';
  dueAt: string;
}

/** The clock of a request proved at `confirmedAt`, read at `now` (the server's clock). */
export function requestClock(confirmedAt: string, now: Date): RequestClock {
  const start = Date.parse(confirmedAt);
  const elapsed = Math.floor((now.getTime() - start) / DAY_MS);
  const dueAt = new Date(start + ANSWER_DAYS * DAY_MS).toISOString();
  const state = elapsed >= ANSWER_DAYS ? 'overdue' : elapsed >= WARN_FROM_DAY ? 'warning' : 'on-time';
  return { day: elapsed + 1, daysLeft: ANSWER_DAYS - elapsed, state, dueAt };
}

/** The decisions a person may ask to have reviewed, with their titles (the form's choices). */
export const reviewableDecisions = (
  Object.entries(automatedDecisions) as [AutomatedDecisionId, { title: string; runs: string }][]
)
  .filter(([, decision]) => decision.runs === 'now')
  .map(([id, decision]) => ({ id, title: decision.title }));

/** One request in the staff's queue (GET /api/portal/privacy). */
export interface QueuedPrivacyRequest {
  reference: string;
  kind: PrivacyRequestKind;
  email: string;
  details: string | null;
  decision: string | null;
  status: PrivacyRequestStatus;
  confirmedAt: string | null;
  clock: RequestClock | null;
  outcome: string | null;
  closedBy: string | null;
  closedAt: string | null;
  events: { action: string; actor: string; note: string | null; at: string }[];
}

/** What staff may do to an open request; each needs a note (why, or what was done). */
export const privacyActions = ['answer', 'refuse', 'export', 'correct', 'erase'] as const;
export type PrivacyAction = (typeof privacyActions)[number];

/** What the request page (/privacy/request) shows. */
export type PrivacyRequestView =
  | {
      state: 'form';
      values: { kind?: string; email?: string; decision?: string; details?: string };
      /** Field messages, by field name. */
      errors?: Partial<Record<'kind' | 'email' | 'decision' | 'details' | 'form', string>>;
    }
  | { state: 'sent'; email: string }
  | { state: 'limited'; retryMinutes: number }
  | { state: 'confirm'; reference: string; token: string }
  | { state: 'confirmed'; reference: string; dueAt: string }
  | { state: 'link-refused'; reason: 'invalid' | 'expired' | 'confirmed' };
