/**
 * What an installer's phone checks while commissioning a system (issue 53's checklist), pure and
 * typed so the portal's page, the server that stores the record and the tests read the same rules:
 * the charge to add for the pipe run (from the product's installation data), the licence and
 * authorisation formats, a serial against its model's format, and the results outside what the
 * installation manual allows. A flagged result never stops a job: it is shown on the job and to staff.
 */
import type { SerialFormat } from '../../schemas/warranty.ts';

/** The product's charge data (`refrigerantCharge` of a refrigerant product). */
export interface ChargeData {
  factoryKg: number;
  prechargedM: number;
  extraGramsPerM: number;
}

/** The refrigerant to add for a pipe run: metres beyond the pre-charged run × grams a metre. */
export function chargeToAdd(charge: ChargeData, pipeRunM: number): { extraM: number; grams: number } {
  const extraM = Math.max(0, pipeRunM - charge.prechargedM);
  return { extraM, grams: Math.round(extraM * charge.extraGramsPerM) };
}

/**
 * ARC refrigerant handling licence: "L" and six digits, as the Australian Refrigeration Council
 * prints it on the technician's card (e.g. L123456).
 */
export const refrigerantLicencePattern = /^L\d{6}$/;

/** ARC refrigerant trading authorisation, held by the business: "AU" and five digits (e.g. AU12345). */
export const tradingAuthorisationPattern = /^AU\d{5}$/;

/** A licence or authorisation number as typed: upper case, spaces and dashes dropped. */
export const normaliseLicence = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

/** A serial as typed or scanned: upper case, surrounding spaces dropped. */
export const normaliseSerial = (value: string) => value.trim().toUpperCase();

/** Whether a serial matches its model's format (the warranty terms' `serialFormats`). */
export function serialMatches(serial: string, format: SerialFormat): boolean {
  return new RegExp(format.pattern, 'v').test(normaliseSerial(serial));
}

/**
 * The installation manual's limits the checklist holds results against. Ours (Cirrus's manual), in
 * line with common practice: evacuate to 500 microns or lower and hold 10 minutes; pressure test
 * with dry nitrogen to the refrigerant's high-side design pressure and hold 30 minutes.
 */
export const manualLimits = {
  /** Deepest acceptable vacuum reading, microns (lower is deeper). */
  vacuumMaxMicrons: 500,
  /** Minutes the vacuum must hold. */
  vacuumHoldMinutes: 10,
  /** Nitrogen test pressure by refrigerant, kPa: its high-side design pressure. */
  nitrogenTestKpa: { R32: 4150, R290: 2500 },
  /** Minutes the nitrogen test must hold. */
  nitrogenHoldMinutes: 30,
  /** How far the charge added may stray from the worked-out figure: the larger of 10 % and 50 g. */
  chargeTolerance: { share: 0.1, grams: 50 },
} as const;

/** The measured results of one outdoor unit's circuit. */
export interface CircuitResults {
  refrigerant: keyof (typeof manualLimits)['nitrogenTestKpa'];
  pipeRunM: number;
  /** Longest run the product allows, m, when it states one. */
  pipeLengthMaxM: number | undefined;
  charge: ChargeData;
  chargeAddedGrams: number;
  vacuumMicrons: number;
  vacuumHeldMinutes: number;
  nitrogenKpa: number;
  nitrogenHeldMinutes: number;
}

/** A result outside the manual: what was measured against what it asks, in words for the job and staff. */
export interface CommissioningFlag {
  check: 'pipe-run' | 'charge' | 'vacuum' | 'vacuum-hold' | 'nitrogen' | 'nitrogen-hold';
  says: string;
}

/** Every result of a circuit outside the manual's limits, in the checklist's order. */
export function commissioningFlags(results: CircuitResults): CommissioningFlag[] {
  const flags: CommissioningFlag[] = [];
  const limits = manualLimits;
  if (results.pipeLengthMaxM !== undefined && results.pipeRunM > results.pipeLengthMaxM) {
    flags.push({
      check: 'pipe-run',
      says: `Pipe run of ${results.pipeRunM} m is over the ${results.pipeLengthMaxM} m this model allows.`,
    });
  }
  const expected = chargeToAdd(results.charge, results.pipeRunM).grams;
  const tolerance = Math.max(limits.chargeTolerance.grams, expected * limits.chargeTolerance.share);
  if (Math.abs(results.chargeAddedGrams - expected) > tolerance) {
    flags.push({
      check: 'charge',
      says: `Charge added of ${results.chargeAddedGrams} g is far from the ${expected} g worked out for ${results.pipeRunM} m of pipe.`,
    });
  }
  if (results.vacuumMicrons > limits.vacuumMaxMicrons) {
    flags.push({
      check: 'vacuum',
      says: `Vacuum reached ${results.vacuumMicrons} microns; the manual asks for ${limits.vacuumMaxMicrons} or lower.`,
    });
  }
  if (results.vacuumHeldMinutes < limits.vacuumHoldMinutes) {
    flags.push({
      check: 'vacuum-hold',
      says: `Vacuum held ${results.vacuumHeldMinutes} minutes; the manual asks for ${limits.vacuumHoldMinutes}.`,
    });
  }
  const testKpa = limits.nitrogenTestKpa[results.refrigerant];
  if (results.nitrogenKpa < testKpa) {
    flags.push({
      check: 'nitrogen',
      says: `Nitrogen test at ${results.nitrogenKpa} kPa; the manual asks for ${testKpa} kPa for ${results.refrigerant}.`,
    });
  }
  if (results.nitrogenHeldMinutes < limits.nitrogenHoldMinutes) {
    flags.push({
      check: 'nitrogen-hold',
      says: `Nitrogen test held ${results.nitrogenHeldMinutes} minutes; the manual asks for ${limits.nitrogenHoldMinutes}.`,
    });
  }
  return flags;
}
