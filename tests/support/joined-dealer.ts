/**
 * A dealer who joins the directory, as an editor's save of the NSW dealer file writes it: Parramatta
 * Air & Climate's entry repeated under a new id and name (same suburb, hours and licences).
 */
const PARRAMATTA = 'parramatta-air-and-climate';

export const JOINED_DEALER = { id: 'harris-park-heating-and-cooling', name: 'Harris Park Heating & Cooling' };

/** The NSW dealer file's text with the joined dealer added at the end of its list. */
export function withJoinedDealer(nsw: string): string {
  const start = nsw.indexOf(`  - id: ${PARRAMATTA}`);
  if (start === -1) throw new Error(`${PARRAMATTA} is not in the NSW dealer file any more`);
  const end = nsw.indexOf('\n  - id: ', start + 1);
  const entry = nsw.slice(start, end === -1 ? undefined : end);
  const joined = entry
    .replace(`id: ${PARRAMATTA}`, `id: ${JOINED_DEALER.id}`)
    .replace('name: Parramatta Air & Climate', `name: ${JOINED_DEALER.name}`);
  return `${nsw.trimEnd()}\n${joined.trimEnd()}\n`;
}
