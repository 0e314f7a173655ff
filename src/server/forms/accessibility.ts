/**
 * Report an accessibility problem (/accessibility/report, linked from the accessibility statement):
 * what got in the way, on which page, with what assistive technology, and how to reply. Stays with
 * staff (the web team reads it); never routed to a dealer.
 */
import { z } from 'zod';
import { contactFieldCopy, leadForm } from '#lib/lead-forms/definitions.ts';
import { accessibilityReplyFormats } from '#lib/value-lists.ts';
import { australianPhone, choice, emailAddress, multiLine, personName, singleLine } from '../leads/fields.ts';
import { acceptAnything, type LeadLookups } from '../leads/form-kit.ts';
import type { LeadFormModule } from './module.ts';

export function accessibilitySchema(_lookups: LeadLookups = acceptAnything) {
  return z.strictObject({
    /** What got in the way, in the reporter's words. */
    problem: multiLine('Tell us what got in the way', 2000),
    /** The page or document it happened on: an address or its name, as the reporter has it. */
    where: singleLine('Tell us which page or document', 300),
    /** The assistive technology, browser and device used, when the reporter says. */
    technology: singleLine('Enter text', 200).optional(),
    /** Reporter's name. */
    name: personName(),
    /** Email address to reply to. */
    email: emailAddress(),
    /** Phone number, E.164, when the reporter prefers a call. */
    phone: australianPhone().optional(),
    /** How the reporter would like the answer (or the information they could not reach). */
    replyFormat: choice(accessibilityReplyFormats, 'Choose how you would like our reply'),
  });
}

/** Its copy: labels, hints, grouping, where it is and where it posts. */
const copy = leadForm({
  type: 'accessibility',
  path: '/accessibility/report',
  action: '/accessibility/report',
  noun: 'report',
  title: 'Accessibility problem report',
  submitLabel: 'Send report',
  groups: [
    { legend: 'The problem', fields: ['problem', 'where', 'technology'] },
    { legend: 'How to reach you', fields: ['name', 'email', 'phone', 'replyFormat'] },
  ],
  fields: {
    problem: {
      label: 'What got in the way?',
      widget: 'textarea',
      hint: 'What you were trying to do and what happened. Anything you remember helps.',
    },
    where: {
      label: 'Which page or document?',
      hint: 'Its address, or its name, such as “the Edge 3.5 kW spec sheet”',
    },
    technology: {
      label: 'What were you using?',
      hint: 'For example NVDA with Firefox, VoiceOver on an iPhone, a keyboard only, or zoom at 200%',
    },
    name: contactFieldCopy.name,
    email: contactFieldCopy.email,
    phone: contactFieldCopy.phone,
    replyFormat: {
      label: 'How would you like our reply?',
      widget: 'radio',
      options: {
        email: 'By email',
        phone: 'By phone',
        'large-print': 'By email, with what you needed as large print or plain text',
      } satisfies Record<(typeof accessibilityReplyFormats)[number], string>,
    },
  },
});

export const accessibilityForm = {
  type: 'accessibility',
  schema: accessibilitySchema,
  copy,
  page: { copy: 'accessibility-report', listed: true },
  facts: (lead) => ({ email: lead.email }),
  prefill: ['where'],
  alwaysConfirm: false,
  confirmation: 'next-step',
  personalFields: ['name', 'email', 'phone', 'technology'],
  receivers: 'staff',
  offline: { keepPage: true, queuePosts: true },
  thankYou: { copy: 'thank-you-accessibility' },
} as const satisfies LeadFormModule<'accessibility', ReturnType<typeof accessibilitySchema>>;
