/** Number formats of the catalogue's copy: kilowatts, thousands, dollars, stars, decibels. Pure; safe in islands. */

const numberFormat = new Intl.NumberFormat('en-AU');
const audFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

/** A capacity in kilowatts with one decimal, e.g. "3.5 kW", "10.0 kW". */
export function formatKw(kw: number): string {
  return `${kw.toFixed(1)} kW`;
}

/** A whole number with thousands separators, e.g. "20,000". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Dollars without cents, e.g. "$204". */
export function formatAud(value: number): string {
  return audFormat.format(value);
}

/** A star rating, e.g. "6.5 stars", "1 star". */
export function formatStars(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** A sound level, e.g. "19 dB(A)". */
export function formatDbA(level: number): string {
  return `${level} dB(A)`;
}
