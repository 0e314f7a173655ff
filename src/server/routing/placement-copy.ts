/**
 * What the visitor is told about the hand-over, on the thank-you page and in the confirmation mail:
 * the dealer's name and suburb and by when to expect contact, or that the team will call; and, on
 * the quote form, where a request for a dealer the visitor chose goes.
 */
import type { DealerEntry } from '../../schemas/dealer.ts';
import { dealerClock } from './lead-view.ts';

/** Where a visitor's request went, as far as the visitor needs to know. */
export type VisitorPlacement =
  | { kind: 'dealer'; dealer: Pick<DealerEntry, 'id' | 'name' | 'address' | 'phone'>; respondBy: string }
  | { kind: 'team' };

export interface PlacementCopy {
  /** One heading-sized line. */
  headline: string;
  /** The sentences under it. */
  detail: string;
  /** The dealer's public page (/dealers/<id>), when a dealer has the request. */
  dealerPath?: string;
}

/** The dealer the visitor asked for, as the copy names it. */
type AskedDealer = Pick<DealerEntry, 'id' | 'name' | 'address' | 'types'>;

/** "Parramatta Air & Climate in Parramatta NSW". */
const dealerIn = (dealer: Pick<DealerEntry, 'name' | 'address'>) =>
  `${dealer.name} in ${dealer.address.suburb} ${dealer.address.state}`;

/**
 * Where a request for the dealer the visitor chose goes, said before it is sent. `dealer` is
 * undefined when the link names no dealer of the directory.
 */
export function askedDealerNotice(dealer: AskedDealer | undefined): string {
  if (!dealer)
    return 'We could not find the dealer this link names, so your request goes to the nearest Cirrus dealer that can help.';
  if (!dealer.types.includes('installer'))
    return `${dealerIn(dealer)} does not quote for installation, so your request goes to the nearest Cirrus dealer that installs.`;
  return `Your request goes to ${dealerIn(dealer)} first. If they can’t take it on right now, it goes to the nearest Cirrus dealer that can, and we tell you who.`;
}

/** What kind of request went where: a service request (to a service agent), or the dealer a quote asked for. */
export interface PlacementContext {
  /** A service request, which went to a service agent (or the service team), not to a dealer who sells and installs. */
  forService?: boolean;
  /** The dealer the visitor chose, if any, so the copy says when the request went elsewhere. */
  asked?: AskedDealer;
}

/** What the visitor is told about the hand-over. */
export function placementCopy(placement: VisitorPlacement, context: PlacementContext = {}): PlacementCopy {
  if (context.forService) return servicePlacementCopy(placement);
  const { asked } = context;
  const elsewhere =
    asked && (placement.kind === 'team' || asked.name !== placement.dealer.name)
      ? `${dealerIn(asked)} can’t take your request right now. `
      : '';
  if (placement.kind === 'team') {
    return {
      headline: 'Our team will call you',
      detail: `${elsewhere}There is no Cirrus dealer free near your postcode right now, so a member of our team will call you within one business day to arrange a licensed installer.`,
    };
  }
  const { dealer } = placement;
  const why = elsewhere
    ? `${elsewhere}${dealer.name}, ${dealer.address.suburb} ${dealer.address.state}, is the nearest Cirrus dealer that can help.`
    : asked
      ? `${dealer.name}, ${dealer.address.suburb} ${dealer.address.state}, is the dealer you asked for.`
      : `${dealer.name}, ${dealer.address.suburb} ${dealer.address.state}, is the nearest Cirrus dealer that can help.`;
  return {
    dealerPath: `/dealers/${dealer.id}`,
    headline: `${dealer.name} in ${dealer.address.suburb} has your request`,
    detail: `${why} Expect them to contact you by ${dealerClock(dealer, placement.respondBy)}. If they can’t take it on, we pass your request to the next nearest dealer straight away. You can also call them on ${dealer.phone}.`,
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
    dealerPath: `/dealers/${dealer.id}`,
    headline: `${dealer.name} in ${dealer.address.suburb} has your service request`,
    detail: `${dealer.name}, ${dealer.address.suburb} ${dealer.address.state}, is the nearest authorised Cirrus service agent. Expect them to respond by ${dealerClock(dealer, placement.respondBy)} with the times they can visit. If they can’t take it on, we pass your request to the next nearest service agent straight away. You can also call them on ${dealer.phone}.`,
  };
}
