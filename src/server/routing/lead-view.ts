/**
 * What a dealer may see of a lead before it accepts: the area (localities of the postcode), the
 * product and what was asked, never the fields its form declares personal (the customer's name,
 * phone, email, an address, a site contact: `personalFields` of its module in src/server/forms), so
 * a dealer that declines never held the contact details. Also the dealer's clock for deadlines. Used by the dealer's mail
 * and by the portal API.
 */
import { z } from 'zod';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import { lookupPostcode, type PostcodeTable } from '../../lib/postcodes/index.ts';
import { titleCase } from '../../lib/postcodes/suburbs.ts';
import type { DealerEntry } from '../../schemas/dealer.ts';

/** A form payload without the fields its form declares personal (withheld until the dealer accepts). */
export function withoutPersonal<P extends object>(payload: P, personal: Iterable<string>): Partial<P> {
  const withheld = new Set(personal);
  return Object.fromEntries(Object.entries(payload).filter(([field]) => !withheld.has(field))) as Partial<P>;
}

const askedFor = z.object({ dealer: z.string() });

/**
 * The dealer the visitor asked for (a quote's `dealer`, from the locator's "ask this dealer for a
 * quote"), read from the stored payload; null when none was asked for or the payload is erased.
 */
export function preferredDealerOf(payload: string): string | null {
  try {
    return askedFor.safeParse(JSON.parse(payload)).data?.dealer ?? null;
  } catch {
    return null;
  }
}

/** "Harris Park, Parramatta NSW 2150": the postcode's first two localities, state and postcode. */
export function leadArea(postcodes: PostcodeTable, postcode: string | null): string {
  const info = postcode ? lookupPostcode(postcodes, postcode) : undefined;
  if (!info) return postcode ?? 'Area not given';
  return `${info.localities.slice(0, 2).map(titleCase).join(', ')} ${info.state} ${info.postcode}`;
}

/** One formatter per state: building an Intl.DateTimeFormat costs far more than using one. */
const deadlineFormats = new Map<DealerEntry['address']['state'], Intl.DateTimeFormat>();
function deadlineFormat(state: DealerEntry['address']['state']): Intl.DateTimeFormat {
  let format = deadlineFormats.get(state);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone: timeZoneByState[state],
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    deadlineFormats.set(state, format);
  }
  return format;
}

/** A deadline on the dealer's own clock: "Mon 16 Nov, 10:00 am AEDT". */
export function dealerClock(dealer: Pick<DealerEntry, 'address'>, instant: string | Date): string {
  const parts = deadlineFormat(dealer.address.state).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${part('timeZoneName')}`;
}
