/** Contact us: any question, routed by its type to the leads inbox. */
import { z } from 'zod';
import { contactFieldCopy, leadForm } from '#lib/lead-forms/definitions.ts';
import { enquiryTypes } from '#lib/value-lists.ts';
import { australianPhone, choice, emailAddress, multiLine, personName } from '../leads/fields.ts';
import { acceptAnything, type LeadLookups } from '../leads/form-kit.ts';
import type { LeadFormModule } from './module.ts';

export function contactSchema(_lookups: LeadLookups = acceptAnything) {
  return z.strictObject({
    /** What the enquiry is about. */
    enquiryType: choice(enquiryTypes, 'Choose what your enquiry is about'),
    /** Visitor's name. */
    name: personName(),
    /** Email address to reply to. */
    email: emailAddress(),
    /** Phone number, E.164, when the visitor prefers a call. */
    phone: australianPhone().optional(),
    /** The question or message. */
    message: multiLine('Enter your message', 2000),
  });
}

/** Its copy: labels, hints, grouping, where it is and where it posts. */
const copy = leadForm({
  type: 'contact',
  path: '/contact-us',
  action: '/contact-us',
  noun: 'enquiry',
  title: 'Contact form',
  submitLabel: 'Send message',
  groups: [{ legend: 'Your enquiry', fields: ['enquiryType', 'name', 'email', 'phone', 'message'] }],
  fields: {
    enquiryType: {
      label: 'What is it about?',
      widget: 'select',
      emptyOption: 'Choose a topic',
      options: {
        product: 'Choosing a product',
        buying: 'Buying and installation',
        service: 'Service or repair',
        warranty: 'Warranty',
        feedback: 'Feedback',
        other: 'Something else',
      } satisfies Record<(typeof enquiryTypes)[number], string>,
    },
    name: contactFieldCopy.name,
    email: contactFieldCopy.email,
    phone: contactFieldCopy.phone,
    message: { label: 'Your message', widget: 'textarea' },
  },
});

export const contactForm = {
  type: 'contact',
  schema: contactSchema,
  copy,
  page: { copy: 'contact-us', listed: true },
  facts: (lead) => ({ email: lead.email }),
  prefill: [],
  alwaysConfirm: false,
  confirmation: 'next-step',
  personalFields: ['name', 'email', 'phone'],
  receivers: 'staff',
  offline: { keepPage: true, queuePosts: true },
  thankYou: { copy: 'thank-you-contact' },
} as const satisfies LeadFormModule<'contact', ReturnType<typeof contactSchema>>;
