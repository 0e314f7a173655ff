/**
 * What the visitor is told about the hand-over, on the thank-you page and in the confirmation mail:
 * the dealer's name and suburb and by when to expect contact, or that the team will call.
 */
import type { DealerEntry } from '../../schemas/dealer.ts';
import { dealerClock } from './lead-view.ts';

/** Where a visitor's request went, as far as the visitor needs to know. */
export type VisitorPlacement =
  | { kind: 'dealer'; dealer: Pick<DealerEntry, 'name' | 'address' | 'phone'>; respondBy: string }
  | { kind: 'team' };

export interface PlacementCopy {
  /** One heading-sized line. */
  headline: string;
  /** The sentences under it. */
  detail: string;
}

/**
 * `forService`: a service request, which went to a service agent (or the service team), not to a
 * dealer who sells and installs.
 */
export function placementCopy(placement: VisitorPlacement, forService = false): PlacementCopy {
  if (forService) return servicePlacementCopy(placement);
  if (placement.kind === 'team') {
    return {
      headline: 'Our team will call you',
      detail:
        'There is no Cirrus dealer free near your postcode right now, so a member of our team will call you within one business day to arrange a licensed installer.',
    };
  }
  const { dealer } = placement;
  return {
    headline: `${dealer.name} in ${dealer.address.suburb} has your request`,
    detail: `${dealer.name}, ${dealer.address.suburb} ${dealer.address.state}, is the nearest Cirrus dealer that can help. Expect them to contact you by ${dealerClock(dealer, placement.respondBy)}. If they can’t take it on, we pass your request to the next nearest dealer straight away. You can also call them on ${dealer.phone}.`,
  };
}

function servicePlacementCopy(placement: VisitorPlacement): PlacementCopy {
  if (placement.kind === 'team') {
    return {
      headline: 'Our service team will call you',
      detail:
        'There is no Cirrus service agent free near your postcode right now, so our service team will call you within one business day to arrange a technician.',
    };
  }
  const { dealer } = placement;
  return {
    headline: `${dealer.name} in ${dealer.address.suburb} has your service request`,
    detail: `${dealer.name}, ${dealer.address.suburb} ${dealer.address.state}, is the nearest authorised Cirrus service agent. Expect them to respond by ${dealerClock(dealer, placement.respondBy)} with the times they can visit. If they can’t take it on, we pass your request to the next nearest service agent straight away. You can also call them on ${dealer.phone}.`,
  };
}
