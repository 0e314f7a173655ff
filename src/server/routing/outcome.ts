/**
 * What routing promises its consumers, apart from how it does it: its settings and the outcome of
 * a hand-over. A leaf module, so the leads store and its notifications can name these types without
 * importing the routing store that imports them (leads → routing → leads was a circle).
 */
import type { HandOverRefusal } from '../../lib/routing/choose-dealer.ts';
import type { ProductType } from '../../schemas/common.ts';
import type { DealerEntry } from '../../schemas/dealer.ts';
import type { UnassignedReason } from './schema.ts';

export interface RoutingSettings {
  /** Farthest a dealer may be from the lead's postcode, km. */
  radiusKm: number;
  /** Default cap of leads a dealer may have waiting for acceptance. */
  waitingCap: number;
  /** A dealer's response window, in minutes of its opening hours. */
  responseMinutes: number;
  /** Hand-overs (declines and timeouts) after which a lead goes to the staff queue. */
  maxHandovers: number;
  /** Public origin of the site, for the portal link in dealers' mail. */
  siteUrl: string;
  /** The leads inbox: dealers without an email address are mailed there, for staff to phone. */
  notifyTo: string;
}

/** Who acted automatically. */
export const ROUTING_ACTOR = 'routing';

/** Where a lead went; `asked` is the dealer the visitor chose, when there was one (first routing only). */
export type RoutingOutcome = (
  | { kind: 'assigned'; dealer: DealerEntry; respondBy: string }
  | { kind: 'unassigned'; reason: UnassignedReason }
) & { asked?: DealerEntry };

/** What a change of hands did: done, or why not. */
export type HandOverResult =
  | { ok: true; outcome: RoutingOutcome | null }
  | { ok: false; reason: 'not-found' | 'not-waiting' };

/** What a staff reassignment did: a hand-over, or why the dealer cannot have this lead. */
export type ReassignResult =
  | HandOverResult
  | { ok: false; reason: HandOverRefusal; productType: ProductType | null };
