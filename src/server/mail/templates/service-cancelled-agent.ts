/**
 * To the service agent holding (or offered) a request when its owner cancels it: the fault fixed
 * itself. What was cancelled and the request's page in the portal; a booked visit is off.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts, Paragraph } from '../parts.ts';

export interface ServiceCancelledAgentProps {
  agentName: string;
  reference: string;
  model: string;
  /** The visit time that was booked, on the agent's clock, when one was. */
  bookedWas?: string | undefined;
  leadUrl: string;
}

export const serviceCancelledAgentSubject = ({ reference }: Pick<ServiceCancelledAgentProps, 'reference'>) =>
  `Cancelled by the owner: ${reference}`;

export function ServiceCancelledAgent(props: ServiceCancelledAgentProps) {
  const { agentName, reference, model, bookedWas, leadUrl } = props;
  const lead = `The owner of service request ${reference} cancelled it: the system is working again.${bookedWas ? ' The booked visit is off.' : ''} No visit is needed.`;
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because your business held this service request.',
      preview: lead,
      heading: serviceCancelledAgentSubject(props),
    },
    h(Paragraph, null, `Hello ${agentName},`),
    h(Paragraph, null, lead),
    h(Facts, {
      items: [
        { label: 'System', value: model },
        ...(bookedWas ? [{ label: 'Was booked', value: bookedWas }] : []),
      ],
    }),
    h(Action, { href: leadUrl, label: 'Open the request' }),
  );
}
