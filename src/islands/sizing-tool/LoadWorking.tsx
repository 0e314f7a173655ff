import type { Load } from '../../lib/sizing/loads.ts';
import { formatNumber } from '../../lib/sizing/loads.ts';
import styles from './SizingTool.module.css';

export interface LoadWorkingProps {
  /** "Cooling" or "Heating". */
  kind: string;
  areaM2: number;
  load: Load;
}

/** The arithmetic behind one load: area × watts per m², then each factor, then the result. */
export function LoadWorking({ kind, areaM2, load }: LoadWorkingProps) {
  return (
    <div className={styles.working}>
      <p className={styles.workingHead}>
        {kind}: {formatNumber(areaM2)} m² × {load.wattsPerM2} W/m² = {load.baseKw.toFixed(2)} kW
      </p>
      <ul className={styles.factors}>
        {load.factors.map((factor) => (
          <li key={factor.rule}>
            <span className={styles.multiplier}>× {factor.multiplier.toFixed(2)}</span> {factor.label}
          </li>
        ))}
      </ul>
      <p className={styles.workingResult}>
        = <strong>{load.kw.toFixed(1)} kW</strong> {kind.toLowerCase()}
      </p>
    </div>
  );
}
