import { noiseLevels } from '../../lib/noise-levels';
import { TableScroll } from '../ui/TableScroll';
import styles from './NoiseChart.module.css';

export interface NoiseChartProps {
  /** Indoor sound pressure at each fan speed, quietest first, dB(A). */
  indoorDbA: readonly number[];
  /** Outdoor unit at rated capacity, dB(A). */
  outdoorDbA: number;
  /** What the outdoor figure is measured on ("Outdoor unit", or a window unit's "Outside face"). */
  outdoorLabel: string;
}

/** The loudest level the bars are drawn against, dB(A). */
const SCALE_DBA = 60;

/** Noise by fan speed as a table whose cells carry a bar; the numbers are the content, the bars decoration. */
export function NoiseChart({ indoorDbA, outdoorDbA, outdoorLabel }: NoiseChartProps) {
  const rows = noiseLevels(indoorDbA, outdoorDbA, outdoorLabel);
  return (
    <TableScroll
      tableClassName={styles.chart}
      caption="Sound pressure by fan speed, dB(A); lower is quieter"
      captionClassName={styles.caption}
    >
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">Level</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>
              <div className={styles.cell}>
                <span className={styles.bar} aria-hidden="true">
                  <span
                    className={styles.fill}
                    style={{ width: `${Math.min(100, (row.level / SCALE_DBA) * 100)}%` }}
                  />
                </span>
                <span className={styles.value}>{row.level} dB(A)</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}
