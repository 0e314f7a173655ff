/**
 * Carries a sizing result into the quote form: the product (or product type), the postcode, the
 * number of rooms, and a message that states the loads and links back to the answers. The quote
 * form fills itself from these query parameters (the `prefill` of src/server/forms/quote.ts).
 */

import type { SizingInput } from '../../schemas/sizing.ts';
import type { PostcodeClimate } from '../postcodes/climate-zone.ts';
import { climateZoneLabels } from '../product-labels.ts';
import type { SizingLoads } from './loads.ts';
import type { SizingFacts } from './products.ts';
import type { SystemOption } from './recommend.ts';

/** The quote form's message limit (its schema allows 2,000 characters). */
const MESSAGE_LIMIT = 2000;

const kw = (value: number | null, what: string) => (value === null ? null : `${value.toFixed(1)} kW ${what}`);

/** One line per space: "Bedroom 1, 4 × 5 m: 1.8 kW cooling, 1.4 kW heating". */
function spaceLines(loads: SizingLoads): string[] {
  return loads.spaces.map((space) => {
    const needs = [kw(space.cooling?.kw ?? null, 'cooling'), kw(space.heating?.kw ?? null, 'heating')]
      .filter(Boolean)
      .join(', ');
    return `${space.label}, ${space.measured}: ${needs}`;
  });
}

/** The message the quote form starts with. */
export function quoteMessage(
  input: SizingInput,
  loads: SizingLoads,
  climate: PostcodeClimate,
  option: { title: string },
  answersUrl: string,
): string {
  const totals = [kw(loads.coolingKw, 'cooling'), kw(loads.heatingKw, 'heating')]
    .filter(Boolean)
    .join(' and ');
  const head = [
    `From the sizing tool: ${totals} for postcode ${input.postcode} (${climateZoneLabels[climate.zone].name.toLowerCase()} zone).`,
    `Suggested: ${option.title.charAt(0).toLowerCase()}${option.title.slice(1)}.`,
  ];
  const tail = `My answers: ${answersUrl}`;
  const lines = [...head];
  for (const line of spaceLines(loads)) {
    if ([...lines, line, tail].join('\n').length > MESSAGE_LIMIT) break;
    lines.push(line);
  }
  const message = [...lines, tail].join('\n');
  return message.length <= MESSAGE_LIMIT ? message : lines.join('\n').slice(0, MESSAGE_LIMIT);
}

/** Link to the quote form, filled in from the result; `product` picks one of the option's products. */
export function quoteHref(
  input: SizingInput,
  option: SystemOption<SizingFacts>,
  message: string,
  product?: string,
): string {
  const params = new URLSearchParams({ product: product ?? option.quoteProduct, postcode: input.postcode });
  if (input.space.kind === 'rooms') params.set('rooms', String(input.space.rooms.length));
  params.set('message', message);
  return `/get-a-quote?${params.toString()}`;
}
