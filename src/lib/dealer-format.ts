/** Formatting for the dealer directory: state names, dealer types, dialable phone numbers. */
import type { AustralianState } from '../schemas/common.ts';
import type { DealerType } from '../schemas/dealer.ts';

export const stateNames = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const satisfies Record<AustralianState, string>;

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
