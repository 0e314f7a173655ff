/**
 * To an owner whose unit is due for its care (My home's reminders, src/server/my-home/care.ts):
 * what to do, a button to My home to mark it done or move it, and how to stop these mails (the
 * preferences page, no sign-in; the mail also carries one-click unsubscribe headers).
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Paragraph } from '../parts.ts';

export interface CareReminderProps {
  kind: 'filter' | 'service';
  /** The unit as My home names it: "Aura 3.5 kW wall split (CCA-W35R)". */
  unitName: string;
  /** What to do, in a sentence, from the owner's guide. */
  task: string;
  /** "15 March 2027". */
  dueOn: string;
  homeUrl: string;
  /** Where to book the service with the model filled in (service reminders). */
  serviceUrl: string;
  /** The signed preferences page. */
  preferencesUrl: string;
}

export const careReminderSubject = ({ kind, unitName }: Pick<CareReminderProps, 'kind' | 'unitName'>) =>
  kind === 'filter' ? `Time to clean the filters: ${unitName}` : `Your yearly service is due: ${unitName}`;

export function CareReminder(props: CareReminderProps) {
  const filter = props.kind === 'filter';
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because you keep care reminders for this unit in My home.',
      preview: filter
        ? 'A clean filter keeps it quiet and cheap to run.'
        : 'Book a technician for its check-up.',
      heading: filter ? 'Time to clean the filters' : 'Your yearly service is due',
    },
    h(Paragraph, null, 'Hello,'),
    h(Paragraph, null, `Your ${props.unitName} is due on ${props.dueOn}. ${props.task}`),
    filter
      ? h(
          Paragraph,
          null,
          'Once it is done, mark it done in My home and we will remind you again next time. You can move the date or turn the reminder off there too.',
        )
      : h(
          Paragraph,
          null,
          'A Cirrus service agent near you can do it; once it is done, mark it done in My home and we will remind you again in a year.',
        ),
    filter
      ? h(Action, { href: props.homeUrl, label: 'Open My home' })
      : h(Action, { href: props.serviceUrl, label: 'Book a service' }),
    h(
      Paragraph,
      null,
      'We send these reminders because your units are in My home. To stop them, or choose which ones you get, open your mail preferences (no sign-in needed): ',
      h('a', { href: props.preferencesUrl }, 'mail preferences'),
      '.',
    ),
  );
}
