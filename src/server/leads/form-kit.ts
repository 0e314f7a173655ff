/**
 * What the lead forms' schemas share (src/server/forms/*): the look-ups only the server has
 * (the postcode table, the catalogue, the promotions), and the checks more than one form makes.
 */
import type { z } from 'zod';
import { matchesSerialFormat, type RegistrableModel } from '../../lib/warranty-registration/models.ts';
import { plateCode, postcode, productChoice } from './fields.ts';

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
export function checkSerials(
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

export const knownPostcode = (lookups: LeadLookups) =>
  postcode().refine(
    (value) => !/^\d{4}$/.test(value) || lookups.isKnownPostcode(value),
    'We don’t recognise that postcode: check it and try again',
  );

export const knownProduct = (lookups: LeadLookups) =>
  productChoice().refine((value) => lookups.isKnownProduct(value), 'Choose a product from the list');

/**
 * The system's identity on its rating plates, shared by the warranty registration and the claim:
 * a model number of the catalogue's (`example` is the message's), the indoor (or only) unit's serial
 * and, for a system with one, the outdoor unit's. `checkSerials` then holds them to the range's format.
 */
export const systemFields = (lookups: LeadLookups, example: string) => ({
  /** Model number from the rating plate (indoor, outdoor or only unit) or invoice, upper case; one of the catalogue's. */
  model: plateCode('Enter the model number', 40, example).refine(
    (value) => !lookups.registrableModel || lookups.registrableModel(value.toUpperCase()) !== undefined,
    `We don’t recognise that model number: copy it from the rating plate, e.g. ${example}`,
  ),
  /** Serial number of the indoor unit (or the only unit), upper case, in its range's format. */
  serialNumber: plateCode('Enter the indoor unit’s serial number', 30, 'CAI-2503-18842'),
  /** Serial number of the outdoor unit of a split, ducted, cassette or multi system, upper case. */
  outdoorSerialNumber: plateCode('Enter the outdoor unit’s serial number', 30, 'CAO-2503-18842').optional(),
});
