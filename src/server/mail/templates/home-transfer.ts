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

export interface HomeTransferDoneProps {
  /** "Postcode 2150, NSW". */
  label: string;
  /** The buyer's address masked (`maskedEmail`): the seller typed it, and the mail may be forwarded. */
  buyer: string;
}

export const homeTransferDoneSubject = () => 'Your home’s Cirrus systems have moved to the buyer';

/** To the seller once the buyer accepts: what moved, to whom, and what the seller keeps. */
export function HomeTransferDone({ label, buyer }: HomeTransferDoneProps) {
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because you passed your home’s Cirrus Climate systems on to its buyer in My home.',
      preview: `Accepted by ${buyer}.`,
      heading: 'Your systems have moved',
    },
    h(Paragraph, null, 'Hello,'),
    h(
      Paragraph,
      null,
      `The buyer (${buyer}) has accepted the Cirrus systems at ${label}. Their warranty, certificates and service history are now in the buyer’s My home, and no longer in yours.`,
    ),
    h(
      Paragraph,
      null,
      'Your cashback claims stay with you. If you did not sell this home, call us straight away and we will look into it.',
    ),
  );
}
