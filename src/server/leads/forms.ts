/**
 * The four lead forms, one zod schema each: the single source of what a form accepts. The same
 * schema validates posts on the server, drives the inputs' HTML constraints (`constraints.ts`)
 * and types the payload stored with the lead.
 *
 * Schemas are built with the look-ups only the server has (the postcode table, the catalogue);
 * the defaults accept any well-formed value, which is what the browser can check.
 */
import { z } from 'zod';
import type { LeadFieldName as PresentedFieldName } from '../../lib/lead-forms/definitions.ts';
import { type LeadFormDefinition, leadFormDefinitions } from '../../lib/lead-forms/definitions.ts';
import { longDate } from '../../lib/promotions.ts';
import { contactTimes, enquiryTypes, installerServices, propertyTypes } from '../../lib/value-lists.ts';
import { matchesSerialFormat, type RegistrableModel } from '../../lib/warranty-registration/models.ts';
import { clock } from '../clock.ts';
import {
  australianPhone,
  australianState,
  calendarDate,
  choice,
  emailAddress,
  multiLine,
  personName,
  plateCode,
  postcode,
  productChoice,
  singleLine,
  text,
  wholeNumber,
} from './fields.ts';
import type { LeadType } from './schema.ts';

/** Existence checks against server-side data. */
export interface LeadLookups {
  /** True for a postcode in the postcode table. */
  isKnownPostcode(postcode: string): boolean;
  /** True for a product type or the slug of a product in the catalogue. */
  isKnownProduct(value: string): boolean;
  /**
   * The catalogue's model behind a model number (warranty registration), with its range's serial
   * formats; absent when only the format can be checked (HTML constraints, types).
   */
  registrableModel?(modelNumber: string): RegistrableModel | undefined;
  /** A promotion by slug, with the model numbers it covers (claims); absent: format checks only. */
  promotion?(slug: string): ClaimablePromotion | undefined;
}

/** What a claim is checked against: the promotion's dates and the model numbers it covers. */
export interface ClaimablePromotion {
  slug: string;
  title: string;
  eligibleDescription: string;
  /** Every model number (indoor, outdoor, unit) of the eligible products, upper case. */
  modelNumbers: ReadonlySet<string>;
  purchaseWindow: { from: string; to: string };
  claimDeadline: string;
}

/** Accepts every well-formed value: for deriving HTML constraints and types. */
export const acceptAnything: LeadLookups = { isKnownPostcode: () => true, isKnownProduct: () => true };

const unitNames = { indoor: 'indoor unit', outdoor: 'outdoor unit' } as const;

/**
 * The serial numbers against the model's range: each of the right format (the message shows one
 * that is), the outdoor unit's given exactly when the system has one, and the two different.
 */
function checkSerials(
  value: { model?: unknown; serialNumber?: unknown; outdoorSerialNumber?: unknown },
  lookups: LeadLookups,
  context: z.RefinementCtx,
) {
  if (typeof value.model !== 'string' || !lookups.registrableModel) return;
  const model = lookups.registrableModel(value.model);
  if (!model) return;
  const wrongFormat = (unit: 'indoor' | 'outdoor', example: string) =>
    `That isn’t the format of a ${model.range} ${unitNames[unit]} serial number: it looks like ${example}`;
  if (typeof value.serialNumber === 'string' && !matchesSerialFormat(model.indoor, value.serialNumber)) {
    context.addIssue({
      code: 'custom',
      path: ['serialNumber'],
      message: wrongFormat('indoor', model.indoor.example),
    });
  }
  const outdoor = value.outdoorSerialNumber;
  if (!model.outdoor) {
    if (typeof outdoor === 'string') {
      context.addIssue({
        code: 'custom',
        path: ['outdoorSerialNumber'],
        message: `The ${model.modelNumber} is a single unit: leave the outdoor serial number empty`,
      });
    }
    return;
  }
  if (outdoor === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['outdoorSerialNumber'],
      message: `Enter the outdoor unit’s serial number, e.g. ${model.outdoor.example}`,
    });
  } else if (typeof outdoor === 'string' && !matchesSerialFormat(model.outdoor, outdoor)) {
    context.addIssue({
      code: 'custom',
      path: ['outdoorSerialNumber'],
      message: wrongFormat('outdoor', model.outdoor.example),
    });
  } else if (outdoor === value.serialNumber) {
    context.addIssue({
      code: 'custom',
      path: ['outdoorSerialNumber'],
      message: 'The outdoor unit has its own serial number: copy it from the outdoor unit’s rating plate',
    });
  }
}

const knownPostcode = (lookups: LeadLookups) =>
  postcode().refine(
    (value) => !/^\d{4}$/.test(value) || lookups.isKnownPostcode(value),
    'We don’t recognise that postcode: check it and try again',
  );

const knownProduct = (lookups: LeadLookups) =>
  productChoice().refine((value) => lookups.isKnownProduct(value), 'Choose a product from the list');

/** Get a quote: short on purpose; only what routes the lead to an installer. */
export function quoteSchema(lookups: LeadLookups = acceptAnything) {
  return z
    .strictObject({
      /** Product slug or product type the visitor is interested in; absent when not sure yet. */
      product: knownProduct(lookups).optional(),
      /** Kind of property the system is for. */
      propertyType: choice(propertyTypes, 'Choose a property type').optional(),
      /** Rooms to heat or cool, 1 to 30. */
      rooms: wholeNumber(1, 30, 'Enter a number of rooms from 1 to 30').optional(),
      /** Postcode of the property (decides the installer). */
      postcode: knownPostcode(lookups),
      /** Visitor's name. */
      name: personName(),
      /** Email address; this or a phone number is required. */
      email: emailAddress().optional(),
      /** Phone number, E.164; this or an email address is required. */
      phone: australianPhone().optional(),
      /** When the visitor prefers to be called. */
      contactTime: choice(contactTimes, 'Choose a time').optional(),
      /** Anything else the installer should know. */
      message: multiLine('Enter a message', 2000).optional(),
    })
    .refine((value) => Boolean(value.email || value.phone), {
      path: ['email'],
      message: 'Enter an email address or a phone number so we can reply',
      // Also when other fields have errors, so every problem shows at once.
      when: () => true,
    });
}

/** Request an installer: a new system, a replacement, or service and repair of an existing one. */
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

/** Contact us: any question, routed by its type. */
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

const ownershipWindow = { earliest: { years: -15 }, latest: { days: 0 } };

/** Warranty registration of an installed system. */
export function warrantySchema(lookups: LeadLookups = acceptAnything) {
  return z
    .strictObject({
      /** Model number from the rating plate (indoor, outdoor or only unit), upper case; one of the catalogue's. */
      model: plateCode('Enter the model number', 40, 'CCE-W35R').refine(
        (value) => !lookups.registrableModel || lookups.registrableModel(value.toUpperCase()) !== undefined,
        'We don’t recognise that model number: copy it from the rating plate, e.g. CCE-W35R',
      ),
      /** Serial number of the indoor unit (or the only unit), upper case, in its range's format. */
      serialNumber: plateCode('Enter the indoor unit’s serial number', 30, 'CAI-2503-18842'),
      /** Serial number of the outdoor unit of a split, ducted, cassette or multi system, upper case. */
      outdoorSerialNumber: plateCode(
        'Enter the outdoor unit’s serial number',
        30,
        'CAO-2503-18842',
      ).optional(),
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

/**
 * The promotion's rules, each with its own message: claims only while the promotion is open (from
 * its first purchase day to its claim deadline), an eligible model, a purchase inside the window.
 */
function checkPromotionRules(
  value: { promotion?: unknown; model?: unknown; purchaseDate?: unknown },
  lookups: LeadLookups,
  context: z.RefinementCtx,
) {
  if (typeof value.promotion !== 'string' || !lookups.promotion) return;
  const promotion = lookups.promotion(value.promotion);
  if (!promotion) {
    context.addIssue({
      code: 'custom',
      path: ['promotion'],
      message: 'That promotion doesn’t exist: choose one on the promotions page',
    });
    return;
  }
  const today = clock.today();
  if (today > promotion.claimDeadline) {
    context.addIssue({
      code: 'custom',
      path: ['promotion'],
      message: `Claims for ${promotion.title} closed on ${longDate(promotion.claimDeadline)}`,
    });
  } else if (today < promotion.purchaseWindow.from) {
    context.addIssue({
      code: 'custom',
      path: ['promotion'],
      message: `${promotion.title} starts on ${longDate(promotion.purchaseWindow.from)}`,
    });
  }
  if (typeof value.model === 'string' && !promotion.modelNumbers.has(value.model.toUpperCase())) {
    const known = lookups.registrableModel?.(value.model) !== undefined;
    if (known)
      context.addIssue({
        code: 'custom',
        path: ['model'],
        message: `The ${value.model.toUpperCase()} isn’t part of this promotion, which covers ${promotion.eligibleDescription}`,
      });
  }
  const { from, to } = promotion.purchaseWindow;
  if (typeof value.purchaseDate === 'string' && (value.purchaseDate < from || value.purchaseDate > to)) {
    context.addIssue({
      code: 'custom',
      path: ['purchaseDate'],
      message: `Only purchases from ${longDate(from)} to ${longDate(to)} qualify; yours was on ${longDate(value.purchaseDate)}`,
    });
  }
}

/** A promotion's cashback claim: the system, the owner, where to pay, and (apart) the invoice. */
export function claimSchema(lookups: LeadLookups = acceptAnything) {
  return z
    .strictObject({
      /** Slug of the promotion claimed under. */
      promotion: text('Choose a promotion')
        .max(80, 'Choose a promotion')
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a promotion'),
      /** Model number from the rating plate or invoice, upper case; one of the catalogue's. */
      model: plateCode('Enter the model number', 40, 'CCA-W35R').refine(
        (value) => !lookups.registrableModel || lookups.registrableModel(value.toUpperCase()) !== undefined,
        'We don’t recognise that model number: copy it from the rating plate, e.g. CCA-W35R',
      ),
      /** Serial number of the indoor unit (or the only unit), upper case, in its range's format. */
      serialNumber: plateCode('Enter the indoor unit’s serial number', 30, 'CAI-2503-18842'),
      /** Serial number of the outdoor unit of a split or ducted system, upper case. */
      outdoorSerialNumber: plateCode(
        'Enter the outdoor unit’s serial number',
        30,
        'CAO-2503-18842',
      ).optional(),
      /** Day of purchase on the invoice: not in the future, at most two years ago. */
      purchaseDate: calendarDate(
        'Enter the purchase date',
        { earliest: { years: -2 }, latest: { days: 0 } },
        {
          tooEarly: 'Purchases more than two years ago don’t qualify for a current promotion',
          tooLate: 'The purchase date can’t be in the future',
        },
      ),
      /** Claimant's name. */
      name: personName(),
      /** Claimant's email: the claim ID and each decision are sent here. */
      email: emailAddress(),
      /** Claimant's phone number, E.164. */
      phone: australianPhone(),
      /** Street address where the system is installed. */
      street: singleLine('Enter your street address', 120),
      /** Suburb or town. */
      suburb: singleLine('Enter your suburb or town', 60),
      /** Postcode (the claim status check asks for it). */
      postcode: knownPostcode(lookups),
      /** State or territory. */
      state: australianState(),
      /** Name on the bank account. */
      accountName: singleLine('Enter the name on the account', 60),
      /** Bank-State-Branch number, six digits (stored without the dash). */
      bsb: text('Enter the BSB')
        .regex(/^\d{3}-?\d{3}$/, 'Enter the BSB as six digits, e.g. 062-000')
        .transform((value) => value.replace('-', '')),
      /** Account number, 5 to 9 digits. */
      accountNumber: text('Enter the account number').regex(
        /^\d{5,9}$/,
        'Enter the account number as 5 to 9 digits, without spaces',
      ),
    })
    .superRefine((value, context) => checkPromotionRules(value, lookups, context), { when: () => true })
    .superRefine((value, context) => checkSerials(value, lookups, context), { when: () => true });
}

/** Each form's schema factory, by lead type. */
export const leadFormSchemas = {
  quote: quoteSchema,
  installer: installerSchema,
  contact: contactSchema,
  warranty: warrantySchema,
  claim: claimSchema,
} as const satisfies Record<LeadType, (lookups: LeadLookups) => z.ZodType>;

export type LeadFormSchema<T extends LeadType> = ReturnType<(typeof leadFormSchemas)[T]>;
/** A form's validated, normalised input: what is stored as the lead's payload. */
export type LeadPayload<T extends LeadType = LeadType> = { [K in LeadType]: z.output<LeadFormSchema<K>> }[T];
/** The field names of a form. */
export type LeadFieldName<T extends LeadType> = keyof LeadFormSchema<T>['shape'] & string;

/**
 * The form copy (`src/lib/lead-forms/definitions.ts`) names exactly the schema's fields: a field
 * added to one and not the other fails the type check here.
 */
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const copyNamesSchemaFields: { [T in LeadType]: SameNames<LeadFieldName<T>, PresentedFieldName<T>> } = {
  quote: true,
  installer: true,
  contact: true,
  warranty: true,
  claim: true,
};
void copyNamesSchemaFields;

const schemaCache = new WeakMap<LeadLookups, Map<LeadType, z.ZodType>>();

/** The schema of a form for a set of look-ups, built once per look-ups object. */
export function leadFormSchema<T extends LeadType>(
  type: T,
  lookups: LeadLookups = acceptAnything,
): LeadFormSchema<T> {
  let byType = schemaCache.get(lookups);
  if (!byType) {
    byType = new Map();
    schemaCache.set(lookups, byType);
  }
  let schema = byType.get(type);
  if (!schema) {
    schema = leadFormSchemas[type](lookups);
    byType.set(type, schema);
  }
  return schema as LeadFormSchema<T>;
}

/** Field names a form accepts, in schema order. */
export function leadFieldNames<T extends LeadType>(type: T): LeadFieldName<T>[] {
  return Object.keys(leadFormSchema(type).shape) as LeadFieldName<T>[];
}

/** Every field of every form is presented exactly once (checked by the tests). */
export function missingOrExtraFields(type: LeadType): string[] {
  const definition: LeadFormDefinition = leadFormDefinitions[type];
  const schemaFields = Object.keys(leadFormSchema(type).shape);
  const grouped = definition.groups.flatMap((group) => group.fields);
  return [
    ...schemaFields.filter((field) => !grouped.includes(field)).map((field) => `missing: ${field}`),
    ...grouped.filter((field) => !schemaFields.includes(field)).map((field) => `extra: ${field}`),
    ...grouped.filter((field, index) => grouped.indexOf(field) !== index).map((field) => `twice: ${field}`),
  ];
}
