/**
 * To the owner who cancelled their service request from the status page (the system is working
 * again): that it is cancelled, that the agent has been told, the visit that is off (its calendar
 * file, attached, removes it from their calendar), and how to ask again if the fault comes back.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts, Paragraph } from '../parts.ts';

export interface ServiceCancelledProps {
  firstName: string;
  reference: string;
  model: string;
  /** The agent holding or offered the request, told of it; none while we were still finding one. */
  agent?: string | undefined;
  /** The visit that was booked, on the agent's clock, when one was. */
  bookedWas?: string | undefined;
  /** The status page of this request, opened by the owner's token. */
  statusUrl: string;
  /** Where a new service request starts, should the fault come back. */
  serviceUrl: string;
}

export const serviceCancelledSubject = ({ reference }: Pick<ServiceCancelledProps, 'reference'>) =>
  `Your service request is cancelled (${reference})`;

export function ServiceCancelled(props: ServiceCancelledProps) {
  const { firstName, reference, model, agent, bookedWas, statusUrl, serviceUrl } = props;
  const told = agent ? ` ${agent} has been told.` : '';
  const lead = `You told us your system is working again, so we have cancelled service request ${reference}.${told}`;
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because you cancelled your service request on our website.',
      preview: lead,
      heading: serviceCancelledSubject(props).replace(/ \(.*\)$/, ''),
    },
    h(Paragraph, null, `Hello ${firstName},`),
    h(Paragraph, null, lead),
    h(Facts, {
      items: [
        { label: 'System', value: model },
        ...(bookedWas ? [{ label: 'Visit cancelled', value: bookedWas }] : []),
      ],
    }),
    ...(bookedWas
      ? [
          h(
            Paragraph,
            { key: 'calendar' },
            'Nobody will come for that visit. The attached calendar file removes it from your calendar.',
          ),
        ]
      : []),
    h(Action, { href: statusUrl, label: 'See your service request' }),
    h(
      Paragraph,
      null,
      'If the fault comes back, book a new service request: ',
      h('a', { href: serviceUrl, style: { color: '#004A60' } }, serviceUrl),
      '.',
    ),
  );
}
