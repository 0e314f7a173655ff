import { faultCodePath, faultSeverityLabels } from '../../lib/fault-codes';
import type { FaultCodeFamily } from '../../schemas/fault-code';
import styles from './FaultCodeList.module.css';

export interface FaultCodeListProps {
  family: FaultCodeFamily;
}

/** A family's codes, each a link to its own page with its name and how serious it is. */
export function FaultCodeList({ family }: FaultCodeListProps) {
  return (
    <ul className={styles.list}>
      {family.codes.map((fault) => (
        <li key={fault.code} className={styles.item}>
          <a href={faultCodePath(family.family, fault.code)} className={styles.link}>
            <span className={styles.code}>{fault.code}</span>
            <span>{fault.title}</span>
          </a>
          <span className={styles.severity}>{faultSeverityLabels[fault.severity].label}</span>
        </li>
      ))}
    </ul>
  );
}
