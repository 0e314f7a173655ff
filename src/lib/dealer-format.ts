/** Formatting for the dealer directory: dealer types, dialable phone numbers. */
import type { DealerType } from '../schemas/dealer.ts';

export const dealerTypeLabels = {
  retailer: 'Retailer',
  installer: 'Installer',
  'service-agent': 'Service agent',
} as const satisfies Record<DealerType, string>;

/** A `tel:` link in international form: "(02) 7010 1234" → "tel:+61270101234". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.startsWith('0') ? `+61${digits.slice(1)}` : digits}`;
}
