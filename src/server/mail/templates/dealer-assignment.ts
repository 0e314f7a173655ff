/**
 * To the dealer a lead was assigned to: the area, what was asked (no contact details until it
 * accepts), the deadline on the dealer's own clock, and the lead's page in the portal. A dealer
 * without an email address is mailed at the leads inbox, addressed to them, so staff can phone.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, type Fact, Facts, Paragraph } from '../parts.ts';

export interface DealerAssignmentProps {
  dealerName: string;
  /** Set when the dealer has no email address: the mail goes to staff, who phone this number. */
  phoneInstead?: string;
  noun: string;
  reference: string;
  /** "Harris Park, Parramatta NSW 2150". */
  area: string;
  /** "Thu 26 Nov, 12:00 pm", in the dealer's time zone. */
  respondBy: string;
  /** What the customer asked, without name, phone or email. */
  asked: readonly Fact[];
  /** Absolute address of the lead in the portal (login first brings the dealer back to it). */
  leadUrl: string;
}

export function DealerAssignment(props: DealerAssignmentProps) {
  const { dealerName, noun, reference, area, respondBy, asked, leadUrl } = props;
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because Cirrus Climate passes requests near your business to you as one of its dealers.',
      preview: `Accept or decline by ${respondBy}.`,
      heading: `New ${noun} ${reference} near ${area}`,
    },
    h(
      Paragraph,
      null,
      props.phoneInstead
        ? `For ${dealerName} (${props.phoneInstead}): this dealer has no email address, please phone them.`
        : `Hello ${dealerName},`,
    ),
    h(Paragraph, null, `A new ${noun} from ${area} is waiting for you: ${reference}.`),
    h(
      Paragraph,
      null,
      h('strong', null, `Please accept or decline it by ${respondBy}`),
      '; after that it passes to another dealer.',
    ),
    h(Action, { href: leadUrl, label: 'Open the lead' }),
    h(Paragraph, null, 'The customer’s name, phone and email show in the portal once you accept.'),
    h(Paragraph, null, h('strong', null, 'What they asked')),
    asked.length > 0 ? h(Facts, { items: asked }) : h(Paragraph, null, 'Nothing beyond the area.'),
  );
}
