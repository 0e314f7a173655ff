/**
 * What My home's page shows, as plain data (src/components/my-home/* render it): the owner's units
 * grouped by address, or the sign-in steps. Dates are already in words; links are site paths.
 */

/** One part's cover on a unit. */
export interface HomeCover {
  label: string;
  years: number;
  /** "14 January 2034". */
  until: string;
  /** The last day has passed on the server's clock. */
  ended: boolean;
}

/** Where a unit's warranty stands. */
export type HomeUnitStanding = 'registered' | 'received' | 'info-needed' | 'to-confirm';

export interface HomeUnit {
  /** Stable across renders: the registration's reference, or the job's with the unit's place. */
  key: string;
  name: string;
  model: string;
  indoorSerial: string;
  outdoorSerial: string | null;
  /** The dealer (and technician, from a commissioned job); null when the owner did not say. */
  installedBy: string | null;
  /** "15 January 2027"; null when not known. */
  installedOn: string | null;
  standing: HomeUnitStanding;
  /** The warranty registration's reference, once there is one. */
  reference: string | null;
  cover: HomeCover[];
  certificateUrl: string | null;
  guideUrl: string;
  serviceUrl: string;
}

export interface HomeAddress {
  /** "Postcode 2150, NSW". */
  label: string;
  units: HomeUnit[];
}

/** The page's state: asking for a link, told to check the mail, pressing "Sign in", or at home. */
export type MyHomeView =
  | { state: 'request'; email: string; error?: string }
  | { state: 'sent'; email: string }
  | { state: 'limited'; retryMinutes: number }
  | { state: 'confirm'; link: string; token: string }
  | { state: 'link-refused'; reason: 'invalid' | 'used' | 'expired' }
  | { state: 'signed-out'; everywhere: boolean }
  | { state: 'home'; email: string; addresses: HomeAddress[] };
