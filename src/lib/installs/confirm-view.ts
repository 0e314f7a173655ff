/**
 * What the owner's confirmation page shows (browser-safe: the component reads it, the server's
 * controller fills it in): where the job stands, its systems, and what the owner's step did.
 */
export type InstallConfirmState = 'invalid' | 'not-ready' | 'ready' | 'confirmed' | 'queried';

export interface InstallConfirmView {
  state: InstallConfirmState;
  /** The job and the owner's signed token, carried through the forms. */
  job: string;
  token: string;
  details?: {
    day: string;
    dealer: string;
    technician: string;
    systems: { name: string; model: string; serials: string }[];
  };
  /** The warranties a confirmed job registered, each with its certificate. */
  registrations?: { reference: string; model: string; certificateUrl: string }[];
  /** The owner's words, kept when refused; the message beside them. */
  words?: string;
  wordsError?: string;
}
