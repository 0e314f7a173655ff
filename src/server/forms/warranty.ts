/**
 * Warranty registration of an installed system: the model and its serials checked against the
 * range's formats, the dates, the owner, and (its intake, src/server/warranty/intake.ts) the proof
 * of purchase, one registration per serial and the review row. Its copy carries the serial hints
 * of the warranty terms.
 */
import { z } from 'zod';
import {
  contactFieldCopy,
  type LeadFormDefinition,
  leadForm,
  type UploadUi,
} from '#lib/lead-forms/definitions.ts';
import { australianStateNames } from '#lib/value-lists.ts';
import {
  australianPhone,
  australianState,
  calendarDate,
  emailAddress,
  personName,
  plateCode,
  singleLine,
} from '../leads/fields.ts';
import {
  acceptAnything,
  checkSerials,
  knownPostcode,
  type LeadLookups,
  systemFields,
} from '../leads/form-kit.ts';
import { warrantyIntake } from '../warranty/intake.ts';
import type { FormCatalogue, LeadFormModule } from './module.ts';

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
  const definition = copy;
  return {
    ...definition,
    fields: {
      ...definition.fields,
      serialNumber: { ...definition.fields.serialNumber, hint: hints.indoor },
      outdoorSerialNumber: { ...definition.fields.outdoorSerialNumber, hint: hints.outdoor },
    },
  };
}

/** Its copy: labels, hints, grouping, where it is and where it posts. */
/** The warranty registration's proof of purchase. */
const upload: UploadUi = {
  name: 'proofOfPurchase',
  label: 'Proof of purchase',
  hint: 'A photo or scan of your paid invoice or receipt: JPEG, PNG, HEIC or PDF, up to 10 MB',
  accept: '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf',
  legend: 'Proof of purchase',
  // Last, so every other field has been read when a file too large cuts the post off.
  afterGroup: 1,
};

const copy = leadForm({
  type: 'warranty',
  path: '/warranty',
  action: '/warranty/register',
  noun: 'warranty registration',
  title: 'Warranty registration',
  submitLabel: 'Register my warranty',
  groups: [
    {
      legend: 'Your system',
      fields: [
        'model',
        'serialNumber',
        'outdoorSerialNumber',
        'purchaseDate',
        'installationDate',
        'dealer',
        'installerLicence',
      ],
    },
    { legend: 'Owner', fields: ['name', 'email', 'phone', 'postcode', 'state'] },
  ],
  upload,
  fields: {
    model: {
      label: 'Model number',
      hint: 'On the rating plate of either unit, e.g. CCE-W35R',
      width: 'medium',
    },
    // The serial hints are replaced by the page with one example per range, from the warranty terms.
    serialNumber: {
      label: 'Indoor unit serial number',
      hint: 'On the rating plate of the indoor unit (or the only unit), e.g. CAI-2503-18842',
      width: 'medium',
    },
    // The server requires it for a system with an outdoor unit (checkSerials): the label says so.
    outdoorSerialNumber: {
      label: 'Outdoor unit serial number',
      requiredFor: 'split, ducted, cassette and multi systems',
      hint: 'On the rating plate of the outdoor unit, e.g. CAO-2503-18842',
      width: 'medium',
    },
    purchaseDate: { label: 'Purchase date', width: 'medium' },
    installationDate: { label: 'Installation date', width: 'medium' },
    dealer: {
      label: 'Where you bought it',
      hint: 'The dealer or store on your invoice',
      autoComplete: 'off',
    },
    installerLicence: {
      label: 'Installer’s licence number',
      hint: 'On the installer’s invoice or compliance certificate',
      width: 'medium',
    },
    name: contactFieldCopy.name,
    email: contactFieldCopy.email,
    phone: contactFieldCopy.phone,
    postcode: { ...contactFieldCopy.postcode, hint: 'Where the system is installed' },
    state: {
      label: 'State or territory',
      widget: 'select',
      emptyOption: 'Choose',
      autoComplete: 'address-level1',
      options: australianStateNames,
    },
  },
});

export const warrantyForm = {
  type: 'warranty',
  schema: warrantySchema,
  copy,
  page: { copy: 'warranty', listed: true },
  facts: (lead) => ({ postcode: lead.postcode, state: lead.state, email: lead.email }),
  presentedCopy: (catalogue) => withSerialHints(catalogue.serialHints),
  prefill: [],
  alwaysConfirm: false,
  confirmation: 'next-step',
  // The confirmation links the new record's status, opened by the owner's signed token.
  statusLink: 'warranty',
  personalFields: ['name', 'email', 'phone'],
  // Staff review the proof of purchase (src/server/review).
  receivers: 'staff',
  // Its page is kept, but a post carries the proof of purchase, which the worker never stores.
  offline: { keepPage: true, queuePosts: false },
  thankYou: { copy: 'thank-you-warranty' },
  intake: (services, catalogue) =>
    warrantyIntake({
      repository: services.warranty,
      models: catalogue.models,
      dealers: services.dealers,
      uploadField: upload.name,
    }),
} as const satisfies LeadFormModule<'warranty', ReturnType<typeof warrantySchema>>;
