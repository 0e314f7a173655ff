/**
 * To the person who asked, when staff move their request to another dealer: the thank-you page and
 * the first mail named a dealer and its phone, so they hear who has it now and how to reach them.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Facts, Paragraph } from '../parts.ts';

export interface RequestReassignedProps {
  firstName: string;
  /** "quote request". */
  noun: string;
  reference: string;
  /** The dealer that has it now. */
  dealer: { name: string; area: string; phone: string };
  /** The dealer named to them before, when one was. */
  previousDealer: string | null;
}

export const requestReassignedSubject = ({
  reference,
  dealer,
}: Pick<RequestReassignedProps, 'reference' | 'dealer'>) =>
  `Your request ${reference} is now with ${dealer.name}`;

export function RequestReassigned(props: RequestReassignedProps) {
  const { firstName, noun, reference, dealer, previousDealer } = props;
  const lead = `Your ${noun} ${reference} is now with ${dealer.name}${previousDealer ? `, not ${previousDealer}` : ''}. They will be in touch; you can also ring them.`;
  return h(
    MailLayout,
    {
      reason: `You’re receiving this because you sent a ${noun} on our website.`,
      preview: lead,
      heading: requestReassignedSubject(props),
    },
    h(Paragraph, null, `Hello ${firstName},`),
    h(Paragraph, null, lead),
    h(Facts, {
      items: [
        { label: 'Dealer', value: dealer.name },
        { label: 'Where', value: dealer.area },
        { label: 'Phone', value: dealer.phone },
      ],
    }),
    h(
      Paragraph,
      null,
      'Nothing else changes: your request and your answers go with it. Reply to this email if something is not right.',
    ),
  );
}
