/**
 * To the leads inbox when an installation needs a person: a result outside the manual, a serial
 * already registered or commissioned elsewhere, or the owner saying something is not right.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts } from '../parts.ts';

export interface InstallStaffProps {
  job: string;
  lead: string;
  dealer: string;
  /** What needs looking at, one matter a line. */
  says: string;
  /** The lead's page in the portal. */
  leadUrl: string;
}

export const installStaffSubject = ({ job }: Pick<InstallStaffProps, 'job'>) =>
  `Installation ${job} needs a look`;

export function InstallStaff({ job, lead, dealer, says, leadUrl }: InstallStaffProps) {
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because this inbox looks after installations that need a person.',
      preview: says.split('\n')[0] ?? '',
      heading: `Installation ${job} needs a look`,
    },
    h(Facts, {
      items: [
        { label: 'Job', value: job },
        { label: 'Lead', value: lead },
        { label: 'Dealer', value: dealer },
        { label: 'What', value: says },
      ],
    }),
    h(Action, { href: leadUrl, label: 'Open the lead' }),
  );
}
