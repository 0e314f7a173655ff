import { TableScroll } from '../../components/ui/TableScroll';
import type { SizingLoads } from '../../lib/sizing/loads.ts';
import { formatNumber } from '../../lib/sizing/loads.ts';
import styles from './SizingTool.module.css';

const kw = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${value.toFixed(1)} kW`;

/** Cooling and heating for each room and for the whole home. */
export function LoadTable({ loads }: { loads: SizingLoads }) {
  return (
    <TableScroll tableClassName={styles.table} caption="Capacity needed, room by room">
      <thead>
        <tr>
          <th scope="col">Room</th>
          <th scope="col">Size</th>
          <th scope="col">Cooling</th>
          <th scope="col">Heating</th>
        </tr>
      </thead>
      <tbody>
        {loads.spaces.map((space) => (
          <tr key={space.label}>
            <th scope="row">{space.label}</th>
            <td>{space.measured}</td>
            <td>{kw(space.cooling?.kw)}</td>
            <td>{kw(space.heating?.kw)}</td>
          </tr>
        ))}
      </tbody>
      {loads.spaces.length > 1 ? (
        <tfoot>
          <tr>
            <th scope="row">Whole home</th>
            <td>{formatNumber(loads.areaM2)} m²</td>
            <td>{kw(loads.coolingKw)}</td>
            <td>{kw(loads.heatingKw)}</td>
          </tr>
        </tfoot>
      ) : null}
    </TableScroll>
  );
}
