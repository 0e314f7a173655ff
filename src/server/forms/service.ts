/**
 * A service request for an installed system: the model and a serial of it (the warranty is looked
 * up with the serial and the postcode), the fault code or what the unit is doing, when the owner is
 * home, how to reach them and, optionally, a photo of the display or unit (its intake,
 * src/server/service/intake.ts). Routed in the lead's transaction to the nearest service agent that
 * services the model's product type (src/server/routing), never to a sales-only dealer. A fault-code
 * answer links here with the model and the code filled in.
 */
import { z } from 'zod';
import { contactFieldCopy, leadForm, type UploadUi } from '#lib/lead-forms/definitions.ts';
import { standingCopy } from '#lib/service/standing-copy.ts';
import { serviceAvailability } from '#lib/value-lists.ts';
import { matchesSerialFormat } from '#lib/warranty-registration/models.ts';
import { australianPhone, choice, emailAddress, multiLine, personName, plateCode } from '../leads/fields.ts';
import { acceptAnything, knownPostcode, type LeadLookups } from '../leads/form-kit.ts';
import { serviceIntake } from '../service/intake.ts';
import type { LeadFormModule } from './module.ts';

/** The serial against the model's range: either unit's format (the owner may read either plate). */
function checkServiceSerial(
  value: { model?: unknown; serialNumber?: unknown },
  lookups: LeadLookups,
  context: z.RefinementCtx,
) {
  if (typeof value.model !== 'string' || typeof value.serialNumber !== 'string') return;
  const model = lookups.registrableModel?.(value.model);
  if (!model) return;
  const formats = [model.indoor, ...(model.outdoor ? [model.outdoor] : [])];
  if (formats.some((format) => matchesSerialFormat(format, value.serialNumber as string))) return;
  context.addIssue({
    code: 'custom',
    path: ['serialNumber'],
    message: `That isn’t the format of a ${model.range} serial number: it looks like ${model.indoor.example}`,
  });
}

export function serviceSchema(lookups: LeadLookups = acceptAnything) {
  return z
    .strictObject({
      /** Model number from the rating plate, upper case; one of the catalogue's. */
      model: plateCode('Enter the model number', 40, 'CCE-W35R').refine(
        (value) => !lookups.registrableModel || lookups.registrableModel(value.toUpperCase()) !== undefined,
        'We don’t recognise that model number: copy it from the rating plate, e.g. CCE-W35R',
      ),
      /** Serial number of the indoor or outdoor unit, upper case, in its range's format. */
      serialNumber: plateCode('Enter the serial number', 30, 'CAI-2503-18842'),
      /** Postcode where the system is installed (the warranty look-up and the service agent). */
      postcode: knownPostcode(lookups),
      /** Fault code the unit's display shows, upper case, e.g. E6. */
      faultCode: plateCode('Enter the fault code', 6, 'E6').optional(),
      /** What the unit is doing, in the owner's words; this or a fault code is required. */
      symptom: multiLine('Describe what it is doing', 1000).optional(),
      /** When the owner is home for the technician's visit. */
      availability: choice(serviceAvailability, 'Choose when you are home for a visit'),
      /** Owner's name. */
      name: personName(),
      /** Owner's phone, E.164: the technician calls to confirm the visit. */
      phone: australianPhone(),
      /** Owner's email: the reference, the visit times offered and the outcome. */
      email: emailAddress(),
    })
    .refine((value) => Boolean(value.faultCode || value.symptom), {
      path: ['symptom'],
      message: 'Enter the fault code on the display, or say what the unit is doing',
      when: () => true,
    })
    .superRefine((value, context) => checkServiceSerial(value, lookups, context), { when: () => true });
}

/** Its copy: labels, hints, grouping, where it is and where it posts. */
/** A service request's photo of the unit's display or the fault. */
const upload: UploadUi = {
  name: 'photo',
  label: 'A photo of the display or the unit',
  hint: 'It helps the technician bring the right part: JPEG, PNG, HEIC or PDF, up to 10 MB',
  accept: '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf',
  legend: 'Photo',
  // Last, so every other field has been read when a file too large cuts the post off.
  afterGroup: 2,
  optional: true,
};

const copy = leadForm({
  type: 'service',
  path: '/service',
  action: '/service',
  noun: 'service request',
  title: 'Service request',
  submitLabel: 'Request a service visit',
  groups: [
    { legend: 'Your system', fields: ['model', 'serialNumber', 'postcode'] },
    { legend: 'The fault', fields: ['faultCode', 'symptom', 'availability'] },
    { legend: 'How the technician reaches you', fields: ['name', 'phone', 'email'] },
  ],
  upload,
  fields: {
    model: {
      label: 'Model number',
      hint: 'On the rating plate on the side of the indoor unit, e.g. CCE-W35R',
      width: 'medium',
    },
    serialNumber: {
      label: 'Serial number',
      hint: 'On the same rating plate (indoor or outdoor unit), e.g. CAI-2503-18842: we look up your warranty with it',
      width: 'medium',
    },
    postcode: { ...contactFieldCopy.postcode, hint: 'Where the system is installed' },
    faultCode: {
      label: 'Fault code on the display',
      hint: 'The letters and digits it shows or blinks, e.g. E6',
      width: 'short',
      autoComplete: 'off',
    },
    symptom: {
      label: 'What is it doing?',
      hint: 'A code or a description: we need one of them, e.g. “blows warm air in cooling mode”',
      widget: 'textarea',
      hideOptional: true,
    },
    availability: {
      label: 'When are you home for a visit?',
      widget: 'radio',
      options: {
        'weekday-morning': 'Weekday mornings (8 am to 12 pm)',
        'weekday-afternoon': 'Weekday afternoons (12 pm to 5 pm)',
        'any-weekday': 'Any time on weekdays',
        'saturday-morning': 'Saturday mornings',
      } satisfies Record<(typeof serviceAvailability)[number], string>,
    },
    name: contactFieldCopy.name,
    phone: { ...contactFieldCopy.phone, hint: 'The technician calls to confirm the visit' },
    email: {
      ...contactFieldCopy.email,
      hint: 'Your reference, the visit times offered and the outcome come here',
    },
  },
});

export const serviceForm = {
  type: 'service',
  schema: serviceSchema,
  copy,
  page: { copy: 'service', listed: true },
  facts: (lead, lookups) => ({
    postcode: lead.postcode,
    email: lead.email,
    productType: lookups.modelType(lead.model),
  }),
  // A fault-code answer fills in the indoor model and the code; a tenant's link the unit and its postcode.
  prefill: ['model', 'faultCode', 'serialNumber', 'postcode'],
  prefillParams: { faultCode: 'code' },
  // The owner always gets the reference and the warranty standing by mail.
  alwaysConfirm: true,
  confirmation: 'next-step',
  // The confirmation links the new record's status, opened by the owner's signed token.
  statusLink: 'service',
  personalFields: ['name', 'phone', 'email'],
  // The nearest service agent that services the model's product type, never a sales-only dealer.
  receivers: 'service-agent',
  // Its page is per visitor (status, booking) and a post may carry a photo: never kept by the worker.
  offline: { keepPage: false, queuePosts: false },
  thankYou: { copy: 'thank-you-service' },
  // What the warranty look-up found, and what the visit costs: to the browser that sent it.
  thankYouExtras: async ({ own, reference }, services, catalogue) => {
    const standing = own ? await services.service.standingOf(reference) : undefined;
    if (!standing) return {};
    return {
      warranty: standingCopy({
        warrantyState: standing.warrantyState,
        coverUntil: standing.coverUntil,
        callOutFeeAud: standing.callOutFeeAud ?? catalogue.callOutFeeAud,
        feeCovers: catalogue.callOutFeeCovers,
      }),
    };
  },
  intake: (services, catalogue) =>
    serviceIntake({
      repository: services.service,
      models: catalogue.models,
      callOutFeeAud: catalogue.callOutFeeAud,
      photoField: upload.name,
    }),
} as const satisfies LeadFormModule<'service', ReturnType<typeof serviceSchema>>;
