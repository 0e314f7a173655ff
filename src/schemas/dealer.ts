/**
 * Dealers: retailers, installers and service agents. Content files hold the address and the opening
 * hours in short form; the coordinates (from the postcode table) and the weekly schedule (parsed from
 * the short form) are derived at build (`dealerEntrySchema`), never written by hand.
 */
import { z } from 'zod';
// The authorisation's format is the checklist's rule, in a module free of zod (the phone's code reads it).
import { tradingAuthorisationPattern } from '../lib/installs/commissioning.ts';
import { parseOpeningHours } from '../lib/opening-hours.ts';
import type { AustralianState } from './common.ts';
import { australianStateSchema, postcodeSchema, productTypeSchema, slugSchema } from './common.ts';
import { weeklyHoursSchema } from './opening-hours.ts';

/** What a dealer does for Cirrus customers. */
export const dealerTypeSchema = z.enum(['retailer', 'installer', 'service-agent']);
export type DealerType = z.infer<typeof dealerTypeSchema>;

/** Landline area code of each state and territory. */
export const areaCodeByState = {
  ACT: '02',
  NSW: '02',
  NT: '08',
  QLD: '07',
  SA: '08',
  TAS: '03',
  VIC: '03',
  WA: '08',
} as const satisfies Record<AustralianState, string>;

/** A street address in Australia. */
export const addressSchema = z.strictObject({
  /** Street number and name, with unit or shop number if any. */
  street: z.string().min(3),
  /** Suburb or locality, as Australia Post spells it. */
  suburb: z.string().min(2),
  /** State or territory. */
  state: australianStateSchema,
  /** Four-digit postcode. */
  postcode: postcodeSchema,
});

const dealerShape = {
  /** Unique identifier, URL-safe. */
  id: slugSchema,
  /** Trading name. */
  name: z.string().min(3).max(80),
  /** What the dealer does: sells, installs, services. */
  types: z.array(dealerTypeSchema).min(1).max(3),
  /** Street address of the showroom or depot. */
  address: addressSchema,
  /** Landline as printed, e.g. "(02) 5550 1234". */
  phone: z.string().regex(/^\(0[2378]\) \d{4} \d{4}$/, 'Use the landline format (0x) xxxx xxxx'),
  /** Contact email address. */
  email: z.email().optional(),
  /**
   * Opening hours in short form, local time of the dealer's state: comma-separated days or day
   * ranges with 24-hour times, or "on call", e.g. "Mon–Fri 8:00–17:00, Sat 9:00–13:00" or
   * "Mon–Fri 7:30–16:30, Sat on call".
   */
  openingHours: z
    .string()
    .min(5)
    .max(100)
    .superRefine((text, ctx) => {
      try {
        parseOpeningHours(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
  /** Product types the dealer sells, installs or services. */
  productTypes: z.array(productTypeSchema).min(1),
  /**
   * Licence numbers of its installers as owners find them on an invoice or compliance certificate
   * (refrigerant handling licence, e.g. "L123456"), upper case: a warranty registration naming one
   * counts for the dealer.
   */
  licences: z
    .array(z.string().regex(/^[A-Z0-9][A-Z0-9-]{3,29}$/, 'Upper-case letters, digits and hyphens'))
    // An empty list is the same as none: the content editor writes one for a dealer without any.
    .optional(),
  /**
   * The business's refrigerant trading authorisation from the Australian Refrigeration Council
   * ("AU" and five digits), which an installing dealer must hold to buy refrigerant: the
   * commissioning checklist fills it in for the dealer's technicians and the refrigerant register
   * prints it.
   */
  tradingAuthorisation: z
    .string()
    .regex(tradingAuthorisationPattern, 'AU and five digits, as printed on the authorisation, e.g. AU12345')
    .optional(),
  /**
   * The business's contractor licence from the regulator of the state in its address (NSW Fair
   * Trading, the VBA, the QBCC…), as printed on the licence, e.g. "254871C": the dealer's page shows
   * it with a link to that regulator's public register. Installing and servicing dealers hold one.
   */
  contractorLicence: z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9-]{3,19}$/, 'Upper-case letters, digits and hyphens, as printed on the licence')
    .optional(),
};

function checkDealer(dealer: z.infer<z.ZodObject<typeof dealerShape>>, ctx: z.RefinementCtx) {
  const expected = areaCodeByState[dealer.address.state];
  if (!dealer.phone.startsWith(`(${expected})`)) {
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: `${dealer.address.state} landlines use (${expected})`,
    });
  }
  for (const field of ['types', 'productTypes'] as const) {
    if (new Set(dealer[field]).size !== dealer[field].length) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'Values repeat' });
    }
  }
}

/** A dealer as written in the content files. */
export const dealerSchema = z.strictObject(dealerShape).superRefine(checkDealer);
export type Dealer = z.infer<typeof dealerSchema>;

/** A state's dealer file (`src/content/dealers/nsw.yaml`): its dealers, in the order the file keeps them. */
export const dealerFileSchema = z.strictObject({
  /** The dealers of one state or territory. */
  dealers: z.array(dealerSchema),
});

/** A point on the map in decimal degrees. */
export const coordinatesSchema = z.strictObject({
  /** Latitude, decimal degrees (negative south of the equator). */
  lat: z.number().min(-90).max(90),
  /** Longitude, decimal degrees east. */
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

/**
 * A dealer as the site uses it: the content entry plus coordinates derived from its postcode and
 * the weekly schedule parsed from `openingHours`.
 */
export const dealerEntrySchema = z
  .strictObject({
    ...dealerShape,
    /** Coordinates of the dealer's suburb and postcode, derived at build. */
    location: coordinatesSchema,
    /** The weekly schedule, parsed at build from `openingHours` (the one source). */
    hours: weeklyHoursSchema,
  })
  .superRefine(checkDealer);
export type DealerEntry = z.infer<typeof dealerEntrySchema>;
