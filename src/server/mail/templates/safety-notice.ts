/**
 * To an owner whose unit a safety notice covers: what is wrong, what to do, which of their units it
 * is (model and serial), and the way into My home, where the notice shows at the top. Sent once per
 * notice and owner (src/server/my-home/safety-notices.ts).
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts, Paragraph } from '../parts.ts';

export interface SafetyNoticeMailProps {
  title: string;
  hazard: string;
  whatToDo: readonly string[];
  /** "Aura 2.5 kW Reverse Cycle Split System, indoor serial CAI-2503-21408", one per unit covered. */
  units: readonly string[];
  /** My home (the owner signs in there with a link they ask for). */
  homeUrl: string;
  /** The service form, to book the free check. */
  serviceUrl: string;
}

export const safetyNoticeSubject = (title: string) => `Safety notice: ${title}`;

export function SafetyNoticeMail({
  title,
  hazard,
  whatToDo,
  units,
  homeUrl,
  serviceUrl,
}: SafetyNoticeMailProps) {
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because a Cirrus Climate unit registered to this address is covered by a safety notice.',
      preview: 'A safety notice for a Cirrus system in your home.',
      heading: `Safety notice: ${title}`,
    },
    h(Paragraph, null, 'Hello,'),
    h(
      Paragraph,
      null,
      `We are writing because our records show ${units.length === 1 ? 'a system' : 'systems'} in your home covered by this notice.`,
    ),
    h(Facts, { items: units.map((unit) => ({ label: 'Your unit', value: unit })) }),
    h(Paragraph, null, hazard),
    h(Facts, { items: whatToDo.map((step, index) => ({ label: `Step ${index + 1}`, value: step })) }),
    h(Action, { href: serviceUrl, label: 'Book the check' }),
    h(
      Paragraph,
      null,
      `The notice also shows at the top of My home (${homeUrl}), beside the unit it covers. You will receive this email once.`,
    ),
  );
}
