/**
 * An installation job as the code reads it: the units booked, the commissioning record the
 * technician sends (zod schemas, the single source of their types, checked again on the server
 * whatever the phone checked), the photos the schemes ask for, and a job's row as its record.
 */
import { z } from 'zod';
import {
  normaliseLicence,
  normaliseSerial,
  refrigerantLicencePattern,
  tradingAuthorisationPattern,
} from '#lib/installs/commissioning.ts';
import type { AustralianState } from '#schemas/common.ts';
import type { InstallJobStatus } from '../db/types.ts';
import { personName, singleLine } from '../leads/fields.ts';

/** One system to install: the catalogue product, and its serials once commissioned. */
export const jobUnitSchema = z.strictObject({
  /** The catalogue product's slug. */
  productSlug: z.string().regex(/^[a-z0-9-]{3,100}$/, 'Choose a product from the catalogue'),
});

/** The units a job installs (a multi-split has several heads: one entry per system). */
export const jobUnitsSchema = z.array(jobUnitSchema).min(1, 'Add the system to install').max(8);
export type JobUnit = z.infer<typeof jobUnitSchema>;

/** A serial as typed or scanned: upper case, trimmed, a plate's characters only. */
const serial = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform(normaliseSerial)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(30, 'A serial number is at most 30 characters')
        .regex(/^[A-Z0-9-]+$/, 'Enter the serial as printed on the plate: letters, digits and dashes'),
    );

/** A licence number as typed: normalised, then held to its pattern. */
const licence = (pattern: RegExp, requiredMessage: string, example: string) =>
  z
    .string({ error: requiredMessage })
    .transform(normaliseLicence)
    .pipe(z.string().min(1, requiredMessage).regex(pattern, `Enter the number as printed, e.g. ${example}`));

/** A reading within a range, as a whole or decimal number typed on a phone. */
const reading = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).min(min, message).max(max, message);

/** A system as commissioned: its serials, checked against its model's formats by the job. */
export const commissionedUnitSchema = z.strictObject({
  productSlug: jobUnitSchema.shape.productSlug,
  /** The indoor unit's (or the only unit's) serial. */
  indoorSerial: serial('Enter the indoor unit’s serial number'),
  /** The outdoor unit's serial; the job asks for it when the model has one. */
  outdoorSerial: serial('Enter the outdoor unit’s serial number').optional(),
  /** The refrigerant pipe run, m. */
  pipeRunM: reading(0, 100, 'Enter the pipe run in metres (0 to 100)'),
  /** Refrigerant added on site, g (the checklist works it out; the technician confirms or corrects). */
  chargeAddedGrams: reading(0, 5000, 'Enter the charge added in grams (0 to 5,000)'),
  /** Deepest vacuum reached, microns. */
  vacuumMicrons: reading(0, 25_000, 'Enter the vacuum reached in microns'),
  /** Minutes the vacuum held. */
  vacuumHeldMinutes: reading(0, 600, 'Enter the minutes the vacuum held'),
  /** Nitrogen pressure test, kPa. */
  nitrogenKpa: reading(0, 10_000, 'Enter the nitrogen test pressure in kPa'),
  /** Minutes the nitrogen test held. */
  nitrogenHeldMinutes: reading(0, 600, 'Enter the minutes the pressure test held'),
});
export type CommissionedUnit = z.infer<typeof commissionedUnitSchema>;

/** What was there before: removed or decommissioned, with the refrigerant recovered. */
export const oldSystemSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    /** A refrigerant system (split, ducted, window): its refrigerant recovered into a cylinder. */
    kind: z.literal('refrigerant'),
    /** What it was, e.g. "2008 ducted reverse cycle, R410A". */
    description: singleLine('Say what the old system was', 120),
    outcome: z.enum(['removed', 'decommissioned'], { error: 'Say whether it was removed or decommissioned' }),
    /** Refrigerant recovered, kg. */
    recoveredKg: reading(0, 50, 'Enter the refrigerant recovered in kg (0 to 50)'),
    /** The recovery cylinder's serial. */
    cylinderSerial: serial('Enter the recovery cylinder’s serial number'),
  }),
  z.strictObject({
    /** A gas heater, decommissioned by a licensed gasfitter. */
    kind: z.literal('gas-heater'),
    description: singleLine('Say what the old heater was', 120),
    /** The gasfitter's licence number, as the state prints it. */
    gasfitterLicence: singleLine('Enter the gasfitter’s licence number', 30),
    /** The gas compliance certificate's number. */
    complianceCertificate: singleLine('Enter the compliance certificate number', 30),
  }),
]);
export type OldSystem = z.infer<typeof oldSystemSchema>;

/** The whole commissioning record, as sent once from the technician's phone. */
export const commissioningRecordSchema = z.strictObject({
  units: z.array(commissionedUnitSchema).min(1).max(8),
  /** The technician on site. */
  technicianName: personName(),
  /** The technician's ARC refrigerant handling licence. */
  technicianLicence: licence(
    refrigerantLicencePattern,
    'Enter the technician’s ARC licence number',
    'L123456',
  ),
  /** The dealer's ARC refrigerant trading authorisation (kept on the dealer's record). */
  tradingAuthorisation: licence(
    tradingAuthorisationPattern,
    'Enter the trading authorisation number',
    'AU12345',
  ),
  /** The handover checks: each must be done before the job is sent. */
  isolatorFitted: z.literal(true, { error: 'Fit the electrical isolator before sending' }),
  condensateTested: z.literal(true, { error: 'Test the condensate drain before sending' }),
  controllerPaired: z.literal(true, { error: 'Pair the remote or controller before sending' }),
  ownerShown: z.literal(true, { error: 'Show the owner how to use it before sending' }),
  oldSystem: oldSystemSchema,
});
export type CommissioningRecord = z.infer<typeof commissioningRecordSchema>;

/** The photos the schemes ask for, in the checklist's order. */
export const installPhotoKinds = [
  'old-plate',
  'old-unusable',
  'indoor-plate',
  'outdoor-plate',
  'indoor-installed',
  'outdoor-installed',
] as const;
export type InstallPhotoKind = (typeof installPhotoKinds)[number];

/** A photo's label in the checklist, the pack and the register. */
export const installPhotoLabels: Readonly<Record<InstallPhotoKind, string>> = {
  'old-plate': 'Old unit’s rating plate',
  'old-unusable': 'Old unit made unusable',
  'indoor-plate': 'New indoor unit’s rating plate',
  'outdoor-plate': 'New outdoor unit’s rating plate',
  'indoor-installed': 'Indoor unit installed',
  'outdoor-installed': 'Outdoor unit installed',
};

/** A photo as sent with the record: its kind, its bytes, when it was taken and where when allowed. */
export interface NewInstallPhoto {
  kind: InstallPhotoKind;
  mediaType: string;
  content: Uint8Array;
  takenAt: string;
  latitude: number | null;
  longitude: number | null;
}

/** A result outside the manual, for one unit (by its place in the job). */
export interface JobFlag {
  unit: number;
  check: string;
  says: string;
}

/** A job as the portal, the checklist and the owner's page read it. */
export interface InstallJob {
  id: number;
  reference: string;
  leadId: number;
  leadReference: string;
  dealerId: string;
  bookedFor: string;
  units: JobUnit[];
  status: InstallJobStatus;
  record: CommissioningRecord | null;
  flags: JobFlag[];
  commissionedAt: string | null;
  confirmedAt: string | null;
  ownerIssue: string | null;
  /** The owner as the lead gave them; empty once erased. */
  owner: {
    name: string;
    email: string;
    phone: string;
    postcode: string | null;
    state: AustralianState | null;
  };
  createdAt: string;
}
