/**
 * Line work for the build's base map: Douglas–Peucker simplification, a ring's area, and compact SVG
 * path data (relative moves on a fixed grid, so rounding never drifts). Pure.
 */
import type { MapPoint } from '../../dealer-map/projection.ts';

/** Douglas–Peucker: drops points closer than `tolerance` to the line through the points kept around them. */
export function simplify(points: readonly MapPoint[], tolerance: number): MapPoint[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [number, number];
    const a = points[from] as MapPoint;
    const b = points[to] as MapPoint;
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const length = Math.hypot(dx, dy);
    let farthest = 0;
    let at = -1;
    for (let i = from + 1; i < to; i += 1) {
      const p = points[i] as MapPoint;
      const distance =
        length === 0
          ? Math.hypot(p.x - a.x, p.y - a.y)
          : Math.abs(dy * (p.x - a.x) - dx * (p.y - a.y)) / length;
      if (distance > farthest) {
        farthest = distance;
        at = i;
      }
    }
    if (at >= 0 && farthest > tolerance) {
      keep[at] = 1;
      stack.push([from, at], [at, to]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

/** A closed ring's area, square units. */
export function ringArea(points: readonly MapPoint[]): number {
  let sum = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as MapPoint;
    sum += p.x * q.y - q.x * p.y;
  });
  return Math.abs(sum) / 2;
}

/** `value` on the grid, as few characters as SVG allows ("0.5" → ".5", "-0.5" → "-.5"). */
function number(steps: number, grid: number): string {
  const text = String(Math.round(steps * grid * 1e6) / 1e6);
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * SVG path data for lines (`closed` rings end with Z): an absolute move, then relative line
 * steps between points snapped to `grid` units, with the separators SVG lets us drop.
 */
export function pathData(lines: readonly (readonly MapPoint[])[], grid: number, closed: boolean): string {
  let out = '';
  for (const line of lines) {
    const snapped = line.map((p) => [Math.round(p.x / grid), Math.round(p.y / grid)] as const);
    const [first] = snapped;
    if (!first || snapped.length < 2) continue;
    out += `M${number(first[0], grid)} ${number(first[1], grid)}l`;
    let previous = first;
    let steps = '';
    for (const point of snapped.slice(1)) {
      const [dx, dy] = [point[0] - previous[0], point[1] - previous[1]];
      if (dx === 0 && dy === 0) continue;
      for (const value of [dx, dy]) {
        const text = number(value, grid);
        // A number needs a space before it unless it starts with "-", or a "." follows a number that has one.
        const joined = text.startsWith('-') || (text.startsWith('.') && /\.\d*$/.test(steps)) || steps === '';
        steps += joined ? text : ` ${text}`;
      }
      previous = point;
    }
    out += steps + (closed ? 'z' : '');
  }
  return out;
}
