/**
 * The email a dealer receives with each assignment, written into the outbox in the assignment's
 * transaction: the area, the product and what was asked (no contact details until it accepts), by
 * when to accept on its own clock, and the portal link. Dealers without an email address in the
 * directory are mailed at the leads inbox instead, addressed to them, so staff can phone them.
 */
import { site } from '../../config/site.ts';
import { leadFormDefinitions } from '../../lib/lead-forms/definitions.ts';
import type { DealerEntry } from '../../schemas/dealer.ts';
import type { LeadsTable } from '../db/types.ts';
import { describePayload } from '../leads/notifications.ts';
import type { NewNotification } from '../leads/repository.ts';
import { dealerClock, withoutContact } from './lead-view.ts';

export interface DealerMailInput {
  lead: Pick<LeadsTable, 'type' | 'reference' | 'payload' | 'erased_at'>;
  dealer: DealerEntry;
  /** End of the response window (ISO instant). */
  respondBy: string;
  /** "Harris Park, Parramatta NSW 2150". */
  area: string;
  siteUrl: string;
  /** Where mail for a dealer without an email address goes. */
  fallbackTo: string;
}

export function dealerAssignmentMail(input: DealerMailInput): Omit<NewNotification, 'kind'> {
  const { lead, dealer } = input;
  const noun = leadFormDefinitions[lead.type].noun;
  const payload = lead.erased_at ? {} : (JSON.parse(lead.payload) as object);
  const asked = describePayload(lead.type, withoutContact(payload) as never).join('\n');
  const portal = new URL('/portal', input.siteUrl).toString();
  const lines = [
    dealer.email
      ? `Hello ${dealer.name},`
      : `For ${dealer.name} (${dealer.phone}): this dealer has no email address, please phone them.`,
    '',
    `A new ${noun} from ${input.area} is waiting for you: ${lead.reference}.`,
    `Please accept or decline it by ${dealerClock(dealer, input.respondBy)}; after that it passes to another dealer.`,
    'The customer’s name, phone and email show in the portal once you accept.',
    '',
    'What they asked:',
    asked || '(nothing beyond the area)',
    '',
    `Open your queue: ${portal}`,
    '',
    site.name,
  ];
  return {
    recipient: dealer.email ?? input.fallbackTo,
    subject: `New ${noun} ${lead.reference} near ${input.area}: accept by ${dealerClock(dealer, input.respondBy)}`,
    body: `${lines.join('\n')}\n`,
  };
}
