/**
 * The portal API's answers as JSON: the contract between the server's handlers
 * (`src/server/portal/handlers.ts`) and the portal islands. Types only, so both sides can import it.
 */
import type { LeadStatus, LeadType } from './value-lists.ts';

/** A lead in lists and exports: no form payload. */
export interface LeadSummary {
  reference: string;
  type: LeadType;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  state: string | null;
  product: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  erased: boolean;
}

export interface LeadListResponse {
  items: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Lead kinds this caller may filter by. */
  types: LeadType[];
}

/** One status change of a lead: who moved it, from what, to what, and why. */
export interface StatusChange {
  id: number;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedBy: string;
  note: string | null;
  changedAt: string;
}

export interface LeadNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

/** One answered form field: the form's label and the value as the visitor would read it. */
export interface LeadAnswer {
  label: string;
  value: string;
}

export interface LeadDetailResponse {
  lead: LeadSummary;
  /** The form's answers as label and value, in the form's order. */
  answers: LeadAnswer[];
  history: StatusChange[];
  notes: LeadNote[];
}

export interface OverviewResponse {
  total: number;
  byType: { type: LeadType; total: number; byStatus: Record<LeadStatus, number> }[];
}
