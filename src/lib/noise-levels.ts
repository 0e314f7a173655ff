/**
 * Noise by fan speed as rows a reader can scan: "Indoor, speed 1 (quietest)" … then the outdoor
 * unit. Pure; the product page's chart and the spec sheet list the same rows.
 */

/** One row: what was measured and its level in dB(A). */
export interface NoiseLevel {
  name: string;
  level: number;
}

function speedName(index: number, count: number) {
  if (index === 0) return 'speed 1 (quietest)';
  if (index === count - 1) return `speed ${count} (highest)`;
  return `speed ${index + 1}`;
}

/** Indoor levels quietest first, then the outdoor figure under its own label. */
export function noiseLevels(
  indoorDbA: readonly number[],
  outdoorDbA: number,
  outdoorLabel: string,
): NoiseLevel[] {
  return [
    ...indoorDbA.map((level, index) => ({ name: `Indoor, ${speedName(index, indoorDbA.length)}`, level })),
    { name: outdoorLabel, level: outdoorDbA },
  ];
}

/** What a refrigerant system's outdoor figure is measured on: a window unit's outside face, else the outdoor unit. */
export function outdoorNoiseLabel(productType: string): string {
  return productType === 'window' ? 'Outside face' : 'Outdoor unit';
}
