/**
 * To the owner when a service request moves on: the agent offered visit times (choose one on the
 * status page), or recorded the visit's outcome. Nothing the owner wrote but a first name; the link
 * fills in the reference, never the postcode.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Paragraph } from '../parts.ts';

export interface ServiceUpdateProps {
  firstName: string;
  reference: string;
  /** The service agent's trading name. */
  agent: string;
  update: { kind: 'windows'; windows: readonly string[] } | { kind: 'outcome'; outcome: string };
  /** Absolute address of the status page with the reference filled in. */
  statusUrl: string;
}

export const serviceUpdateSubject = ({
  reference,
  update,
}: Pick<ServiceUpdateProps, 'reference' | 'update'>) =>
  `${update.kind === 'windows' ? 'Choose a time for your service visit' : 'Your service visit'} (${reference})`;

export function ServiceUpdate({ firstName, reference, agent, update, statusUrl }: ServiceUpdateProps) {
  const body =
    update.kind === 'windows'
      ? [
          h(
            Paragraph,
            { key: 'a' },
            `${agent} has taken on your service request ${reference} and can visit:`,
          ),
          ...update.windows.map((window) => h(Paragraph, { key: window }, `• ${window}`)),
          h(
            Paragraph,
            { key: 'b' },
            'Choose the time that suits you on the status page, with your postcode. The button below is your own link: keep this email to yourself.',
          ),
          h(Action, { key: 'c', href: statusUrl, label: 'Choose a visit time' }),
        ]
      : [
          h(
            Paragraph,
            { key: 'a' },
            `${agent} has recorded the visit for your service request ${reference}:`,
          ),
          h(Paragraph, { key: 'b' }, update.outcome),
          h(Action, { key: 'c', href: statusUrl, label: 'See your service request' }),
        ];
  return h(
    MailLayout,
    {
      preview: `Service request ${reference}`,
      heading: serviceUpdateSubject({ reference, update }).replace(/ \(.*\)$/, ''),
    },
    h(Paragraph, null, `Hello ${firstName},`),
    ...body,
  );
}
