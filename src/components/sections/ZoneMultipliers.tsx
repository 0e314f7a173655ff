import { climateZoneLabels } from '../../lib/product-labels';
import { zoneMultipliers } from '../../lib/sizing-rules';
import { climateZones } from '../../lib/value-lists';
import { TableScroll } from '../ui/TableScroll';
import styles from './RuleTable.module.css';

const times = (value: number) => `× ${value.toFixed(2).replace(/0$/, '')}`;

/** The climate-zone multipliers the sizing guide states, as a table. */
export function ZoneMultipliers() {
  return (
    <TableScroll
      tableClassName={styles.table}
      caption="Climate-zone multipliers (Cirrus guidance)"
      captionClassName={styles.caption}
    >
      <thead>
        <tr>
          <th scope="col">Zone</th>
          <th scope="col">Cooling load</th>
          <th scope="col">Heating load</th>
        </tr>
      </thead>
      <tbody>
        {climateZones.map((zone) => (
          <tr key={zone}>
            <th scope="row">
              {climateZoneLabels[zone].name} (like {climateZoneLabels[zone].city})
            </th>
            <td>{times(zoneMultipliers[zone].cooling)}</td>
            <td>{times(zoneMultipliers[zone].heating)}</td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}
