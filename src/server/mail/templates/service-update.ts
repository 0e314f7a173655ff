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
  update:
    | { kind: 'windows'; windows: readonly string[] }
    | { kind: 'outcome'; outcome: string }
    /** Staff moved the request to another agent: the earlier agent's times (and booking) are gone. */
    | { kind: 'reassigned'; previousAgent: string | null; cancelled: string | null };
  /** Absolute address of the status page with the reference filled in. */
  statusUrl: string;
}

export const serviceUpdateSubject = ({
  reference,
  update,
}: Pick<ServiceUpdateProps, 'reference' | 'update'>) =>
  `${
    update.kind === 'windows'
      ? 'Choose a time for your service visit'
      : update.kind === 'reassigned'
        ? 'Your service request has a new agent'
        : 'Your service visit'
  } (${reference})`;

export function ServiceUpdate({ firstName, reference, agent, update, statusUrl }: ServiceUpdateProps) {
  const body =
    update.kind === 'reassigned'
      ? [
          h(
            Paragraph,
            { key: 'a' },
            `Your service request ${reference} is now with ${agent}${
              update.previousAgent ? `, in place of ${update.previousAgent}` : ''
            }.`,
          ),
          ...(update.cancelled
            ? [
                h(
                  Paragraph,
                  { key: 'b' },
                  `The visit booked for ${update.cancelled} is cancelled: nobody will come then.`,
                ),
              ]
            : []),
          h(
            Paragraph,
            { key: 'c' },
            `${agent} will email you the times it can visit. The links in our earlier emails about this request no longer work: use the one in that email.`,
          ),
          h(Action, { key: 'd', href: statusUrl, label: 'See your service request' }),
        ]
      : update.kind === 'windows'
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
      reason:
        'You’re receiving this because you asked for service for your Cirrus Climate system on our website.',
      preview: `Service request ${reference}`,
      heading: serviceUpdateSubject({ reference, update }).replace(/ \(.*\)$/, ''),
    },
    h(Paragraph, null, `Hello ${firstName},`),
    ...body,
  );
}
