import { type SubmitEvent, useId, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { useAsyncEffect } from '../../use-async-effect';
import { PortalApiError } from '../shared/api';
import styles from '../shared/Portal.module.css';
import {
  bookInstall,
  getInstallableProducts,
  type InstallableProduct,
  type InstallJobView,
} from './install-api';

export interface BookingFormProps {
  /** The won lead's reference. */
  lead: string;
  /** The product the quote was for (a slug), the first system offered; null when it named none. */
  quotedProduct: string | null;
  onBooked(job: InstallJobView): void;
}

type FieldErrors = Partial<Record<'bookedFor' | 'units' | 'form', string>>;

/** The API's issues by the form's fields: a unit's slug, the list of units, or the day. */
function errorsFrom(failure: unknown): FieldErrors {
  if (!(failure instanceof PortalApiError)) return { form: (failure as Error).message };
  const errors: FieldErrors = {};
  for (const issue of failure.issues) {
    const field = issue.path.startsWith('units')
      ? 'units'
      : issue.path === 'bookedFor'
        ? 'bookedFor'
        : 'form';
    errors[field] ??= issue.message;
  }
  if (Object.keys(errors).length === 0) {
    if (/catalogue/.test(failure.message)) errors.units = failure.message;
    else if (/day/.test(failure.message)) errors.bookedFor = failure.message;
    else errors.form = failure.message;
  }
  return errors;
}

/**
 * "Book the installation" on a won lead: the day (today to six months ahead, by the server's
 * clock) and the systems, starting from the quote's and changed by adding one from the catalogue
 * or removing one. Refusals show beside the field they concern.
 */
export function BookingForm({ lead, quotedProduct, onBooked }: BookingFormProps) {
  const [catalogue, setCatalogue] = useState<{
    products: InstallableProduct[];
    today: string;
    latest: string;
  }>();
  const [loadError, setLoadError] = useState<string>();
  const [day, setDay] = useState('');
  // Each system with a key of its own: the same product may be added twice.
  const [units, setUnits] = useState<{ key: number; slug: string }[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  useAsyncEffect(
    (isCurrent) => {
      getInstallableProducts().then(
        (result) => {
          if (!isCurrent()) return;
          setCatalogue(result);
          const quoted = result.products.find((product) => product.slug === quotedProduct);
          setUnits(quoted ? [{ key: 0, slug: quoted.slug }] : []);
          setAdding(result.products[0]?.slug ?? '');
        },
        (failure: Error) => isCurrent() && setLoadError(failure.message),
      );
    },
    [quotedProduct],
  );

  if (loadError) return <p className={styles.error}>The booking form did not load: {loadError}</p>;
  if (!catalogue) return <p className={styles.muted}>Loading the booking form…</p>;
  const nameOf = (slug: string) => catalogue.products.find((product) => product.slug === slug)?.name ?? slug;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!day) found.bookedFor = 'Choose the installation day';
    if (units.length === 0) found.units = 'Add the system to install';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onBooked(
        await bookInstall({ lead, bookedFor: day, units: units.map((unit) => ({ productSlug: unit.slug })) }),
      );
    } catch (failure) {
      setErrors(errorsFrom(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Book the installation</h3>
      <label className={styles.field}>
        Installation day
        <input
          type="date"
          value={day}
          min={catalogue.today}
          max={catalogue.latest}
          required
          aria-invalid={errors.bookedFor ? true : undefined}
          aria-describedby={`${id}-day-hint${errors.bookedFor ? ` ${id}-day-error` : ''}`}
          onChange={(event) => {
            setDay(event.target.value);
            setErrors({ ...errors, bookedFor: undefined });
          }}
        />
      </label>
      <p id={`${id}-day-hint`} className={styles.muted}>
        From today to six months ahead. The owner is mailed the day.
      </p>
      {errors.bookedFor ? (
        <p id={`${id}-day-error`} className={styles.error}>
          {errors.bookedFor}
        </p>
      ) : null}
      <fieldset className={styles.unitList} aria-describedby={errors.units ? `${id}-units-error` : undefined}>
        <legend>Systems to install</legend>
        {units.length === 0 ? <p className={styles.muted}>No system yet: add one below.</p> : null}
        <ul>
          {units.map(({ key, slug }, index) => (
            <li key={key}>
              <span>{nameOf(slug)}</span>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setUnits(units.filter((unit) => unit.key !== key));
                  setErrors({ ...errors, units: undefined });
                }}
                aria-label={`Remove ${nameOf(slug)} (system ${index + 1})`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {errors.units ? (
          <p id={`${id}-units-error`} className={styles.error}>
            {errors.units}
          </p>
        ) : null}
        <div className={styles.addUnit}>
          <label className={styles.field}>
            Another system from the catalogue
            <select value={adding} onChange={(event) => setAdding(event.target.value)}>
              {catalogue.products.map((product) => (
                <option key={product.slug} value={product.slug}>
                  {product.name} ({product.model})
                </option>
              ))}
            </select>
          </label>
          <Button
            type="button"
            variant="secondary"
            disabled={!adding || units.length >= 8}
            onClick={() => {
              setUnits([...units, { key: nextKey, slug: adding }]);
              setErrors({ ...errors, units: undefined });
              setNextKey(nextKey + 1);
            }}
          >
            Add system
          </Button>
        </div>
      </fieldset>
      {errors.form ? <p className={styles.error}>{errors.form}</p> : null}
      <div className={styles.buttons}>
        <Button type="submit" disabled={busy}>
          Book the installation
        </Button>
      </div>
    </form>
  );
}
