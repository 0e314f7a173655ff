/**
 * To the owner when the installer has commissioned the system: what was installed (units and
 * serials), by whom and when, and the one link that confirms it, which registers the warranty.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts, HomeMailLink, Paragraph } from '../parts.ts';

export interface InstallConfirmProps {
  firstName: string;
  job: string;
  /** "Friday 15 January 2027". */
  day: string;
  dealer: string;
  technician: string;
  /** One line per system: "Aura 7.1 kW (CCA-W71R): indoor CAI-7101-20417, outdoor CAO-7101-20417". */
  systems: readonly string[];
  /** The confirmation page with the owner's token. */
  confirmUrl: string;
  /** A sign-in link to My home, where the owner's systems and records are together. */
  home?: { url: string; days: number } | undefined;
}

export const installConfirmSubject = ({ job }: Pick<InstallConfirmProps, 'job'>) =>
  `Confirm your installation (${job})`;

export function InstallConfirm(props: InstallConfirmProps) {
  const { firstName, job, day, dealer, technician, systems, confirmUrl } = props;
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because your installer gave this address as the owner’s of a Cirrus Climate system they installed.',
      preview: 'One click registers your warranty.',
      heading: 'Confirm your installation',
    },
    h(Paragraph, null, `Hello ${firstName},`),
    h(
      Paragraph,
      null,
      `${dealer} has commissioned your new system. Please check the details below: confirming them registers the warranty of every unit, with no invoice to upload, and your certificate follows at once.`,
    ),
    h(Facts, {
      items: [
        { label: 'Installed', value: day },
        { label: 'By', value: `${technician}, ${dealer}` },
        { label: 'Units', value: systems.join('\n') },
        { label: 'Job', value: job },
      ],
    }),
    h(Action, { href: confirmUrl, label: 'Confirm my installation' }),
    h(
      Paragraph,
      null,
      'If something is not right (a unit missing, a serial you do not recognise), the same page lets you tell us in your own words instead, and our team will look into it.',
    ),
    props.home ? h(HomeMailLink, { homeUrl: props.home.url, days: props.home.days }) : null,
  );
}
