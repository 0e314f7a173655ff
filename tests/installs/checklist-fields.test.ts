/**
 * The checklist's form fields (src/lib/installs/checklist-fields.ts, checklist-flags.ts): the flat
 * names the page, the phone and the server share read back into the record the schema checks; each
 * field's step; the photos a job asks for; the charge worked out and the flags as typed.
 */
import { describe, expect, it } from 'vitest';
import {
  checklistFieldNames,
  photoKindsFor,
  recordInput,
  stepOfField,
} from '../../src/lib/installs/checklist-fields.ts';
import { checklistFlags, workedCharge } from '../../src/lib/installs/checklist-flags.ts';
import type { ChecklistUnit } from '../../src/lib/installs/checklist-view.ts';
import { commissioningRecordSchema } from '../../src/server/installs/records.ts';

const unit: ChecklistUnit = {
  productSlug: 'aura-7-1kw-reverse-cycle-split-system',
  name: 'Aura 7.1 kW Reverse Cycle Split System',
  modelNumber: 'CCA-W71R',
  refrigerant: 'R32',
  charge: { factoryKg: 1.21, prechargedM: 10, extraGramsPerM: 35 },
  pipeLengthMaxM: 30,
  indoor: { pattern: '^CAI-\\d{4}-\\d{5}$', example: 'CAI-2503-18842' },
  outdoor: { pattern: '^CAO-\\d{4}-\\d{5}$', example: 'CAO-2503-18842' },
};

const posted = {
  'units.0.productSlug': unit.productSlug,
  'units.0.indoorSerial': 'cai-7101-12345 ',
  'units.0.outdoorSerial': 'CAO-7101-12345',
  'units.0.pipeRunM': '12',
  'units.0.chargeAddedGrams': '70',
  'units.0.vacuumMicrons': '380',
  'units.0.vacuumHeldMinutes': '15',
  'units.0.nitrogenKpa': '4150',
  'units.0.nitrogenHeldMinutes': '30',
  technicianName: 'Dan Murphy',
  technicianLicence: 'l 123456',
  tradingAuthorisation: 'AU-12345',
  isolatorFitted: 'on',
  condensateTested: 'on',
  controllerPaired: 'on',
  ownerShown: 'on',
  'oldSystem.kind': 'refrigerant',
  'oldSystem.description': '2009 wall split, R410A',
  'oldSystem.outcome': 'removed',
  'oldSystem.recoveredKg': '0.9',
  'oldSystem.cylinderSerial': 'rc-1',
  // Another kind's field, left from a change of mind: not part of the record.
  'oldSystem.gasfitterLicence': 'GF1234',
};

describe('the checklist’s fields', () => {
  it('read back into the record the schema checks', () => {
    const record = commissioningRecordSchema.parse(recordInput(posted, 1));
    expect(record.units[0]?.indoorSerial).toBe('CAI-7101-12345');
    expect(record.technicianLicence).toBe('L123456');
    expect(record.oldSystem).toEqual({
      kind: 'refrigerant',
      description: '2009 wall split, R410A',
      outcome: 'removed',
      recoveredKg: 0.9,
      cylinderSerial: 'RC-1',
    });
  });

  it('leave an unticked check out, so the schema names it', () => {
    const { isolatorFitted: _, ...unticked } = posted;
    const parsed = commissioningRecordSchema.safeParse(recordInput(unticked, 1));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Fit the electrical isolator before sending',
    ]);
  });

  it('each belong to one step of the form without JavaScript', () => {
    expect(stepOfField('units.0.indoorSerial')).toBe('systems');
    expect(stepOfField('units.1.pipeRunM')).toBe('systems');
    expect(stepOfField('units.0.chargeAddedGrams')).toBe('tests');
    expect(stepOfField('units.0.nitrogenHeldMinutes')).toBe('tests');
    expect(stepOfField('oldSystem.cylinderSerial')).toBe('handover');
    expect(stepOfField('photo.indoor-plate')).toBe('photos');
    expect(stepOfField('photos')).toBe('photos');
    expect(checklistFieldNames(8).length).toBeLessThan(160);
  });

  it('ask for the old unit’s photos only when there was one, the outdoor unit’s only when there is one', () => {
    expect(photoKindsFor(true, false)).toEqual([
      'indoor-plate',
      'outdoor-plate',
      'indoor-installed',
      'outdoor-installed',
    ]);
    expect(photoKindsFor(false, true)).toEqual([
      'old-plate',
      'old-unusable',
      'indoor-plate',
      'indoor-installed',
    ]);
  });
});

describe('the checklist’s live checks', () => {
  it('work out the charge for the pipe run typed', () => {
    expect(workedCharge(unit, '12')).toEqual({ metres: 12, extraM: 2, grams: 70 });
    expect(workedCharge(unit, '')).toBeNull();
  });

  it('flag results outside the manual in words once every reading is a number', () => {
    expect(checklistFlags([unit], posted)).toEqual([]);
    expect(checklistFlags([unit], { ...posted, 'units.0.vacuumMicrons': '900' })).toEqual([
      'Vacuum reached 900 microns; the manual asks for 500 or lower.',
    ]);
    expect(checklistFlags([unit, unit], { ...posted, 'units.0.nitrogenHeldMinutes': '20' })).toEqual([
      'System 1: Nitrogen test held 20 minutes; the manual asks for 30.',
    ]);
    expect(checklistFlags([unit], { ...posted, 'units.0.vacuumMicrons': '' })).toEqual([]);
  });
});
