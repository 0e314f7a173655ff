/**
 * The planner's questions: a GET form to /rebates that the server answers without JavaScript; the
 * island passes `onChange` to answer as the visitor types. Every control is a real form element.
 */
import type { ChangeEvent, ReactNode, SubmitEvent } from 'react';
import type { PlannerField, PlannerValues } from '../../lib/rebates/answer';
import { currentSystemNames, gasSystems } from '../../lib/rebates/names';
import type { PlannerProduct } from '../../lib/rebates/types';
import type { CurrentSystem } from '../../schemas/rebate';
import fieldStyles from '../forms/FormField.module.css';
import styles from './Planner.module.css';

export interface PlannerFormProps {
  values: PlannerValues;
  errors: Partial<Record<PlannerField, string>>;
  products: readonly PlannerProduct[];
  /** The postcode's state, once known: the tariffs' hint names it. */
  state?: string;
  onChange?: (field: PlannerField, value: string) => void;
  /** With scripts: shows the plan already worked out in place (the server answers otherwise). */
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
}

const productGroups = [
  ['wall-split', 'Wall split systems'],
  ['ducted', 'Ducted systems'],
  ['cassette', 'Ceiling cassettes'],
  ['multi', 'Multi-split systems'],
  ['window', 'Window units'],
] as const;

export function PlannerForm({ values, errors, products, state, onChange, onSubmit }: PlannerFormProps) {
  const change = (field: PlannerField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = event.currentTarget;
    onChange?.(
      field,
      target instanceof HTMLInputElement && target.type === 'checkbox'
        ? target.checked
          ? 'yes'
          : ''
        : target.value,
    );
  };
  const field = (name: PlannerField, label: string, control: ReactNode, hint?: string) => (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      {control}
    </Field>
  );
  const wideField = (name: PlannerField, label: string, control: ReactNode) => (
    <div className={styles.wide}>{field(name, label, control)}</div>
  );
  const common = (name: PlannerField) => ({
    id: `planner-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, errors),
    className: fieldStyles.control,
    onChange: change(name),
  });
  const value = (name: PlannerField) => values[name] ?? '';
  // Gas prices only for a home heated with gas (or before the visitor has said what heats it, so the
  // form without scripts can take them in one go).
  const asksGas =
    !values.current ||
    gasSystems.includes(values.current as CurrentSystem) ||
    Boolean(errors.gas || errors.supply);
  const select = (
    name: PlannerField,
    options: readonly (readonly [string, string])[],
    placeholder?: string,
  ) => (
    <select {...common(name)} value={value(name)} required={placeholder !== undefined}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </select>
  );

  return (
    // The answer lands on the plan (#your-plan), with scripts (the island's onSubmit) and without.
    <form
      method="get"
      action="/rebates#your-plan"
      className={styles.form}
      noValidate
      aria-label="Your home"
      onSubmit={onSubmit}
    >
      <div className={styles.formGrid}>
        {field(
          'postcode',
          'Postcode',
          <input
            {...common('postcode')}
            className={`${fieldStyles.control} ${styles.short}`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            pattern="\d{4}"
            required
            value={value('postcode')}
          />,
        )}
        {field(
          'current',
          'What heats your home now',
          select('current', Object.entries(currentSystemNames), 'Choose one'),
        )}
        {values.current === 'old-reverse-cycle' || errors.reverseCycleAgeYears
          ? field(
              'reverseCycleAgeYears',
              'How old is it, in years?',
              <input
                {...common('reverseCycleAgeYears')}
                className={`${fieldStyles.control} ${styles.short}`}
                inputMode="numeric"
                value={value('reverseCycleAgeYears')}
              />,
            )
          : null}
        {field(
          'tenure',
          'The home is',
          select(
            'tenure',
            [
              ['owner-occupier', 'Mine, and I live in it'],
              ['landlord', 'Mine, and I rent it out'],
              ['renter', 'Rented by me'],
            ],
            'Choose one',
          ),
        )}
        {field(
          'concession',
          'Concession card',
          select('concession', [
            ['none', 'None'],
            ['pensioner', 'Pensioner Concession Card'],
            ['health-care', 'Health Care Card'],
            ['other', 'Another concession card'],
          ]),
        )}
        {field(
          'income',
          'Household income (Victoria)',
          select('income', [
            ['unknown', 'Rather not say'],
            ['under-limit', 'Under $90,000 a year'],
            ['over-limit', '$90,000 a year or more'],
          ]),
          'Only Victoria’s rebate asks; leave it if you are elsewhere.',
        )}
        {field(
          'landValue',
          'Unimproved land value (ACT)',
          select('landValue', [
            ['unknown', 'Not sure'],
            ['under-cap', '$750,000 or less'],
            ['over-cap', 'Over $750,000'],
          ]),
          'On your ACT rates notice; only the ACT rebate asks.',
        )}
        {wideField(
          'product',
          'The Cirrus system',
          <select {...common('product')} value={value('product')} required>
            <option value="">Choose a system</option>
            {productGroups.map(([type, label]) => (
              <optgroup key={type} label={label}>
                {products
                  .filter((product) => product.productType === type)
                  .map((product) => (
                    <option key={product.slug} value={product.slug}>
                      {product.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>,
        )}
        {field(
          'areaM2',
          'Area it will heat and cool (m²)',
          <input
            {...common('areaM2')}
            className={`${fieldStyles.control} ${styles.short}`}
            inputMode="numeric"
            value={value('areaM2')}
          />,
          'A bedroom is about 12 m², a living room 25 to 35 m², a three-bedroom house 120 to 160 m². Your running costs are worked out from it.',
        )}
      </div>
      <fieldset className={styles.tariffs}>
        <legend className={fieldStyles.label}>Your energy prices</legend>
        <p className={fieldStyles.hint}>
          {state
            ? `Typical ${state} prices to start with; change them to the figures on your bills.`
            : 'Enter your postcode to start from your state’s typical prices, or type the figures on your bills.'}
        </p>
        <div className={styles.formGrid}>
          {field(
            'electricity',
            'Electricity (c/kWh)',
            <input {...common('electricity')} inputMode="decimal" value={value('electricity')} />,
          )}
          {asksGas ? (
            <>
              {field(
                'gas',
                'Gas (c/MJ)',
                <input {...common('gas')} inputMode="decimal" value={value('gas')} />,
              )}
              {field(
                'supply',
                'Gas daily supply charge (c/day)',
                <input {...common('supply')} inputMode="decimal" value={value('supply')} />,
              )}
            </>
          ) : null}
        </div>
        {asksGas ? (
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="allGasGoes"
              value="yes"
              checked={values.allGasGoes === 'yes'}
              onChange={change('allGasGoes')}
            />{' '}
            Every gas appliance goes (hot water and cooking too), so the gas connection and its daily charge
            go
          </label>
        ) : null}
      </fieldset>
      {field(
        'price',
        'Installed price, if you have one ($)',
        <input
          {...common('price')}
          className={`${fieldStyles.control} ${styles.short}`}
          inputMode="numeric"
          value={value('price')}
        />,
        'From a dealer’s quote; we take the rebates off it and work out the payback.',
      )}
      <button type="submit" className={styles.submit}>
        Show my plan
      </button>
    </form>
  );
}

function describedBy(name: PlannerField, errors: Partial<Record<PlannerField, string>>) {
  return errors[name] ? `planner-${name}-error` : undefined;
}

interface FieldProps {
  name: PlannerField;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A label, its hint and error, and the control. */
function Field({ name, label, hint, error, children }: FieldProps) {
  return (
    <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}>
      <label htmlFor={`planner-${name}`} className={fieldStyles.label}>
        {label}
      </label>
      {hint ? <p className={fieldStyles.hint}>{hint}</p> : null}
      {error ? (
        <p id={`planner-${name}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
