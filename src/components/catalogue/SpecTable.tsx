import type { SpecGroup } from '../../lib/spec-table';
import { TableScroll } from '../ui/TableScroll';
import styles from './SpecTable.module.css';

export interface SpecTableProps {
  groups: readonly SpecGroup[];
}

/** The full specification: one table per group, each named by its heading. */
export function SpecTable({ groups }: SpecTableProps) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const id = `specs-${group.heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <div key={group.heading} className={styles.group}>
            <h3 id={id} className={styles.heading}>
              {group.heading}
            </h3>
            <TableScroll tableClassName={styles.table} labelledBy={id}>
              <tbody>
                {group.specs.map((spec) => (
                  <tr key={spec.label}>
                    <th scope="row">{spec.label}</th>
                    <td>{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </TableScroll>
          </div>
        );
      })}
    </div>
  );
}
