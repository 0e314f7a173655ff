/**
 * The sizing tool's answer carried to a product page: the tool's results link each product with what
 * the visitor's space needs (`?for=Living+room&cooling=3.9&heating=3.2`), and the page says it back
 * beside the product's own output. Only the tool's own labels and plain numbers are read, so a
 * crafted link cannot put words on the page.
 */
import { roomTypeLabels } from './loads.ts';
import type { ProductMatch } from './recommend.ts';

/** What a space needs, as the link carries it. */
export interface SizingNeed {
  /** The tool's label of the space: "Bedroom 2", "Living room", "Whole home". */
  forLabel: string;
  coolingKw: number | null;
  heatingKw: number | null;
  airflowM3h: number | null;
}

const labelPattern = new RegExp(
  `^(?:${[...Object.values(roomTypeLabels), 'Whole home'].join('|')})(?: \\d{1,2})?$`,
);

/** The query a product link from the tool's results carries. */
export function sizingNeedQuery(match: ProductMatch): string {
  const query = new URLSearchParams({ for: match.forLabel });
  if (match.coolingKw !== null) query.set('cooling', match.coolingKw.toFixed(1));
  if (match.heatingKw !== null) query.set('heating', match.heatingKw.toFixed(1));
  if (match.airflowM3h !== null) query.set('airflow', String(Math.round(match.airflowM3h)));
  return query.toString();
}

const amount = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,5}(?:\.\d)?$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= max ? number : null;
};

/** The need a product page's address carries, or null when it carries none (or a malformed one). */
export function readSizingNeed(search: string): SizingNeed | null {
  const query = new URLSearchParams(search);
  const forLabel = query.get('for');
  if (!forLabel || !labelPattern.test(forLabel)) return null;
  const need = {
    forLabel,
    coolingKw: amount(query.get('cooling'), 100),
    heatingKw: amount(query.get('heating'), 100),
    airflowM3h: amount(query.get('airflow'), 50_000),
  };
  return need.coolingKw === null && need.heatingKw === null && need.airflowM3h === null ? null : need;
}

/** What the product delivers, from the page. */
export interface ProductOutput {
  coolingKw: number | null;
  heatingKw: number | null;
  airflowM3h: number | null;
}

const kw = (value: number) => `${value.toFixed(1)} kW`;

/** "Your living room needs 3.9 kW of cooling and 3.2 kW of heating, by the sizing tool. This model delivers 5.0 kW and 6.0 kW: it covers them." */
export function sizingAnswerText(need: SizingNeed, output: ProductOutput): string {
  const parts: { needed: string; delivered: string | null; covered: boolean }[] = [];
  if (need.coolingKw !== null)
    parts.push({
      needed: `${kw(need.coolingKw)} of cooling`,
      delivered: output.coolingKw === null ? null : kw(output.coolingKw),
      covered: (output.coolingKw ?? 0) >= need.coolingKw,
    });
  if (need.heatingKw !== null)
    parts.push({
      needed: `${kw(need.heatingKw)} of heating`,
      delivered: output.heatingKw === null ? null : kw(output.heatingKw),
      covered: (output.heatingKw ?? 0) >= need.heatingKw,
    });
  if (need.airflowM3h !== null)
    parts.push({
      needed: `${need.airflowM3h.toLocaleString('en-AU')} m³/h of air`,
      delivered: output.airflowM3h === null ? null : `${output.airflowM3h.toLocaleString('en-AU')} m³/h`,
      covered: (output.airflowM3h ?? 0) >= need.airflowM3h,
    });
  const space = need.forLabel === 'Whole home' ? 'your home' : `your ${need.forLabel.toLowerCase()}`;
  const needs = parts.map((part) => part.needed).join(' and ');
  const delivered = parts.map((part) => part.delivered ?? 'none').join(' and ');
  const verdict = parts.every((part) => part.covered)
    ? 'it covers what you need.'
    : 'that is less than you need: see the sizing tool’s other suggestions.';
  return `By the sizing tool, ${space} needs ${needs}. This model delivers ${delivered}: ${verdict}`;
}
