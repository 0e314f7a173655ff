/**
 * To the dealer that held a lead (waiting to accept, or accepted) when staff moved it to another:
 * it is no longer theirs, and why, so nobody rings a customer who already has another dealer.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts, Paragraph } from '../parts.ts';

export interface LeadMovedDealerProps {
  dealerName: string;
  /** "quote request", "service request". */
  noun: string;
  reference: string;
  /** Whether the dealer had accepted it (then it had the customer's details). */
  hadAccepted: boolean;
  /** Staff's reason, in their words. */
  reason: string;
  leadUrl: string;
}

export const leadMovedDealerSubject = ({ reference }: Pick<LeadMovedDealerProps, 'reference'>) =>
  `Moved to another dealer: ${reference}`;

export function LeadMovedDealer(props: LeadMovedDealerProps) {
  const { dealerName, noun, reference, hadAccepted, reason, leadUrl } = props;
  const lead = `Cirrus Climate staff have moved ${noun} ${reference} to another dealer, so it is no longer yours.${hadAccepted ? ' Please do not contact the customer about it again.' : ' There is nothing to accept.'}`;
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because this request was with your business.',
      preview: lead,
      heading: leadMovedDealerSubject(props),
    },
    h(Paragraph, null, `Hello ${dealerName},`),
    h(Paragraph, null, lead),
    h(Facts, { items: [{ label: 'Reason', value: reason }] }),
    h(Action, { href: leadUrl, label: 'See its history' }),
  );
}
