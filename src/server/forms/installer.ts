/**
 * Request an installer: a new system, a replacement, or service and repair of an existing one;
 * routed to the nearest dealer in the lead's transaction (src/server/routing). A product page may
 * fill in the product, and a link the postcode.
 */
import { z } from 'zod';
import { contactFieldCopy, leadForm, productInterestField } from '#lib/lead-forms/definitions.ts';
import { installerServices } from '#lib/value-lists.ts';
import {
  australianPhone,
  calendarDate,
  choice,
  emailAddress,
  multiLine,
  personName,
  plateCode,
} from '../leads/fields.ts';
import { acceptAnything, knownPostcode, knownProduct, type LeadLookups } from '../leads/form-kit.ts';
import type { LeadFormModule } from './module.ts';

export function installerSchema(lookups: LeadLookups = acceptAnything) {
  return z.strictObject({
    /** What the installer is needed for. */
    service: choice(installerServices, 'Choose what you need'),
    /** Product slug or product type, when known. */
    product: knownProduct(lookups).optional(),
    /** Serial number from the rating plate, when known (service and replacement), upper case. */
    serialNumber: plateCode('Enter the serial number', 30, 'CE35-2411-0042').optional(),
    /** Postcode of the property. */
    postcode: knownPostcode(lookups),
    /** Preferred day for the visit, from today to six months ahead. */
    preferredDate: calendarDate(
      'Enter a preferred date',
      { earliest: { days: 0 }, latest: { days: 180 } },
      {
        tooEarly: 'Choose today or a later date',
        tooLate: 'Choose a date within the next six months',
      },
    ).optional(),
    /** The job or the fault, in the visitor's words. */
    details: multiLine('Describe the job', 2000).optional(),
    /** Visitor's name. */
    name: personName(),
    /** Phone number, E.164: installers call to book. */
    phone: australianPhone(),
    /** Email address for the booking confirmation. */
    email: emailAddress(),
  });
}

/** Its copy: labels, hints, grouping, where it is and where it posts. */
const copy = leadForm({
  type: 'installer',
  path: '/request-an-installer',
  action: '/request-an-installer',
  noun: 'installer request',
  title: 'Installer request',
  submitLabel: 'Request an installer',
  groups: [
    {
      legend: 'The job',
      fields: ['service', 'product', 'serialNumber', 'postcode', 'preferredDate', 'details'],
    },
    { legend: 'Your details', fields: ['name', 'phone', 'email'] },
  ],
  fields: {
    service: {
      label: 'What do you need?',
      widget: 'radio',
      options: {
        'new-installation': 'A new installation',
        replacement: 'A replacement system',
        'service-repair': 'Service or repair',
      } satisfies Record<(typeof installerServices)[number], string>,
    },
    product: { ...productInterestField, label: 'Product', emptyOption: 'Not sure / not listed' },
    serialNumber: {
      label: 'Serial number',
      hint: 'If you know it: on the rating plate on the side of the unit',
      width: 'medium',
    },
    postcode: contactFieldCopy.postcode,
    preferredDate: { label: 'Preferred date', width: 'medium' },
    details: {
      label: 'Tell us about the job',
      hint: 'For a repair, describe the fault and when it started',
      widget: 'textarea',
    },
    name: contactFieldCopy.name,
    phone: contactFieldCopy.phone,
    email: contactFieldCopy.email,
  },
});

export const installerForm = {
  type: 'installer',
  schema: installerSchema,
  copy,
  page: { copy: 'request-an-installer', listed: true },
  facts: (lead, lookups) => ({
    postcode: lead.postcode,
    email: lead.email,
    productType: lead.product ? lookups.productType(lead.product) : undefined,
  }),
  prefill: ['product', 'postcode'],
  alwaysConfirm: false,
  confirmation: 'next-step',
  personalFields: ['name', 'phone', 'email'],
  // The nearest installer that handles the product.
  receivers: 'installer',
  offline: { keepPage: true, queuePosts: true },
  thankYou: { copy: 'thank-you-installer' },
} as const satisfies LeadFormModule<'installer', ReturnType<typeof installerSchema>>;
