/** Labels and formats of the portal's screens. */
import type { LeadStatus, LeadType } from '#lib/value-lists.ts';

export { leadTypeLabels } from '#lib/value-lists.ts';

export const leadStatusLabels: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** A service request's statuses in the agent's words: a fixed system is not a won sale. */
const serviceStatusLabels: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Times offered',
  quoted: 'Part ordered',
  won: 'Fixed',
  // Not covered by the warranty, or cancelled by its owner (it works again): closed unfixed.
  lost: 'Closed',
};

/** The status labels for a lead of this type. */
export const statusLabelsFor = (type: LeadType): Readonly<Record<LeadStatus, string>> =>
  type === 'service' ? serviceStatusLabels : leadStatusLabels;

/**
 * The inbox's status filter in the words of the leads it filters: one type's own words, or for an
 * inbox of several types where service requests are among them, both ("Won / Fixed").
 */
export function statusFilterLabels(
  type: LeadType | undefined,
  types: readonly LeadType[],
): Readonly<Record<LeadStatus, string>> {
  const only = type ?? (types.length === 1 ? types[0] : undefined);
  if (only) return statusLabelsFor(only);
  if (!types.includes('service')) return leadStatusLabels;
  const both = (status: LeadStatus) =>
    leadStatusLabels[status] === serviceStatusLabels[status]
      ? leadStatusLabels[status]
      : `${leadStatusLabels[status]} / ${serviceStatusLabels[status]}`;
  return {
    new: both('new'),
    contacted: both('contacted'),
    quoted: both('quoted'),
    won: both('won'),
    lost: both('lost'),
  };
}

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

const longDate = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as people write it: "13 November 2031". */
export function formatDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : longDate.format(date);
}

/** An ISO instant in Sydney time, e.g. "3 Mar 2026, 9:15 am". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function statusTone(status: LeadStatus): 'neutral' | 'brand' | 'accent' | 'success' | 'warning' {
  switch (status) {
    case 'new':
      return 'accent';
    case 'contacted':
      return 'brand';
    case 'quoted':
      return 'warning';
    case 'won':
      return 'success';
    case 'lost':
      return 'neutral';
  }
}
