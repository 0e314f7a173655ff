/**
 * What My home's page shows, as plain data (src/components/my-home/* render it): the owner's units
 * grouped by address, or the sign-in steps. Dates are already in words; links are site paths.
 */
import type { AustralianState } from '../../schemas/common.ts';
import type { PictureData } from '../picture-data.ts';
import type { ProductType } from '../value-lists.ts';

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
  /** The catalogue product's slug (what a safety notice names). */
  productSlug: string;
  /** The product's card picture, from the build's image pipeline; null when it has none. */
  picture: PictureData | null;
  /** The fault codes of the model's controller family (/support/fault-codes/…). */
  faultCodesUrl: string;
  /** Stable across renders: the registration's reference, or the job's with the unit's place. */
  key: string;
  name: string;
  model: string;
  indoorSerial: string;
  outdoorSerial: string | null;
  /** The dealer (and technician, from a commissioned job); null when the owner did not say. */
  installedBy: string | null;
  /** The installing dealer's public page (/dealers/<id>); null when no directory dealer is known. */
  installerPath: string | null;
  /** "15 January 2027"; null when not known. */
  installedOn: string | null;
  standing: HomeUnitStanding;
  /** The warranty registration's reference, once there is one. */
  reference: string | null;
  cover: HomeCover[];
  certificateUrl: string | null;
  guideUrl: string;
  serviceUrl: string;
  /** The catalogue's product type (its care intervals); null when the product is not in the catalogue. */
  productType: ProductType | null;
  /** The state the owner gave (the time zone of its reminders) and the installation date (YYYY-MM-DD). */
  state: AustralianState | null;
  installedDate: string | null;
  /** Its care reminders: the filter, then the service (empty in staff's look). */
  care: HomeCareReminder[];
}

/** One care reminder of a unit (src/server/my-home/care.ts). */
export interface HomeCareReminder {
  kind: 'filter' | 'service';
  /** "Clean the filters". */
  title: string;
  /** "every month". */
  every: string;
  enabled: boolean;
  /** The next due date, YYYY-MM-DD, and in words. */
  dueDate: string;
  due: string;
  overdue: boolean;
  dueToday: boolean;
  /** When it was last marked done, in words; null before. */
  doneOn: string | null;
  /** The owner's today and the latest date it can move to (the date field's bounds), YYYY-MM-DD. */
  today: string;
  latest: string;
}

export interface HomeAddress {
  /** "Postcode 2150, NSW". */
  label: string;
  /** The postcode and state the owner gave (what a sale or a tenant link names the address by). */
  postcode: string | null;
  state: string | null;
  units: HomeUnit[];
}

/** A safety notice in force that covers some of the owner's units: shown at the top. */
export interface HomeNotice {
  slug: string;
  title: string;
  hazard: string;
  whatToDo: string[];
  /** The units it covers: their card's key, and "Aura 2.5 kW …, indoor serial CAI-2503-21408". */
  units: { key: string; label: string }[];
  /** The service form with the first covered unit's model, to book the check. */
  serviceUrl: string;
}

/** A service request or a cashback claim of the owner's, as their history lists it. */
export interface HomeHistoryEntry {
  kind: 'service' | 'claim';
  reference: string;
  /** When it was made (ISO instant): the history's order, newest first. */
  at: string;
  /** "12 January 2027". */
  on: string;
  /** "Service request for CCA-W25R", "Cashback claim for $200". */
  title: string;
  /** Where it stands, in words. */
  status: string;
  /** The visit booked: "Thursday 14 January, 8:00 am to 12:00 pm with …"; null when none is. */
  visit: string | null;
  /** The booked visit's calendar file (.ics); null when none is booked. */
  calendarUrl: string | null;
  /** What the visit came to and the part the agent noted; null before the visit. */
  outcome: string | null;
  /** Its status page: opened by the owner's signed link (no token in staff's read-only look). */
  statusUrl: string;
}

/** The note staff's look at an owner's home leaves on each of the owner's leads (src/server/my-home/staff.ts). */
export const staffLookNote = 'Looked at the owner’s My home (read-only) to help them.';

/** What staff see of an owner's home (read-only), the same data the owner's page shows. */
export interface StaffHomeView {
  email: string;
  addresses: HomeAddress[];
  history: HomeHistoryEntry[];
}

/** Selling the house and tenants' links, as the signed-in owner's page shows them. */
export interface HomeMoves {
  /** Sales waiting for the buyer to accept. */
  sales: { id: number; label: string; buyer: string; until: string }[];
  /** Tenant links still working, each with its absolute address to copy. */
  tenantLinks: { id: number; label: string; url: string }[];
  /** What the owner's last action did. */
  outcome?: { tone: 'success' | 'warning'; text: string };
  /** The buyer's address as typed, and why it was refused. */
  buyerError?: { value: string; message: string };
}

/** A buyer's link to accept a home's units, or a tenant's page of one address. */
export type HomeLinkView =
  | { state: 'accept'; link: string; token: string; label: string; buyer: string }
  | { state: 'accepted'; buyer: string }
  | { state: 'refused'; reason: 'invalid' | 'confirmed' | 'cancelled' | 'expired' | 'revoked' }
  | {
      state: 'tenant';
      label: string;
      units: { key: string; name: string; model: string; serviceUrl: string }[];
    };

/** The page's state: asking for a link, told to check the mail, pressing "Sign in", or at home. */
export type MyHomeView =
  | { state: 'request'; email: string; error?: string }
  | { state: 'sent'; email: string }
  | { state: 'limited'; retryMinutes: number }
  | { state: 'confirm'; link: string; token: string }
  | {
      state: 'link-refused';
      reason: 'invalid' | 'used' | 'expired';
      /** The address the link was mailed to, for the form asking for a fresh one (a genuine link only). */
      email?: string;
    }
  | { state: 'signed-out'; everywhere: boolean }
  | {
      state: 'home';
      email: string;
      addresses: HomeAddress[];
      history: HomeHistoryEntry[];
      /** The owner's signed mail preferences page (site path). */
      preferencesUrl?: string;
      /** A care form refused: which reminder and why. */
      careError?: { unit: string; kind: 'filter' | 'service'; message: string };
      /** A care change just saved, said once after the redirect. */
      careSaved?: string;
      /** Safety notices covering the owner's units (src/lib/my-home/safety.ts). */
      notices: HomeNotice[];
      /** Sales waiting for their buyer, tenant links (src/server/my-home/moves.ts). */
      moves: HomeMoves;
    };

/** One mail topic on the preferences page (src/server/mail-preferences/topics.ts). */
export interface MailTopicChoice {
  topic: string;
  label: string;
  description: string;
  /** The person gets it (they have not left it). */
  subscribed: boolean;
}

/** The mail preferences page (/my-home/preferences): by a signed link, no sign-in. */
export type MailPreferencesView =
  | {
      state: 'choose';
      email: string;
      /** The link's address and token, posted back with the choices. */
      a: string;
      token: string;
      topics: MailTopicChoice[];
      /** Said after a save. */
      saved?: 'saved' | 'all-off';
    }
  | { state: 'refused' };
