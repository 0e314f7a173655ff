/** Contact us: any question, routed by its type to the leads inbox. */
import { z } from 'zod';
import { leadFormDefinitions } from '#lib/lead-forms/definitions.ts';
import { enquiryTypes } from '#lib/value-lists.ts';
import { australianPhone, choice, emailAddress, multiLine, personName } from '../fields.ts';
import { acceptAnything, type LeadLookups } from '../form-kit.ts';
import { type LeadFormModule, thankYouLocation } from './module.ts';

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

export const contactForm = {
  type: 'contact',
  schema: contactSchema,
  copy: leadFormDefinitions.contact,
  prefill: [],
  alwaysConfirm: false,
  thankYou: (reference) => thankYouLocation(reference),
} as const satisfies LeadFormModule<'contact', ReturnType<typeof contactSchema>>;
