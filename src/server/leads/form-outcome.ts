/** What a lead form request ends in: the thank-you redirect, or the form again with its status. */
import { randomUUID } from 'node:crypto';
import type { LeadFormView } from '../../lib/lead-forms/form-view.ts';

export type FormStatus = 200 | 400 | 408 | 409 | 413 | 415 | 429 | 503;

export type LeadFormOutcome =
  /** `submissionKey`: the stored lead's, which binds the thank-you page to this browser (thank-you-binding.ts). */
  | { kind: 'redirect'; location: string; submissionKey?: string }
  | {
      kind: 'page';
      status: FormStatus;
      view: LeadFormView;
      headers: Readonly<Record<string, string>>;
    };

/** A fresh idempotency key for the form's next send. */
export const newKey = () => randomUUID();

export function page(
  status: FormStatus,
  view: LeadFormView,
  headers: Record<string, string> = {},
): LeadFormOutcome {
  return { kind: 'page', status, view, headers };
}
