import {
  type ChecklistPhotoKind,
  handoverChecks,
  photoField,
  unitField,
} from '../../lib/installs/checklist-fields';
import { workedCharge } from '../../lib/installs/checklist-flags';
import type { ChecklistUnit } from '../../lib/installs/checklist-view';
import { manualLimits } from '../../lib/installs/commissioning';
import fieldStyles from '../forms/FormField.module.css';
import styles from './Checklist.module.css';
import {
  ChecklistCheck,
  ChecklistChoice,
  ChecklistField,
  type ChecklistForm,
  fieldId,
} from './ChecklistFields';

/** The photo labels, as the evidence pack names them (the server's `installPhotoLabels`). */
export const photoLabels: Readonly<Record<ChecklistPhotoKind, string>> = {
  'old-plate': 'Old unit’s rating plate',
  'old-unusable': 'Old unit made unusable',
  'indoor-plate': 'New indoor unit’s rating plate',
  'outdoor-plate': 'New outdoor unit’s rating plate',
  'indoor-installed': 'Indoor unit installed',
  'outdoor-installed': 'Outdoor unit installed',
};

const unitTitle = (unit: ChecklistUnit, index: number, count: number) =>
  `${count > 1 ? `System ${index + 1}: ` : ''}${unit.name} (${unit.modelNumber})`;

/** Serials and the pipe run of each system. */
export function SystemsSection({
  units,
  form,
  scan,
}: {
  units: readonly ChecklistUnit[];
  form: ChecklistForm;
  /** The island's Scan button beside a serial (absent without JavaScript). */
  scan?: (name: string) => React.ReactNode;
}) {
  return units.map((unit, index) => (
    <fieldset key={unit.productSlug + String(index)} className={styles.system}>
      <legend>{unitTitle(unit, index, units.length)}</legend>
      <input type="hidden" name={unitField(index, 'productSlug')} value={unit.productSlug} />
      <ChecklistField
        form={form}
        name={unitField(index, 'indoorSerial')}
        label={unit.outdoor ? 'Indoor unit serial number' : 'Serial number'}
        hint={`As printed on the plate, e.g. ${unit.indoor.example}`}
        maxLength={30}
        extra={scan?.(unitField(index, 'indoorSerial'))}
      />
      {unit.outdoor ? (
        <ChecklistField
          form={form}
          name={unitField(index, 'outdoorSerial')}
          label="Outdoor unit serial number"
          hint={`As printed on the plate, e.g. ${unit.outdoor.example}`}
          maxLength={30}
          extra={scan?.(unitField(index, 'outdoorSerial'))}
        />
      ) : null}
      <ChecklistField
        form={form}
        name={unitField(index, 'pipeRunM')}
        label="Pipe run"
        hint={`Pre-charged for ${unit.charge.prechargedM} m${unit.pipeLengthMaxM ? `; at most ${unit.pipeLengthMaxM} m` : ''}`}
        inputMode="decimal"
        maxLength={6}
        unit="m"
      />
    </fieldset>
  ));
}

/** The charge added, the vacuum and the nitrogen test of each system. */
export function TestsSection({ units, form }: { units: readonly ChecklistUnit[]; form: ChecklistForm }) {
  return units.map((unit, index) => {
    const worked = workedCharge(unit, form.value(unitField(index, 'pipeRunM')));
    return (
      <fieldset key={unit.productSlug + String(index)} className={styles.system}>
        <legend>{unitTitle(unit, index, units.length)}</legend>
        <ChecklistField
          form={form}
          name={unitField(index, 'chargeAddedGrams')}
          label="Refrigerant charge added"
          hint={
            worked
              ? `Worked out for ${worked.metres} m of pipe: add ${worked.grams} g of ${unit.refrigerant} (${worked.extraM} m beyond the pre-charged ${unit.charge.prechargedM} m at ${unit.charge.extraGramsPerM} g a metre). Confirm it, or enter what you added.`
              : `${unit.charge.extraGramsPerM} g of ${unit.refrigerant} a metre beyond ${unit.charge.prechargedM} m`
          }
          inputMode="numeric"
          maxLength={5}
          unit="g"
        />
        <div className={styles.pair}>
          <ChecklistField
            form={form}
            name={unitField(index, 'vacuumMicrons')}
            label="Vacuum reached"
            hint={`${manualLimits.vacuumMaxMicrons} or lower`}
            inputMode="numeric"
            maxLength={6}
            unit="microns"
          />
          <ChecklistField
            form={form}
            name={unitField(index, 'vacuumHeldMinutes')}
            label="Vacuum held"
            hint={`At least ${manualLimits.vacuumHoldMinutes}`}
            inputMode="numeric"
            maxLength={4}
            unit="min"
          />
        </div>
        <div className={styles.pair}>
          <ChecklistField
            form={form}
            name={unitField(index, 'nitrogenKpa')}
            label="Nitrogen test"
            hint={`${manualLimits.nitrogenTestKpa[unit.refrigerant].toLocaleString('en-AU')} kPa for ${unit.refrigerant}`}
            inputMode="numeric"
            maxLength={6}
            unit="kPa"
          />
          <ChecklistField
            form={form}
            name={unitField(index, 'nitrogenHeldMinutes')}
            label="Test held"
            hint={`At least ${manualLimits.nitrogenHoldMinutes}`}
            inputMode="numeric"
            maxLength={4}
            unit="min"
          />
        </div>
      </fieldset>
    );
  });
}

const oldKinds = [
  { value: 'none', label: 'None' },
  { value: 'refrigerant', label: 'Refrigerant system' },
  { value: 'gas-heater', label: 'Gas heater' },
] as const;

/** The technician, the handover checks and the old system. */
export function HandoverSection({ form, allOldFields }: { form: ChecklistForm; allOldFields: boolean }) {
  const kind = form.value('oldSystem.kind') || 'none';
  const showRefrigerant = allOldFields || kind === 'refrigerant';
  const showGas = allOldFields || kind === 'gas-heater';
  return (
    <>
      <fieldset className={styles.system}>
        <legend>Technician</legend>
        <ChecklistField
          form={form}
          name="technicianName"
          label="Your name"
          autoComplete="name"
          maxLength={80}
        />
        <ChecklistField
          form={form}
          name="technicianLicence"
          label="ARC refrigerant handling licence"
          hint="L and six digits, e.g. L123456"
          maxLength={10}
        />
        <ChecklistField
          form={form}
          name="tradingAuthorisation"
          label="ARC trading authorisation"
          hint="AU and five digits, e.g. AU12345"
          maxLength={10}
        />
      </fieldset>
      <fieldset className={styles.system}>
        <legend>Handover</legend>
        {handoverChecks.map((check) => (
          <ChecklistCheck key={check.name} form={form} name={check.name} label={check.label} />
        ))}
      </fieldset>
      <fieldset className={styles.system}>
        <legend>Old system</legend>
        <ChecklistChoice
          form={form}
          name="oldSystem.kind"
          legend="What was there before?"
          options={oldKinds}
        />
        {showRefrigerant ? (
          <div className={styles.old}>
            {allOldFields ? <p className={styles.oldTitle}>If it was a refrigerant system</p> : null}
            <ChecklistField
              form={form}
              name="oldSystem.description"
              label="What it was"
              hint="e.g. 2008 wall split, R410A"
              maxLength={120}
            />
            <ChecklistChoice
              form={form}
              name="oldSystem.outcome"
              legend="Removed or decommissioned?"
              options={[
                { value: 'removed', label: 'Removed' },
                { value: 'decommissioned', label: 'Decommissioned in place' },
              ]}
            />
            <ChecklistField
              form={form}
              name="oldSystem.recoveredKg"
              label="Refrigerant recovered"
              inputMode="decimal"
              maxLength={6}
              unit="kg"
            />
            <ChecklistField
              form={form}
              name="oldSystem.cylinderSerial"
              label="Recovery cylinder serial"
              maxLength={30}
            />
          </div>
        ) : null}
        {showGas ? (
          <div className={styles.old}>
            {allOldFields ? <p className={styles.oldTitle}>If it was a gas heater</p> : null}
            {allOldFields ? null : (
              <ChecklistField
                form={form}
                name="oldSystem.description"
                label="What it was"
                hint="e.g. 2001 wall furnace"
                maxLength={120}
              />
            )}
            <ChecklistField
              form={form}
              name="oldSystem.gasfitterLicence"
              label="Gasfitter’s licence number"
              maxLength={30}
            />
            <ChecklistField
              form={form}
              name="oldSystem.complianceCertificate"
              label="Gas compliance certificate number"
              maxLength={30}
            />
          </div>
        ) : null}
      </fieldset>
    </>
  );
}

/** A photo the schemes ask for: the phone's camera opens (`capture`), any image otherwise. */
export function PhotoInput({
  kind,
  error,
  taken,
  onPhoto,
}: {
  kind: ChecklistPhotoKind;
  error: string | undefined;
  /** What the device holds for it (the island): when it was taken. */
  taken?: string;
  onPhoto?: (file: File) => void;
}) {
  const name = photoField(kind);
  const id = fieldId(name);
  return (
    <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {photoLabels[kind]}
      </label>
      {taken ? (
        <p id={`${id}-taken`} className={styles.taken}>
          {taken}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={onPhoto ? undefined : name}
        type="file"
        accept="image/*"
        capture="environment"
        className={fieldStyles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [taken ? `${id}-taken` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={
          onPhoto
            ? (event) => {
                const file = event.target.files?.[0];
                if (file) onPhoto(file);
                event.target.value = '';
              }
            : undefined
        }
      />
    </div>
  );
}
