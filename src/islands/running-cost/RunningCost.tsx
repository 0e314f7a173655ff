import { useEffect, useId, useState } from 'react';
import fieldStyles from '../../components/forms/FormField.module.css';
import { TableScroll } from '../../components/ui/TableScroll';
import { climateZoneLabels } from '../../lib/product-labels';
import {
  estimateRunningCosts,
  type FieldResult,
  formatCost,
  formatEnergy,
  formulaFor,
  fuelOf,
  type Mode,
  modesOf,
  prices,
  type RunningCostInputs,
  type RunningCostProfile,
  readHours,
  readPrice,
} from '../../lib/running-cost';
import { readSizingNeed, type SizingNeed } from '../../lib/sizing/sizing-answer';
import { climateZones } from '../../lib/value-lists';
import styles from './RunningCost.module.css';

/** "your living room (3.9 kW cooling, 3.2 kW heating)": the space the sizing tool sized. */
function spaceWords(need: SizingNeed): string {
  const space = need.forLabel === 'Whole home' ? 'your home' : `your ${need.forLabel.toLowerCase()}`;
  const loads = [
    need.coolingKw !== null ? `${need.coolingKw.toFixed(1)} kW cooling` : null,
    need.heatingKw !== null ? `${need.heatingKw.toFixed(1)} kW heating` : null,
  ].filter(Boolean);
  return `${space} (${loads.join(', ')})`;
}

/** The `useId` prefix of the server render and of the hydration, which must match. */
export const RUNNING_COST_ID_PREFIX = 'running-cost-';

export interface RunningCostProps {
  /** The product's rated figures (`runningCostProfile`). */
  profile: RunningCostProfile;
  /** Where the estimate starts: the typical price and 8 hours a day. */
  defaults: RunningCostInputs;
}

const modeLabels: Record<Mode, string> = { cooling: 'Cooling', heating: 'Heating' };
const formulas: Record<RunningCostProfile['kind'], string> = {
  electric:
    'Yearly cost = output (kW: this model’s rated output for a space it suits, or, from the sizing tool, your space’s need × 0.26, the share of it drawn on an average hour) ÷ efficiency (AEER for cooling, ACOP for heating) × hours a day × days of use × price per kWh',
  evaporative: 'Yearly cost = power input (W) ÷ 1,000 × hours a day × days of use × price per kWh',
  gas: 'Yearly cost = gas input (MJ/h) × hours a day × days of use × price per MJ',
};
const litres = (value: number) => `${new Intl.NumberFormat('en-AU').format(Math.round(value))} L`;
const figure = (value: number) => new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 }).format(value);

interface NumberFieldProps {
  id: string;
  label: string;
  unit: string;
  hint: string;
  value: string;
  result: FieldResult;
  onChange: (value: string) => void;
}

function NumberField({ id, label, unit, hint, value, result, onChange }: NumberFieldProps) {
  const error = result.ok ? null : result.message;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <span className={styles.control}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`${fieldStyles.control} ${fieldStyles.short}`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      </span>
    </div>
  );
}

/**
 * Yearly running cost by climate zone, worked out from the product's rated figures: a small form
 * (price, hours a day) and a table that follows it, with the sum behind every figure. The build
 * renders it with the defaults, so the page shows the estimate without JavaScript; the form comes
 * alive when the island hydrates.
 */
export function RunningCost({ profile, defaults }: RunningCostProps) {
  const id = useId();
  const fuel = fuelOf(profile);
  const price = prices[fuel];
  const [ready, setReady] = useState(false);
  const [priceText, setPriceText] = useState(String(defaults.priceCents));
  const [hoursText, setHoursText] = useState(String(defaults.hoursPerDay));
  const [inputs, setInputs] = useState(defaults);
  // Reached from the sizing tool, the page prices the visitor's space (its loads), as the tool's card
  // and the rebate planner do; otherwise a space this model suits. Read after hydration: the page is
  // static and its first render is the same for every address.
  const [need, setNeed] = useState<SizingNeed | null>(null);
  useEffect(() => {
    setReady(true);
    if (profile.kind === 'electric') setNeed(readSizingNeed(window.location.search));
  }, [profile.kind]);

  const priceResult = readPrice(priceText, fuel);
  const hoursResult = readHours(hoursText);
  const update = (nextPrice: string, nextHours: string) => {
    setPriceText(nextPrice);
    setHoursText(nextHours);
    const p = readPrice(nextPrice, fuel);
    const h = readHours(nextHours);
    // An invalid field keeps the last estimate on screen; the caption says what it is for.
    if (p.ok && h.ok) setInputs({ priceCents: p.value, hoursPerDay: h.value });
  };

  const modes = modesOf(profile);
  const lines = estimateRunningCosts(profile, inputs, need ?? undefined);
  const cell = (mode: Mode, zone: string) => lines.find((line) => line.mode === mode && line.zone === zone);
  const hasWater = lines.some((line) => line.waterL !== undefined);
  const used = `${figure(inputs.priceCents)} ${price.unit} and ${figure(inputs.hoursPerDay)} hours a day${need ? ` for ${spaceWords(need)}` : ''}`;
  const errors = [priceResult, hoursResult].flatMap((result) => (result.ok ? [] : [result.message]));
  const average = lines.filter((line) => line.zone === 'average');

  return (
    <div className={styles.tool}>
      <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.fieldset} disabled={!ready}>
          <legend className={styles.legend}>Your price and use</legend>
          <NumberField
            id={`${id}-price`}
            label={`${price.label} (${price.unit})`}
            unit={price.unit}
            hint={`Cents per ${fuel === 'gas' ? 'MJ' : 'kWh'} on your bill; we start from a typical ${price.default} ${price.unit}.`}
            value={priceText}
            result={priceResult}
            onChange={(value) => update(value, hoursText)}
          />
          <NumberField
            id={`${id}-hours`}
            label="Hours a day"
            unit="h"
            hint="How long it runs on a day you use it."
            value={hoursText}
            result={hoursResult}
            onChange={(value) => update(priceText, value)}
          />
        </fieldset>
      </form>
      <div className={styles.results}>
        <p className="visually-hidden" aria-live="polite">
          {ready
            ? errors.length > 0
              ? errors.join(' ')
              : `Estimate for ${used}: ${average.map((line) => `${modeLabels[line.mode].toLowerCase()} ${formatCost(line.cost)}`).join(', ')} a year in the average zone.`
            : ''}
        </p>
        <TableScroll
          tableClassName={styles.table}
          caption={`Estimated yearly running cost at ${used}`}
          captionClassName={styles.caption}
        >
          <thead>
            <tr>
              <th scope="col">Climate zone</th>
              {modes.map((mode) => (
                <th key={mode} scope="col">
                  {modeLabels[mode]}
                </th>
              ))}
              {hasWater ? <th scope="col">Water used</th> : null}
            </tr>
          </thead>
          <tbody>
            {climateZones.map((zone) => (
              <tr key={zone}>
                <th scope="row">
                  {climateZoneLabels[zone].name}{' '}
                  <span className={styles.city}>(like {climateZoneLabels[zone].city})</span>
                </th>
                {modes.map((mode) => {
                  const line = cell(mode, zone);
                  return (
                    <td key={mode}>
                      {line ? (
                        <>
                          <strong className={styles.cost}>{formatCost(line.cost)}</strong>
                          <span className={styles.energy}>
                            {formatEnergy(profile, line.energy)} over {line.days} days
                          </span>
                        </>
                      ) : null}
                    </td>
                  );
                })}
                {hasWater ? <td>{litres(cell('cooling', zone)?.waterL ?? 0)}</td> : null}
              </tr>
            ))}
          </tbody>
        </TableScroll>
        <div className={styles.formula}>
          <h3 className={styles.formulaTitle}>How it is worked out</h3>
          <p>{formulas[profile.kind]}.</p>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={`${line.mode}-${line.zone}`}>
                <span className={styles.lineLabel}>
                  {modeLabels[line.mode]}, {climateZoneLabels[line.zone].name.toLowerCase()} zone:
                </span>{' '}
                {formulaFor(profile, line, inputs.priceCents)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
