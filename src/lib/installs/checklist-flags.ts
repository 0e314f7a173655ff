/**
 * The checklist's results against the installation manual, from the answers as typed (the phone
 * shows them live, the page after its step): each system whose readings are all numbers is held to
 * `commissioningFlags`, the same rules the server flags the stored job by.
 */
import { unitField } from './checklist-fields.ts';
import type { ChecklistUnit } from './checklist-view.ts';
import { chargeToAdd, commissioningFlags } from './commissioning.ts';

const numberOf = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value.replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** The charge worked out for the pipe run typed, or null until there is one. */
export function workedCharge(unit: ChecklistUnit, pipeRun: string | undefined) {
  const metres = numberOf(pipeRun);
  return metres === undefined ? null : { metres, ...chargeToAdd(unit.charge, metres) };
}

/** Every flag of the answers so far, in words (naming the system when the job has several). */
export function checklistFlags(
  units: readonly ChecklistUnit[],
  values: Readonly<Record<string, string | undefined>>,
): string[] {
  return units.flatMap((unit, index) => {
    const read = (field: Parameters<typeof unitField>[1]) => numberOf(values[unitField(index, field)]);
    const readings = {
      pipeRunM: read('pipeRunM'),
      chargeAddedGrams: read('chargeAddedGrams'),
      vacuumMicrons: read('vacuumMicrons'),
      vacuumHeldMinutes: read('vacuumHeldMinutes'),
      nitrogenKpa: read('nitrogenKpa'),
      nitrogenHeldMinutes: read('nitrogenHeldMinutes'),
    };
    if (Object.values(readings).some((reading) => reading === undefined)) return [];
    const flags = commissioningFlags({
      refrigerant: unit.refrigerant,
      pipeLengthMaxM: unit.pipeLengthMaxM ?? undefined,
      charge: unit.charge,
      ...(readings as Record<keyof typeof readings, number>),
    });
    return flags.map((flag) => (units.length > 1 ? `System ${index + 1}: ${flag.says}` : flag.says));
  });
}
