/**
 * To the owner when their service visit is booked, moved or given up: the time on the agent's clock,
 * the agent's name and phone, what to have ready, and the link (with their own token) to change it
 * until the cut-off. The mail carries the visit as a calendar file (src/server/service/calendar.ts).
 */
import { createElement as h } from 'react';
import { MailLayout, type ReceivingReason } from '../layout.ts';
import { Action, Facts, HomeMailLink, Paragraph } from '../parts.ts';

export type BookingChange = 'booked' | 'changed' | 'cancelled';

export interface ServiceBookingProps {
  firstName: string;
  reference: string;
  change: BookingChange;
  /** "Friday 20 November, 8:00 am to 12:00 pm", on the agent's clock. */
  when: string;
  agent: { name: string; phone: string };
  model: string;
  /** "Thursday 19 November, 8:00 am": until when the owner may change the time. */
  changeUntil: string;
  /** The status page with the reference and the owner's token filled in. */
  manageUrl: string;
  /** A sign-in link to My home, where the visit is with the owner's other records. */
  home?: { url: string; days: number } | undefined;
}

export const serviceBookingSubject = ({
  reference,
  change,
}: Pick<ServiceBookingProps, 'reference' | 'change'>) =>
  `${
    {
      booked: 'Your service visit is booked',
      changed: 'Your service visit has a new time',
      cancelled: 'Your service visit time is released',
    }[change]
  } (${reference})`;

/** What the owner can do before the technician comes: the same for every visit. */
export const visitPreparation = [
  'Clear a path to the indoor and outdoor units, about a metre around each.',
  'Have the remote control and your proof of purchase to hand.',
  'Write down any fault code the display shows, and when the fault happens.',
  'Someone over 18 needs to be home for the whole window.',
] as const;

/** Why the owner gets each of these mails: they chose the time (or gave it up) themselves. */
const reason: ReceivingReason =
  'You’re receiving this because you asked for service on our website and chose a visit time.';

export function ServiceBooking(props: ServiceBookingProps) {
  const { firstName, reference, change, when, agent, model, changeUntil, manageUrl } = props;
  const heading = serviceBookingSubject({ reference, change }).replace(/ \(.*\)$/, '');
  if (change === 'cancelled') {
    return h(
      MailLayout,
      {
        reason,
        preview: `${agent.name} will offer other times.`,
        heading,
      },
      h(Paragraph, null, `Hello ${firstName},`),
      h(
        Paragraph,
        null,
        `You asked for other times, so the visit on ${when} for service request ${reference} is off. ${agent.name} will offer new times and we will email you to choose one. The attached calendar file removes the old time from your calendar.`,
      ),
      h(Action, { href: manageUrl, label: 'See your service request' }),
    );
  }
  return h(
    MailLayout,
    {
      reason,
      preview: `${when} with ${agent.name}.`,
      heading,
    },
    h(Paragraph, null, `Hello ${firstName},`),
    h(
      Paragraph,
      null,
      change === 'changed'
        ? `Your visit for service request ${reference} is now at the new time below. ${agent.name} has been told.`
        : `Your visit for service request ${reference} is booked. ${agent.name} has been told.`,
    ),
    h(Facts, {
      items: [
        { label: 'When', value: when },
        { label: 'Technician from', value: agent.name },
        { label: 'Their phone', value: agent.phone },
        { label: 'System', value: model },
      ],
    }),
    h(Paragraph, null, 'Before the visit:'),
    ...visitPreparation.map((step) => h(Paragraph, { key: step }, `• ${step}`)),
    h(
      Paragraph,
      null,
      `You can change the time until ${changeUntil}. After that, phone ${agent.name} on ${agent.phone}. The attached calendar file adds the visit to your calendar.`,
    ),
    h(Action, { href: manageUrl, label: 'Change the time' }),
    props.home ? h(HomeMailLink, { homeUrl: props.home.url, days: props.home.days }) : null,
  );
}
