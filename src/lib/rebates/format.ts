/** Number formats of the planner's sums: figures to two places, whole dollars. Pure; safe in islands. */

const formats = new Map<number, Intl.NumberFormat>();

/** A figure with up to `digits` decimals and thousands separators, e.g. "1,234.57", "3.5". */
export function formatNumber(value: number, digits = 2): string {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format.format(value);
}

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

/** Whole dollars, rounded, e.g. "$1,200", "−$85". */
export function formatDollars(value: number): string {
  return dollars.format(Math.round(value)).replace('-', '−');
}
