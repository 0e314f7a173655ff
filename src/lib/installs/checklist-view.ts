/**
 * What the technician's checklist page shows (browser-safe: the page's components and the phone's
 * island read it, the server's controller fills it in): the job as booked, each system's model with
 * what the checks need of it, and where the step-by-step form stands.
 */
import type { ChargeData } from './commissioning.ts';

/** The steps of the form without JavaScript, in order. */
export const checklistSteps = ['systems', 'tests', 'handover', 'photos'] as const;
export type ChecklistStep = (typeof checklistSteps)[number];

export const checklistStepTitles: Readonly<Record<ChecklistStep, string>> = {
  systems: 'Systems and serials',
  tests: 'Refrigerant tests',
  handover: 'Handover and old system',
  photos: 'Photos, review and send',
};

/** A system booked on the job, with what the checklist checks it against. */
export interface ChecklistUnit {
  productSlug: string;
  name: string;
  modelNumber: string;
  refrigerant: 'R32' | 'R290';
  charge: ChargeData;
  pipeLengthMaxM: number | null;
  /** The serial formats of the warranty terms (a pattern, and an example as printed). */
  indoor: { pattern: string; example: string };
  outdoor: { pattern: string; example: string } | null;
}

export interface ChecklistView {
  /** `invalid`: the link opens nothing; `commissioned`: already sent (from this or another phone). */
  state: 'invalid' | 'open' | 'sent' | 'commissioned';
  job: string;
  token: string;
  details?: { dealer: string; day: string; units: ChecklistUnit[]; tradingAuthorisation: string };
  step: ChecklistStep;
  /** The answers so far (every step's: the form carries them), and the messages by field. */
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string;
  /** Results outside the manual, in words (after the last step, and once sent). */
  flags: string[];
  /** The key of this sending, made once when the last step is shown. */
  key: string;
}
