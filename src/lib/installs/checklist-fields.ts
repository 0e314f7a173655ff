/**
 * The technician's checklist as form fields: one flat name per value (`units.0.indoorSerial`,
 * `oldSystem.kind`, `photo.indoor-plate`), the same names the no-JS steps post, the phone's island
 * sends and the server's errors are keyed by, so a message lands beside its field whoever sent it.
 * Browser-safe and pure: the record's rules stay in `commissioningRecordSchema` (the server's).
 */

/** The photo kinds, in the checklist's order (the server's `installPhotoKinds`). */
export const checklistPhotoKinds = [
  'old-plate',
  'old-unusable',
  'indoor-plate',
  'outdoor-plate',
  'indoor-installed',
  'outdoor-installed',
] as const;
export type ChecklistPhotoKind = (typeof checklistPhotoKinds)[number];

/** A unit's measured fields, in the order the checklist asks them. */
export const unitFields = [
  'indoorSerial',
  'outdoorSerial',
  'pipeRunM',
  'chargeAddedGrams',
  'vacuumMicrons',
  'vacuumHeldMinutes',
  'nitrogenKpa',
  'nitrogenHeldMinutes',
] as const;
export type UnitField = (typeof unitFields)[number];

/** The handover checks, each a checkbox that must be ticked. */
export const handoverChecks = [
  { name: 'isolatorFitted', label: 'Electrical isolator fitted' },
  { name: 'condensateTested', label: 'Condensate drain tested' },
  { name: 'controllerPaired', label: 'Remote or controller paired' },
  { name: 'ownerShown', label: 'Owner shown how to use it' },
] as const;

/** The old system's fields, by its kind. */
export const oldSystemFields = {
  none: [],
  refrigerant: ['description', 'outcome', 'recoveredKg', 'cylinderSerial'],
  'gas-heater': ['description', 'gasfitterLicence', 'complianceCertificate'],
} as const;
export type OldSystemKind = keyof typeof oldSystemFields;

export const unitField = (index: number, field: UnitField | 'productSlug') => `units.${index}.${field}`;
export const photoField = (kind: ChecklistPhotoKind) => `photo.${kind}`;
export const takenAtField = (kind: ChecklistPhotoKind) => `takenAt.${kind}`;
export const latitudeField = (kind: ChecklistPhotoKind) => `latitude.${kind}`;
export const longitudeField = (kind: ChecklistPhotoKind) => `longitude.${kind}`;

/** Every text field the checklist posts for a job of `units` systems (the photos' files aside). */
export function checklistFieldNames(units: number): string[] {
  return [
    ...Array.from({ length: units }, (_, index) => [
      unitField(index, 'productSlug'),
      ...unitFields.map((field) => unitField(index, field)),
    ]).flat(),
    'technicianName',
    'technicianLicence',
    'tradingAuthorisation',
    ...handoverChecks.map((check) => check.name),
    'oldSystem.kind',
    ...new Set(Object.values(oldSystemFields).flatMap((fields) => fields.map((name) => `oldSystem.${name}`))),
    ...checklistPhotoKinds.flatMap((kind) => [takenAtField(kind), latitudeField(kind), longitudeField(kind)]),
  ];
}

/**
 * The record as the schema reads it, from the posted fields: units in order, a ticked box as true
 * (an unticked one is absent, so the schema names it), the old system's fields of its kind only.
 */
export function recordInput(values: Readonly<Record<string, string | undefined>>, units: number): unknown {
  const kind = (values['oldSystem.kind'] ?? 'none') as string;
  const fields = (oldSystemFields as Record<string, readonly string[]>)[kind] ?? [];
  const defined = (entries: [string, string | undefined][]) =>
    Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== ''));
  return {
    units: Array.from({ length: units }, (_, index) =>
      defined(
        (['productSlug', ...unitFields] as const).map((field) => [field, values[unitField(index, field)]]),
      ),
    ),
    ...defined([
      ['technicianName', values.technicianName],
      ['technicianLicence', values.technicianLicence],
      ['tradingAuthorisation', values.tradingAuthorisation],
    ]),
    ...Object.fromEntries(
      handoverChecks.filter((check) => values[check.name] !== undefined).map((check) => [check.name, true]),
    ),
    oldSystem: { kind, ...defined(fields.map((name) => [name, values[`oldSystem.${name}`]])) },
  };
}

/** The photos the schemes ask for: the old unit's when there was one, the outdoor unit's when there is one. */
export function photoKindsFor(hasOutdoor: boolean, hadOldSystem: boolean): ChecklistPhotoKind[] {
  return checklistPhotoKinds.filter((kind) => {
    if (kind.startsWith('old-')) return hadOldSystem;
    if (kind.startsWith('outdoor-')) return hasOutdoor;
    return true;
  });
}

/** The step of the form without JavaScript that asks for a field (its message is shown there). */
export function stepOfField(field: string): 'systems' | 'tests' | 'handover' | 'photos' {
  if (/^units\.\d+\.(?:vacuum|nitrogen|chargeAdded)/.test(field)) return 'tests';
  if (/^units(?:\.|$)/.test(field)) return 'systems';
  if (/^(?:photo|takenAt|latitude|longitude)\.|^photos$|^key$/.test(field)) return 'photos';
  return 'handover';
}
