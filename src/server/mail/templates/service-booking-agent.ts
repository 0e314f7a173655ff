/**
 * To the service agent when the owner books, moves or gives up a visit time: what changed, the
 * time on the agent's own clock, and the request's page in the portal. No contact details: the
 * agent has them in the portal once it accepted.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts, Paragraph } from '../parts.ts';
import type { BookingChange } from './service-booking.ts';

export interface ServiceBookingAgentProps {
  agentName: string;
  reference: string;
  change: BookingChange;
  /** The booked time, or (cancelled) the time given up. */
  when: string;
  /** The time it replaced, when the owner moved it. */
  previously?: string;
  model: string;
  /** Postcode of the owner's home, when the request gave one (the request holds no suburb). */
  postcode?: string;
  leadUrl: string;
}

export const serviceBookingAgentSubject = ({
  reference,
  change,
  when,
}: Pick<ServiceBookingAgentProps, 'reference' | 'change' | 'when'>) =>
  ({
    booked: `Visit booked: ${reference}, ${when}`,
    changed: `Visit moved by the owner: ${reference}, now ${when}`,
    cancelled: `The owner asked for other times: ${reference}`,
  })[change];

export function ServiceBookingAgent(props: ServiceBookingAgentProps) {
  const { agentName, reference, change, when, previously, model, postcode, leadUrl } = props;
  const lead = {
    booked: `The owner of service request ${reference} booked a visit.`,
    changed: `The owner of service request ${reference} changed the visit time.`,
    cancelled: `The owner of service request ${reference} cannot make ${when} and asked for other times. Offer new times in the portal.`,
  }[change];
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because your business holds this service request.',
      preview: lead,
      heading: serviceBookingAgentSubject(props),
    },
    h(Paragraph, null, `Hello ${agentName},`),
    h(Paragraph, null, lead),
    h(Facts, {
      items: [
        ...(change === 'cancelled' ? [] : [{ label: 'When', value: when }]),
        ...(previously ? [{ label: 'Was', value: previously }] : []),
        { label: 'System', value: model },
        ...(postcode ? [{ label: 'Postcode', value: postcode }] : []),
      ],
    }),
    h(Action, { href: leadUrl, label: change === 'cancelled' ? 'Offer new times' : 'Open the request' }),
  );
}
