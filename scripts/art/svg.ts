/** Small SVG-writing helpers for the product art: gradients collected once per picture, numbers rounded. */
import { CANVAS, type Rect, r } from './geometry.ts';

/** The gradients and filters of one picture, named uniquely within it. */
export class Defs {
  private readonly parts: string[] = [];
  private count = 0;

  /** A linear gradient (direction from x1,y1 to x2,y2 in the shape's box, 0-1); returns its `url(#…)`. */
  linear(stops: readonly string[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, opacities?: readonly number[]): string {
    const id = `g${++this.count}`;
    const stopTags = stops
      .map((colour, index) => {
        const offset = stops.length === 1 ? 0 : index / (stops.length - 1);
        const opacity = opacities?.[index];
        return `<stop offset="${r(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`;
      })
      .join('');
    this.parts.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient centred at cx,cy (0-1 of the box). */
  radial(stops: readonly string[], cx = 0.5, cy = 0.5, radius = 0.7, opacities?: readonly number[]): string {
    const id = `g${++this.count}`;
    const stopTags = stops
      .map((colour, index) => {
        const opacity = opacities?.[index];
        return `<stop offset="${r(index / Math.max(1, stops.length - 1))}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`;
      })
      .join('');
    this.parts.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${stopTags}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter (soft shadows). */
  blur(deviation: number): string {
    const id = `f${++this.count}`;
    this.parts.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${this.parts.join('')}</defs>`;
  }
}

export const FONT = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, sans-serif\"";

export const rect = (box: Rect, attrs: string) =>
  `<rect x="${r(box.x)}" y="${r(box.y)}" width="${r(box.width)}" height="${r(box.height)}" ${attrs}/>`;

export const poly = (points: readonly (readonly [number, number])[], attrs: string) =>
  `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" ${attrs}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: string) =>
  `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" ${attrs}/>`;

export const text = (x: number, y: number, content: string, attrs: string) =>
  `<text x="${r(x)}" y="${r(y)}" ${FONT} ${attrs}>${content}</text>`;

/** A whole picture: the canvas, its title (the alt text) and its layers. */
export function svgDocument(title: string, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}" width="${CANVAS.width}" height="${CANVAS.height}" role="img"><title>${escapeXml(title)}</title>${defs}${body}</svg>\n`;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
