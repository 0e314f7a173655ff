/**
 * A commissioning record as Parramatta's technician sends it for one Aura 7.1 kW split (12 m of
 * pipe, the worked-out 70 g added, every test within the manual), for the tests that need a
 * commissioned job rather than the checklist that makes one. Parsed by the record's own schema.
 */
import { type CommissioningRecord, commissioningRecordSchema } from '../../src/server/installs/records';

export const AURA_71 = 'aura-7-1kw-reverse-cycle-split-system';

export interface SampleRecordOptions {
  /** The digits after CAI-7101- and CAO-7101-: unique in the run, as serials are registrable once. */
  serial: string;
  /** Grams added (70 is the worked-out figure; far from it is flagged). */
  chargeAddedGrams?: number;
  /** The old system: none, or a wall split removed with its refrigerant recovered. */
  oldSystem?: 'none' | 'refrigerant';
}

export function sampleCommissioningRecord(options: SampleRecordOptions): CommissioningRecord {
  return commissioningRecordSchema.parse({
    units: [
      {
        productSlug: AURA_71,
        indoorSerial: `CAI-7101-${options.serial}`,
        outdoorSerial: `CAO-7101-${options.serial}`,
        pipeRunM: 12,
        chargeAddedGrams: options.chargeAddedGrams ?? 70,
        vacuumMicrons: 400,
        vacuumHeldMinutes: 12,
        nitrogenKpa: 4150,
        nitrogenHeldMinutes: 30,
      },
    ],
    technicianName: 'Dan Murphy',
    technicianLicence: 'L123456',
    tradingAuthorisation: 'AU12345',
    isolatorFitted: true,
    condensateTested: true,
    controllerPaired: true,
    ownerShown: true,
    oldSystem:
      options.oldSystem === 'refrigerant'
        ? {
            kind: 'refrigerant',
            description: '2009 wall split, R410A',
            outcome: 'removed',
            recoveredKg: 0.9,
            cylinderSerial: 'RC-1',
          }
        : { kind: 'none' },
  });
}
