/** Labels and formats of the portal's screens. */
import type { LeadStatus, LeadType } from '../../lib/value-lists';

export const leadTypeLabels: Readonly<Record<LeadType, string>> = {
  quote: 'Quote request',
  installer: 'Installer request',
  contact: 'Contact message',
  warranty: 'Warranty registration',
  claim: 'Cashback claim',
  service: 'Service request',
};

export const leadStatusLabels: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

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
