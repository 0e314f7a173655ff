/**
 * "Request a callback": a form that is not in the product, written as a real form module would be
 * (src/server/forms/callback.ts), for the test that measures what adding a form takes
 * (tests/leads/new-form.test.ts). The visitor leaves a name, a phone number and a postcode; the
 * nearest installer calls back.
 */
import { z } from 'zod';
import { contactFieldCopy, leadForm } from '../../src/lib/lead-forms/definitions.ts';
import type { LeadType } from '../../src/lib/value-lists.ts';
import type { LeadFormModule } from '../../src/server/forms/module.ts';
import { australianPhone, choice, personName } from '../../src/server/leads/fields.ts';
import { acceptAnything, knownPostcode, type LeadLookups } from '../../src/server/leads/form-kit.ts';

/** Its kind: a real form adds it to `leadTypeLabels` (src/lib/value-lists.ts), with its portal name. */
export const CALLBACK = 'callback' as LeadType;

const callbackTimes = ['morning', 'afternoon', 'evening'] as const;

export function callbackSchema(lookups: LeadLookups = acceptAnything) {
  return z.strictObject({
    /** Visitor's name. */
    name: personName(),
    /** Phone number to call back, E.164. */
    phone: australianPhone(),
    /** Postcode of the home (decides the installer who calls). */
    postcode: knownPostcode(lookups),
    /** When the visitor would like the call. */
    time: choice(callbackTimes, 'Choose a time for the call'),
  });
}

const copy = leadForm({
  type: CALLBACK,
  path: '/request-a-callback',
  action: '/request-a-callback',
  noun: 'callback request',
  title: 'Callback request',
  submitLabel: 'Call me back',
  groups: [{ legend: 'Who we call', fields: ['name', 'phone', 'postcode', 'time'] }],
  fields: {
    name: contactFieldCopy.name,
    phone: contactFieldCopy.phone,
    postcode: contactFieldCopy.postcode,
    time: {
      label: 'When suits you?',
      widget: 'radio',
      options: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
    },
  },
});

export const callbackForm = {
  type: CALLBACK,
  schema: callbackSchema,
  copy,
  page: { copy: 'request-a-callback', listed: true },
  facts: (lead) => ({ postcode: lead.postcode }),
  prefill: ['postcode'],
  alwaysConfirm: false,
  confirmation: 'next-step',
  personalFields: ['name', 'phone'],
  // The nearest installer calls back.
  receivers: 'installer',
  offline: { keepPage: true, queuePosts: true },
  thankYou: { copy: 'thank-you' },
} as const satisfies LeadFormModule<LeadType, ReturnType<typeof callbackSchema>>;
