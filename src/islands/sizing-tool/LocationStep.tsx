import fieldStyles from '../../components/forms/FormField.module.css';
import type { PostcodeClimate } from '../../lib/postcodes/climate-zone.ts';
import { climateZoneLabels } from '../../lib/product-labels.ts';
import type { AustralianState } from '../../schemas/common.ts';
import styles from './SizingTool.module.css';
import type { StepProps } from './SpaceStep';

export interface LocationStepProps extends StepProps {
  /** The climate of the postcode typed, once the table has loaded and the postcode is known. */
  climate: (PostcodeClimate & { state: AustralianState }) | null;
}

/** Step 3: the postcode, and the climate zone it puts the home in. */
export function LocationStep({ draft, errors, climate, onChange }: LocationStepProps) {
  const error = errors.postcode;
  const describedBy = ['sizing-postcode-hint', error ? 'sizing-postcode-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}>
        <label htmlFor="sizing-postcode" className={fieldStyles.label}>
          Postcode
        </label>
        <p id="sizing-postcode-hint" className={fieldStyles.hint}>
          Your postcode tells us your climate zone.
        </p>
        {error ? (
          <p id="sizing-postcode-error" className={fieldStyles.error}>
            <span className="visually-hidden">Error: </span>
            {error}
          </p>
        ) : null}
        <input
          id="sizing-postcode"
          name="postcode"
          className={`${fieldStyles.control} ${fieldStyles.short}`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={draft.postcode}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) =>
            onChange({ postcode: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })
          }
        />
      </div>
      <p className={styles.zone} aria-live="polite">
        {climate
          ? `${draft.postcode} (${climate.state}) is in the ${climateZoneLabels[climate.zone].name.toLowerCase()} zone, like ${climateZoneLabels[climate.zone].city}, with ${climate.summer} summers.`
          : ''}
      </p>
    </>
  );
}
