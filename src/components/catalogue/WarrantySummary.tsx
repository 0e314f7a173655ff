import type { Product } from '../../schemas/product';
import type { WarrantyCoverage } from '../../schemas/warranty';
import styles from './WarrantySummary.module.css';

export interface WarrantySummaryProps {
  warranty: Product['warranty'];
  /** The published cover this product falls under, for its summary and exclusions. */
  cover?: WarrantyCoverage;
  /** When cover starts, from the warranty terms. */
  startsFrom: string;
}

/** A product's warranty in brief, with a link to the full terms. */
export function WarrantySummary({ warranty, cover, startsFrom }: WarrantySummaryProps) {
  const periods = [
    { label: warranty.partsAndLabour ? 'Parts and labour' : 'Parts', years: warranty.years },
    ...(warranty.compressorYears ? [{ label: 'Compressor', years: warranty.compressorYears }] : []),
    ...(warranty.componentCover ?? []).map((item) => ({ label: item.component, years: item.years })),
  ];
  return (
    <div className={styles.summary}>
      <ul className={styles.periods}>
        {periods.map((period) => (
          <li key={period.label} className={styles.period}>
            <span className={styles.years}>{period.years}</span> years
            <span className={styles.what}>{period.label}</span>
          </li>
        ))}
      </ul>
      <div className="prose">
        {cover ? <p>{cover.summary}</p> : null}
        <p>{startsFrom}</p>
        {cover?.notCovered?.length ? <p>Not covered: {cover.notCovered.join('; ')}.</p> : null}
        <p>
          <a href="/warranty">Read the full warranty terms</a> or{' '}
          <a href="/warranty#register">register your system</a>.
        </p>
      </div>
    </div>
  );
}
