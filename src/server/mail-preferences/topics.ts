/**
 * The mail topics a person can leave: every non-transactional mail the site sends names one, and
 * carries a one-click unsubscribe for it (./preferences.ts). Transactional mail (confirmations,
 * bookings, sign-in links) has no topic: it answers something the person did.
 *
 * A new kind of mail is one line here (its label and what it is, as the preferences page lists it);
 * the page, the one-click endpoint and the headers take it from this list.
 */
export const MAIL_TOPICS = {
  'care-filter': {
    label: 'Filter cleaning reminders',
    description: 'A note from My home when a unit’s filters are due for their clean.',
  },
  'care-service': {
    label: 'Yearly service reminders',
    description: 'A note from My home when a unit is due for its yearly service by a technician.',
  },
  'dealer-reviews': {
    label: 'Invitations to review your dealer',
    description: 'One invitation per job, a week after an installation you confirmed or a service visit.',
  },
} as const satisfies Record<string, { label: string; description: string }>;

export type MailTopic = keyof typeof MAIL_TOPICS;

/** Every topic, in the order the preferences page lists them. */
export const mailTopics = Object.keys(MAIL_TOPICS) as MailTopic[];

export const isMailTopic = (value: unknown): value is MailTopic =>
  typeof value === 'string' && Object.hasOwn(MAIL_TOPICS, value);
