/**
 * Clustering for the dealer map: pins closer on screen than a pin's width (across or down) join into
 * one cluster pin, so no pin hides another, nor touches its box. Agglomerative: the closest two groups merge (at the mean of their
 * members) until every pair is at least `minDistance` apart, which is the guarantee a single greedy
 * pass (supercluster's) does not give. Locator results are tens of pins, so the quadratic search per
 * merge costs nothing. Pure; the island runs it on every view, in screen pixels.
 */

/** A dealer's pin on screen: its index in the list, pixels from the map's top left. */
export interface ScreenPin {
  index: number;
  x: number;
  y: number;
}

/** One pin as drawn: a dealer, or a cluster of them (members in list order). */
export interface PinGroup {
  members: number[];
  x: number;
  y: number;
}

/** The pins grouped so that any two groups' centres are at least `minDistance` apart across or down. */
export function clusterPins(pins: readonly ScreenPin[], minDistance: number): PinGroup[] {
  const groups = pins.map((pin) => ({ members: [pin.index], x: pin.x, y: pin.y, sumX: pin.x, sumY: pin.y }));
  for (;;) {
    let closest = minDistance;
    let pair: [number, number] | null = null;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const [a, b] = [groups[i], groups[j]];
        if (!a || !b) continue;
        // The larger of the two offsets: pins this far apart keep even their square boxes apart.
        const distance = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
        if (distance < closest) {
          closest = distance;
          pair = [i, j];
        }
      }
    }
    if (!pair) break;
    const [a, b] = [groups[pair[0]], groups[pair[1]]];
    if (!a || !b) break;
    a.members = [...a.members, ...b.members].sort((m, n) => m - n);
    a.sumX += b.sumX;
    a.sumY += b.sumY;
    a.x = a.sumX / a.members.length;
    a.y = a.sumY / a.members.length;
    groups.splice(pair[1], 1);
  }
  return groups
    .map(({ members, x, y }) => ({ members, x, y }))
    .sort((a, b) => (a.members[0] ?? 0) - (b.members[0] ?? 0));
}
