/**
 * What the service status page shows, shared by the server that prepares it and the component that
 * draws it. No runtime imports.
 */
import type { ServiceOutcome, ServiceWarrantyState } from '../value-lists.ts';

/** Where a service request stands, as its owner reads it. */
export type ServiceStage =
  | 'finding-agent'
  | 'waiting-for-agent'
  | 'accepted'
  | 'choose-window'
  /** The owner asked for other times: the agent will offer again. */
  | 'other-times-asked'
  | 'booked'
  | 'done'
  /** The owner cancelled it: the fault fixed itself. */
  | 'cancelled';

export interface ServiceStatusResult {
  reference: string;
  stage: ServiceStage;
  /** The agent holding it: name, suburb and phone; null in the service team's queue. */
  agent: { name: string; suburb: string; phone: string } | null;
  /** By when the agent responds (while waiting), on its clock. */
  respondBy: string | null;
  warrantyState: ServiceWarrantyState;
  /** The visit windows offered, as read on the agent's clock. */
  windows: string[];
  chosenWindow: number | null;
  /**
   * Until when the owner may still change a booked visit ("Thursday 19 November, 8:00 am"), or null
   * when nothing is booked; `changeClosed` once that time has passed.
   */
  changeUntil: string | null;
  changeClosed: boolean;
  outcome: ServiceOutcome | null;
  outcomeNote: string | null;
}

/** What the owner's last booking step did, or why it was refused. */
export type BookingStepAnswer =
  | { done: 'booked' | 'changed' | 'cancelled' | 'withdrawn' | 'unchanged' }
  | { refused: 'not-owner' | 'too-late' | 'window-passed' | 'no-windows' | 'done' };

export interface ServiceStatusView {
  values: { reference?: string; postcode?: string; token?: string; email?: string };
  errors: Readonly<Record<string, string>>;
  formError?: string;
  /** Why the link the page was opened with did not open the request (expired, altered, moved on). */
  linkNotice?: string;
  /** After a valid check: the request, or null when none has that reference and postcode. */
  result?: ServiceStatusResult | null;
  /** Whether the page holds the owner's own link (then no email address is asked for). */
  ownerLink?: boolean;
  /** The booking step just taken, if one was. */
  step?: BookingStepAnswer;
}
