/**
 * A service request's warranty standing, from the registration found by serial number and
 * postcode: in warranty while today is within the product's cover from the installation date, out
 * of warranty after it, and not registered when no registration (or only a declined one) holds that
 * serial at that postcode. Pure and browser-safe: the server passes its clock's today.
 */
import { shiftDate } from '../lead-forms/dates.ts';
import type { ServiceWarrantyState } from '../value-lists.ts';

/** The registration behind a serial, as far as the standing needs it. */
export interface RegisteredSystem {
  /** Where its review stands: a declined registration counts as none. */
  status: 'received' | 'info-needed' | 'approved' | 'declined';
  /** Day of installation (YYYY-MM-DD), when cover started. */
  installationDate: string;
  /** Years of parts-and-labour cover on the whole product. */
  coverYears: number;
}

export type WarrantyStanding =
  | { state: Extract<ServiceWarrantyState, 'in-warranty'>; coverUntil: string }
  | { state: Extract<ServiceWarrantyState, 'out-of-warranty'>; coverUntil: string }
  | { state: Extract<ServiceWarrantyState, 'not-registered'> };

/** The last day of `years` of cover from `installed`. */
export const coverEndsOn = (installed: string, years: number) =>
  shiftDate(shiftDate(installed, { years }), { days: -1 });

export function warrantyStanding(found: RegisteredSystem | undefined, today: string): WarrantyStanding {
  if (!found || found.status === 'declined') return { state: 'not-registered' };
  const coverUntil = coverEndsOn(found.installationDate, found.coverYears);
  return today <= coverUntil
    ? { state: 'in-warranty', coverUntil }
    : { state: 'out-of-warranty', coverUntil };
}
