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
  | 'booked'
  | 'done';

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
  outcome: ServiceOutcome | null;
  outcomeNote: string | null;
}

export interface ServiceStatusView {
  values: { reference?: string; postcode?: string };
  errors: Readonly<Record<string, string>>;
  formError?: string;
  /** After a valid check: the request, or null when none has that reference and postcode. */
  result?: ServiceStatusResult | null;
  /** A window was just booked. */
  booked?: boolean;
}
