import { climateZoneLabels } from '../../lib/product-labels';
import { daysOfUse, defaultHoursPerDay } from '../../lib/running-cost';
import { climateZones } from '../../lib/value-lists';
import { TableScroll } from '../ui/TableScroll';
import styles from './RuleTable.module.css';

/** The running-cost estimate's days of use per climate zone, as a table (the numbers the code uses). */
export function DaysOfUse() {
  return (
    <TableScroll
      tableClassName={styles.table}
      caption="Days of use a year (Cirrus assumption)"
      captionClassName={styles.caption}
    >
      <thead>
        <tr>
          <th scope="col">Zone</th>
          <th scope="col">Cooling</th>
          <th scope="col">Heating</th>
        </tr>
      </thead>
      <tbody>
        {climateZones.map((zone) => (
          <tr key={zone}>
            <th scope="row">
              {climateZoneLabels[zone].name} (like {climateZoneLabels[zone].city})
            </th>
            <td>
              {daysOfUse[zone].cooling} days ({daysOfUse[zone].cooling * defaultHoursPerDay} h at{' '}
              {defaultHoursPerDay} h a day)
            </td>
            <td>
              {daysOfUse[zone].heating} days ({daysOfUse[zone].heating * defaultHoursPerDay} h at{' '}
              {defaultHoursPerDay} h a day)
            </td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}
