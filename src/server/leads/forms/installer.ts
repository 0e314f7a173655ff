/**
 * Request an installer: a new system, a replacement, or service and repair of an existing one;
 * routed to the nearest dealer in the lead's transaction (src/server/routing). A product page may
 * fill in the product, and a link the postcode.
 */
import { z } from 'zod';
import { leadFormDefinitions } from '#lib/lead-forms/definitions.ts';
import { installerServices } from '#lib/value-lists.ts';
import {
  australianPhone,
  calendarDate,
  choice,
  emailAddress,
  multiLine,
  personName,
  plateCode,
} from '../fields.ts';
import { acceptAnything, knownPostcode, knownProduct, type LeadLookups } from '../form-kit.ts';
import { type LeadFormModule, thankYouLocation } from './module.ts';

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

export const installerForm = {
  type: 'installer',
  schema: installerSchema,
  copy: leadFormDefinitions.installer,
  prefill: ['product', 'postcode'],
  alwaysConfirm: false,
  thankYou: (reference) => thankYouLocation(reference),
} as const satisfies LeadFormModule<'installer', ReturnType<typeof installerSchema>>;
