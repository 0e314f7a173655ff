/** Small SVG-writing helpers for the dimension drawing: numbers rounded to hundredths. */

/** The drawing is 4:3, drawn on this canvas (SVG user units) and rasterised at 1600 x 1200. */
export const CANVAS = { width: 1200, height: 900 } as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const r = (value: number) => Math.round(value * 100) / 100;

const FONT = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, sans-serif\"";

export const rect = (box: Rect, attrs: string) =>
  `<rect x="${r(box.x)}" y="${r(box.y)}" width="${r(box.width)}" height="${r(box.height)}" ${attrs}/>`;

export const poly = (points: readonly (readonly [number, number])[], attrs: string) =>
  `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" ${attrs}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: string) =>
  `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" ${attrs}/>`;

export const text = (x: number, y: number, content: string, attrs: string) =>
  `<text x="${r(x)}" y="${r(y)}" ${FONT} ${attrs}>${content}</text>`;

/** A whole picture: the canvas, its title (the alt text) and its layers. */
export function svgDocument(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}" width="${CANVAS.width}" height="${CANVAS.height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
