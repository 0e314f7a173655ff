/**
 * The sizing guide's rules of thumb as tables, rendered from the numbers the tool uses
 * (src/lib/sizing-rules.ts), so the guide without JavaScript and the tool cannot disagree.
 */
import { roomTypeLabels } from '../../lib/sizing/loads';
import {
  insulationFactors,
  orientationFactors,
  shadingExposure,
  wattsPerSquareMetre,
} from '../../lib/sizing-rules';
import { roomTypes } from '../../schemas/sizing';
import { TableScroll } from '../ui/TableScroll';
import styles from './RuleTable.module.css';

const times = (value: number) => `× ${value.toFixed(2)}`;

/** Watts of cooling and heating per m² for each kind of space. */
export function WattsPerSquareMetre() {
  const rows = [
    ...roomTypes.map((type) => ({ label: roomTypeLabels[type], rates: wattsPerSquareMetre[type] })),
    { label: 'Whole home, by floor area', rates: wattsPerSquareMetre.home },
  ];
  return (
    <TableScroll
      tableClassName={styles.table}
      caption="Watts per m² at a 2.4 m ceiling, average zone"
      captionClassName={styles.caption}
    >
      <thead>
        <tr>
          <th scope="col">Space</th>
          <th scope="col">Cooling</th>
          <th scope="col">Heating</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, rates }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{rates.cooling} W/m²</td>
            <td>{rates.heating} W/m²</td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}

/** The adjustments, with the multiplier each applies. */
export function SizingAdjustments() {
  const windowRows = (['west', 'north', 'east', 'south'] as const).map((direction) => ({
    label: `${direction.charAt(0).toUpperCase()}${direction.slice(1)}-facing main windows`,
    unshaded: orientationFactors[direction],
    partial: 1 + (orientationFactors[direction] - 1) * shadingExposure.partial,
  }));
  return (
    <>
      <TableScroll
        tableClassName={styles.table}
        caption="Window adjustment to the cooling load"
        captionClassName={styles.caption}
      >
        <thead>
          <tr>
            <th scope="col">Main windows</th>
            <th scope="col">Unshaded</th>
            <th scope="col">Partly shaded</th>
            <th scope="col">Fully shaded</th>
          </tr>
        </thead>
        <tbody>
          {windowRows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{times(row.unshaded)}</td>
              <td>{times(row.partial)}</td>
              <td>{times(1)}</td>
            </tr>
          ))}
        </tbody>
      </TableScroll>
      <TableScroll
        tableClassName={styles.table}
        caption="Insulation adjustment to cooling and heating"
        captionClassName={styles.caption}
      >
        <thead>
          <tr>
            <th scope="col">Insulation</th>
            <th scope="col">Multiplier</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Poor</th>
            <td>{times(insulationFactors.poor)}</td>
          </tr>
          <tr>
            <th scope="row">Average</th>
            <td>{times(insulationFactors.average)}</td>
          </tr>
          <tr>
            <th scope="row">Good</th>
            <td>{times(insulationFactors.good)}</td>
          </tr>
        </tbody>
      </TableScroll>
    </>
  );
}
