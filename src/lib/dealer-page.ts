/**
 * A dealer's page (/dealers/<id>) as the server hands it to its components: what the site measured
 * from its own records and the reviews owners wrote through their invitations. Also where an owner
 * checks a dealer's licences: the Australian Refrigeration Council's register and each state's
 * contractor licence register. Browser-safe.
 */
import type { AustralianState } from '../schemas/common.ts';

/** Fewer jobs than this in the period and the page says so instead of a figure. */
export const MEASURED_MINIMUM = 5;

/** One measured count over the period, or too few to state. */
export interface MeasuredCount {
  count: number;
}

/** What the site measured of a dealer over the last 12 months. */
export interface MeasuredFigures {
  /** The period's first and last day, as the page prints them ("1 December 2025"). */
  from: string;
  to: string;
  /** Leads offered to the dealer whose window has ended (answered or timed out). */
  offers: number;
  /** Median minutes from a lead reaching the dealer to its first answer (accept or decline); null when none. */
  medianResponseMinutes: number | null;
  /** Offers answered within the promised response window, of `offers`. */
  answeredInWindow: number;
  /** The promised window, in the dealer's opening hours, minutes. */
  windowMinutes: number;
  leadsAccepted: number;
  installsCommissioned: number;
  serviceVisitsDone: number;
}

/** The published reasons staff may remove a review for, as the page names them. */
export const reviewRemovalReasons = {
  abuse: 'Abusive or threatening language',
  'personal-details': 'It gave someone’s personal details',
  'not-about-the-job': 'It was not about the job',
} as const;
export type ReviewRemovalReasonKey = keyof typeof reviewRemovalReasons;

/** A review as the dealer's page shows it. */
export interface ReviewView {
  id: number;
  rating: number;
  body: string;
  /** "Installation confirmed by the owner, March 2027" or "Service visit completed, March 2027". */
  job: string;
  /** The day it was written, e.g. "12 April 2027". */
  written: string;
  writtenIso: string;
  reply: { body: string; written: string } | null;
  photos: readonly number[];
}

export interface ReviewSummary {
  count: number;
  /** Mean stars to one decimal; null without reviews. */
  average: number | null;
  /** Reviews per star, five stars first: [5, 4, 3, 2, 1]. */
  distribution: readonly [number, number, number, number, number];
}

export interface DealerReviewsView extends ReviewSummary {
  reviews: readonly ReviewView[];
  /** Reviews staff removed, by published reason. */
  removed: readonly { reason: ReviewRemovalReasonKey; count: number }[];
}

/** A dealer's rating as the locator shows it. */
export interface DealerRating {
  average: number;
  count: number;
}

/** How the page names a job kind. */
export function jobLabel(kind: 'install' | 'service', month: string): string {
  return kind === 'install'
    ? `Installation confirmed by the owner, ${month}`
    : `Service visit completed, ${month}`;
}

/** Where an owner checks a licence: the register's name and address. */
export interface LicenceRegister {
  name: string;
  href: string;
}

/** The ARC's register of refrigerant trading authorisations and handling licences. */
export const arcRegister: LicenceRegister = {
  name: 'the Australian Refrigeration Council’s ARCtick licence register',
  href: 'https://www.arctick.org/',
};

/** Each state's regulator of air-conditioning contractors and its public licence register. */
export const contractorRegisters = {
  ACT: {
    name: 'Access Canberra’s public register of licensees',
    href: 'https://www.accesscanberra.act.gov.au/',
  },
  NSW: { name: 'NSW Fair Trading’s licence check', href: 'https://verify.licence.nsw.gov.au/' },
  NT: { name: 'the NT Building Practitioners Board’s register', href: 'https://nt.gov.au/property/building' },
  QLD: { name: 'the QBCC’s online licence search', href: 'https://www.qbcc.qld.gov.au/' },
  SA: { name: 'Consumer and Business Services’ licence check', href: 'https://www.cbs.sa.gov.au/' },
  TAS: { name: 'CBOS’s occupational licence register', href: 'https://www.cbos.tas.gov.au/' },
  VIC: {
    name: 'the Victorian Building Authority’s practitioner search',
    href: 'https://www.vba.vic.gov.au/',
  },
  WA: {
    name: 'Building and Energy WA’s licence search',
    href: 'https://www.commerce.wa.gov.au/building-and-energy',
  },
} as const satisfies Record<AustralianState, LicenceRegister>;

/** "3 h 20 min", "45 min", "2 days 4 h": a duration as the page prints it. */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours < 48) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} days ${hours % 24} h`;
}

/** A static map of where the dealer is: the country's outline and borders, and its point. */
export interface DealerMapView {
  outline: string;
  borders: string;
  /** The dealer's point and the view around it, map units. */
  x: number;
  y: number;
  viewBox: string;
}

/** Everything the dealer's page shows; `dealer` is the content entry (address, hours, licences). */
export interface DealerPageView<Dealer> {
  dealer: Dealer;
  measured: MeasuredFigures;
  reviews: DealerReviewsView;
  map: DealerMapView | null;
  /** The routing's radius: quote requests reach the dealer from homes this close, km. */
  radiusKm: number;
}

/** Most of a dealer's recent jobs staff may invite to review at once (a sample, not a campaign). */
export const REVIEW_SAMPLE_MAX = 20;

/** Staff's random sample: how many jobs could be invited, and how many were. */
export interface ReviewSampleResult {
  dealerId: string;
  /** The dealer's jobs of the last 90 days not invited yet. */
  eligible: number;
  invited: number;
}

/** Most photos an owner may add to a review. */
export const REVIEW_PHOTOS_MAX = 3;
/** The review's text, characters. */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;

/** The review form's page (/reviews/write) as it stands. */
export interface ReviewFormView {
  /** `invalid`: the link is altered or expired; `used`: its review was written; `form`; `done`. */
  state: 'invalid' | 'used' | 'form' | 'done';
  invitation: string;
  token: string;
  dealer?: { id: string; name: string };
  /** "Installation confirmed by the owner, March 2027". */
  job?: string;
  values?: { rating?: string; body?: string };
  /** Messages by field: `rating`, `body`, `photo1`…, or `form` for the whole post. */
  errors?: Readonly<Record<string, string>>;
}

/** A review as the portal lists it (`GET /api/portal/reviews`). */
export interface PortalReview {
  id: number;
  dealerId: string;
  rating: number;
  body: string;
  reply: string | null;
  removalReason: ReviewRemovalReasonKey | null;
  createdAt: string;
}
