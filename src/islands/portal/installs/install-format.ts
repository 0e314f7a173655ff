/** The installation jobs' words on screen: statuses, the booking window, quarters. */
import type { InstallStatus } from './install-api';

export const installStatusLabels: Readonly<Record<InstallStatus, string>> = {
  booked: 'Booked',
  commissioned: 'Commissioned, waiting for the owner',
  confirmed: 'Confirmed by the owner',
  queried: 'Queried by the owner',
};

export const installStatusTone: Readonly<Record<InstallStatus, 'brand' | 'warning' | 'success' | 'accent'>> =
  {
    booked: 'brand',
    commissioned: 'warning',
    confirmed: 'success',
    queried: 'accent',
  };

/** "2027-Q1" and the seven quarters before it, latest first. */
export function recentQuarters(current: string): string[] {
  const [yearText, quarterText] = current.split('-Q');
  let year = Number(yearText);
  let quarter = Number(quarterText);
  const quarters: string[] = [];
  for (let index = 0; index < 8; index += 1) {
    quarters.push(`${year}-Q${quarter}`);
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      year -= 1;
    }
  }
  return quarters;
}

export const kg = (value: number) =>
  value.toLocaleString('en-AU', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

const quarterMonths = ['January to March', 'April to June', 'July to September', 'October to December'];

/** "October to December 2026" for "2026-Q4". */
export function quarterName(quarter: string): string {
  const [year, number] = quarter.split('-Q');
  return `${quarterMonths[Number(number) - 1] ?? quarter} ${year}`;
}
