/** To the leads inbox with every new lead: what was asked, and the lead's page in the portal. */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, type Fact, Facts, Paragraph } from '../parts.ts';

export interface LeadNotificationProps {
  /** "quote request", from the form's definition. */
  noun: string;
  reference: string;
  /** Every answered field, in the form's order. */
  answers: readonly Fact[];
  /** Absolute address of the lead in the portal. */
  leadUrl: string;
}

export function LeadNotification({ noun, reference, answers, leadUrl }: LeadNotificationProps) {
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because this inbox receives every request sent through the website.',
      preview: `A new ${noun} arrived through the website: ${reference}.`,
      heading: `New ${noun} ${reference}`,
    },
    h(Paragraph, null, `A new ${noun} arrived through the website. Reference: ${reference}.`),
    h(Facts, { items: answers }),
    h(Action, { href: leadUrl, label: 'Open the lead in the portal' }),
  );
}
