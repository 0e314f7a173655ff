/**
 * To the owner when their dealer books the installation: the day, the dealer and its phone, what to
 * have ready, and the day as a calendar file (src/server/service/calendar.ts).
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Facts, Paragraph } from '../parts.ts';

export interface InstallBookedProps {
  firstName: string;
  job: string;
  /** "Friday 15 January 2027". */
  day: string;
  dealer: { name: string; phone: string };
  /** The systems, by name. */
  systems: readonly string[];
}

export const installBookedSubject = ({ job }: Pick<InstallBookedProps, 'job'>) =>
  `Your installation is booked (${job})`;

/** What the owner can do before the installers come. */
export const installPreparation = [
  'Clear a space about a metre around where each indoor and outdoor unit goes.',
  'Make sure the installers can reach the switchboard.',
  'Someone over 18 needs to be home to be shown the system at the end.',
] as const;

export function InstallBooked({ firstName, job, day, dealer, systems }: InstallBookedProps) {
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because your dealer booked the installation of your Cirrus Climate system with this address.',
      preview: `${day} with ${dealer.name}.`,
      heading: 'Your installation is booked',
    },
    h(Paragraph, null, `Hello ${firstName},`),
    h(Paragraph, null, `${dealer.name} has booked the installation of your new system.`),
    h(Facts, {
      items: [
        { label: 'Day', value: day },
        { label: 'Installer', value: dealer.name },
        { label: 'Their phone', value: dealer.phone },
        { label: 'System', value: systems.join('\n') },
        { label: 'Job', value: job },
      ],
    }),
    h(Paragraph, null, 'Before the day:'),
    ...installPreparation.map((step) => h(Paragraph, { key: step }, `• ${step}`)),
    h(
      Paragraph,
      null,
      `When the system is running, we will email you to confirm the installation: one click registers its warranty, with no invoice to upload. The attached calendar file adds the day to your calendar. To change the day, phone ${dealer.name} on ${dealer.phone}.`,
    ),
  );
}
