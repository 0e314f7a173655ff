/**
 * Dealers: retailers, installers and service agents. Content files hold the address; the coordinates
 * are derived at build from the postcode table (`dealerEntrySchema`), never written by hand.
 */
import { z } from 'zod';
import type { AustralianState } from './common.ts';
import { australianStateSchema, postcodeSchema, productTypeSchema, slugSchema } from './common.ts';

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
  /** Opening hours in short form, e.g. "Mon–Fri 8:00–17:00, Sat 9:00–13:00". */
  openingHours: z.string().min(5).max(100),
  /** Product types the dealer sells, installs or services. */
  productTypes: z.array(productTypeSchema).min(1),
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

/** A point on the map in decimal degrees. */
export const coordinatesSchema = z.strictObject({
  /** Latitude, decimal degrees (negative south of the equator). */
  lat: z.number().min(-90).max(90),
  /** Longitude, decimal degrees east. */
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** A dealer as the site uses it: the content entry plus coordinates derived from its postcode. */
export const dealerEntrySchema = z
  .strictObject({
    ...dealerShape,
    /** Coordinates of the dealer's suburb and postcode, derived at build. */
    location: coordinatesSchema,
  })
  .superRefine(checkDealer);
export type DealerEntry = z.infer<typeof dealerEntrySchema>;
