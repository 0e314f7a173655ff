/**
 * Warranty registration of an installed system: the model and its serials checked against the
 * range's formats, the dates, the owner, and (its intake, src/server/warranty/intake.ts) the proof
 * of purchase, one registration per serial and the review row. Its copy carries the serial hints
 * of the warranty terms.
 */
import { z } from 'zod';
import { type LeadFormDefinition, leadFormDefinitions } from '#lib/lead-forms/definitions.ts';
import { warrantyIntake } from '../../warranty/intake.ts';
import {
  australianPhone,
  australianState,
  calendarDate,
  emailAddress,
  personName,
  plateCode,
  singleLine,
} from '../fields.ts';
import { acceptAnything, checkSerials, knownPostcode, type LeadLookups, systemFields } from '../form-kit.ts';
import { type FormCatalogue, type LeadFormModule, thankYouLocation } from './module.ts';

const ownershipWindow = { earliest: { years: -15 }, latest: { days: 0 } };

export function warrantySchema(lookups: LeadLookups = acceptAnything) {
  return z
    .strictObject({
      ...systemFields(lookups, 'CCE-W35R'),
      /** Day of purchase, not in the future, at most 15 years ago. */
      purchaseDate: calendarDate('Enter the purchase date', ownershipWindow, {
        tooEarly: 'Systems older than 15 years are out of warranty',
        tooLate: 'The purchase date can’t be in the future',
      }),
      /** Day of installation, on or after purchase, not in the future. */
      installationDate: calendarDate('Enter the installation date', ownershipWindow, {
        tooEarly: 'Systems older than 15 years are out of warranty',
        tooLate: 'The installation date can’t be in the future',
      }),
      /** Business the system was bought from. */
      dealer: singleLine('Enter where you bought it', 120),
      /** Installer's licence number (ARCtick or state licence), when known, upper case. */
      installerLicence: plateCode('Enter the licence number', 30, 'L123456').optional(),
      /** Owner's name. */
      name: personName(),
      /** Owner's email address. */
      email: emailAddress(),
      /** Owner's phone number, E.164. */
      phone: australianPhone(),
      /** Postcode where the system is installed. */
      postcode: knownPostcode(lookups),
      /** State or territory where the system is installed. */
      state: australianState(),
    })
    .refine(
      (value) =>
        typeof value.purchaseDate !== 'string' ||
        typeof value.installationDate !== 'string' ||
        value.installationDate >= value.purchaseDate,
      {
        path: ['installationDate'],
        message: 'The installation date can’t be before the purchase date',
        when: () => true,
      },
    )
    .superRefine((value, context) => checkSerials(value, lookups, context), { when: () => true });
}

/** The warranty form with its serial hints from the terms, so they name every range's format. */
function withSerialHints(hints: FormCatalogue['serialHints']): LeadFormDefinition {
  const definition = leadFormDefinitions.warranty;
  return {
    ...definition,
    fields: {
      ...definition.fields,
      serialNumber: { ...definition.fields.serialNumber, hint: hints.indoor },
      outdoorSerialNumber: { ...definition.fields.outdoorSerialNumber, hint: hints.outdoor },
    },
  };
}

export const warrantyForm = {
  type: 'warranty',
  schema: warrantySchema,
  copy: leadFormDefinitions.warranty,
  presentedCopy: (catalogue) => withSerialHints(catalogue.serialHints),
  prefill: [],
  alwaysConfirm: false,
  intake: (services, catalogue) =>
    warrantyIntake({ repository: services.warranty, models: catalogue.models, dealers: services.dealers }),
  thankYou: (reference) => thankYouLocation(reference),
} as const satisfies LeadFormModule<'warranty', ReturnType<typeof warrantySchema>>;
