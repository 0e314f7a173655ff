/**
 * The privacy policy's table of how long each kind of personal information is kept, from the
 * server's retention schedule (src/config/retention.ts) as the build was configured.
 */
import type { RetentionPeriod } from '../../config/retention';
import { TableScroll } from '../ui/TableScroll';

export interface RetentionTableProps {
  periods: readonly RetentionPeriod[];
}

/** A period as a person says it: "24 months", "30 days", "30 minutes" ("5 years" past three years). */
export function periodText(days: number): string {
  if (days < 1) {
    const minutes = Math.round(days * 1440);
    return minutes % 60 === 0 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute');
  }
  const months = (days * 12) / 365;
  if (days >= 60 && Math.abs(months - Math.round(months)) < 0.1)
    return months > 36 && days % 365 === 0 ? plural(days / 365, 'year') : plural(Math.round(months), 'month');
  return plural(days, 'day');
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function RetentionTable({ periods }: RetentionTableProps) {
  return (
    <TableScroll caption="How long we keep it, as our systems are set">
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Kept for</th>
        </tr>
      </thead>
      <tbody>
        {periods.map((period) => (
          <tr key={period.id}>
            <th scope="row">{period.what}</th>
            <td>
              {periodText(period.days)} {period.from}
            </td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}
