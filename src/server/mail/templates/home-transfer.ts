/**
 * To the buyer of a home with Cirrus systems: the seller has passed the units at an address to them;
 * one button opens the page where they accept (free), and what happens if they do nothing.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Paragraph } from '../parts.ts';

export interface HomeTransferProps {
  /** "Postcode 2150, NSW". */
  label: string;
  /** The page with the sale's nonce and signature. */
  acceptUrl: string;
  days: number;
}

export const homeTransferSubject = () => 'The Cirrus systems in your new home';

export function HomeTransfer({ label, acceptUrl, days }: HomeTransferProps) {
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because the seller of your home gave this address for passing its Cirrus Climate systems on.',
      preview: 'Their warranty and service history, passed on to you, free.',
      heading: 'Your new home’s systems',
    },
    h(Paragraph, null, 'Hello,'),
    h(
      Paragraph,
      null,
      `The previous owner of your home (${label}) has passed its Cirrus systems on to you: their warranty, certificates and service history move to My home under this email address, at no cost.`,
    ),
    h(Action, { href: acceptUrl, label: 'Accept the systems' }),
    h(
      Paragraph,
      null,
      `The link works for ${days} days. If you were not expecting this, ignore this email: nothing moves unless you accept.`,
    ),
  );
}
