import { formatAud, formatDbA, formatKw, formatNumber } from '../../lib/number-format';
import { gasEfficiencyPercent } from '../../lib/product-facts';
import type { ProductOf } from '../../schemas/product';
import { StarRating } from '../ui/StarRating';
import styles from './EfficiencyFacts.module.css';

export interface EfficiencyFactsProps {
  product: ProductOf<'evaporative'> | ProductOf<'gas-heater'>;
}

/**
 * Efficiency for products without a Zoned Energy Rating Label: a gas heater's gas star rating (out
 * of 7) and thermal efficiency; an evaporative cooler's power, water use and running cost.
 */
export function EfficiencyFacts({ product }: EfficiencyFactsProps) {
  const facts =
    product.productType === 'gas-heater'
      ? [
          { label: 'Heating output', value: formatKw(product.outputKw) },
          { label: 'Gas input', value: `${product.gasInputMJh} MJ/h` },
          { label: 'Thermal efficiency', value: `${gasEfficiencyPercent(product)} %` },
          { label: 'Noise at 1.5 m', value: formatDbA(product.noiseDbA) },
        ]
      : [
          { label: 'Airflow', value: `${formatNumber(product.airflowM3h)} m³/h` },
          { label: 'Power input', value: `${formatNumber(product.powerW)} W` },
          { label: 'Estimated running cost', value: `${formatAud(product.annualRunningCostAud)} a year` },
          ...(product.waterUseLPerHour
            ? [{ label: 'Water use (hot, dry day)', value: `${product.waterUseLPerHour} L an hour` }]
            : []),
          { label: 'Noise (highest speed)', value: formatDbA(product.noiseDbA) },
        ];
  return (
    <div className={styles.facts}>
      {product.productType === 'gas-heater' ? (
        <p className={styles.rating}>
          <span className={styles.ratingLabel}>Gas energy rating</span>
          <StarRating value={product.gasStarRating} max={7} label="Gas energy rating" />
        </p>
      ) : null}
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
