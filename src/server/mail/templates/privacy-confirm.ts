/**
 * To a person who made a privacy request: the one link that proves the address is theirs (nothing
 * happens until it is used), what they asked for, and what to do if they did not ask (nothing).
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts, Paragraph } from '../parts.ts';

export interface PrivacyConfirmProps {
  /** The request page with the request's reference and the link's signature. */
  confirmUrl: string;
  reference: string;
  /** What was asked for, as the form names it. */
  asked: string;
  /** How long the link works, in hours. */
  hours: number;
}

export const privacyConfirmSubject = (reference: string) => `Confirm your privacy request ${reference}`;

export function PrivacyConfirm({ confirmUrl, reference, asked, hours }: PrivacyConfirmProps) {
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because someone made a privacy request on our website with this address.',
      preview: 'One click confirms the address is yours.',
      heading: 'Confirm your privacy request',
    },
    h(Paragraph, null, 'Hello,'),
    h(
      Paragraph,
      null,
      `Someone asked us, using this email address, for the request below. To make sure it was you, please confirm it with the button within the next ${hours} hours. Our 30 days to answer start when you confirm.`,
    ),
    h(Facts, {
      items: [
        { label: 'Reference', value: reference },
        { label: 'You asked for', value: asked },
      ],
    }),
    h(Action, { href: confirmUrl, label: 'Confirm my request' }),
    h(
      Paragraph,
      null,
      'If you did not ask, ignore this email: nothing happens unless the button is used, and the link stops working on its own.',
    ),
  );
}
