/**
 * Which safety notices a unit falls under: a notice covers its products' units whose indoor (or
 * outdoor) serial lies in its range, from its first day. Serials compare character by character,
 * in capitals, at the range's own length (CAI-2503-20000 to CAI-2503-34999). Pure: My home's page
 * and the server's mailing job (src/server/my-home/safety-notices.ts) both ask here.
 */
import type { SafetyNotice } from '../../schemas/safety-notice.ts';

/** What a notice reads of a unit. */
export interface NoticeUnit {
  productSlug: string;
  indoorSerial: string;
  outdoorSerial: string | null;
}

/** The notice covers this unit (whatever the date). */
export function noticeCovers(notice: SafetyNotice, unit: NoticeUnit): boolean {
  if (!notice.products.includes(unit.productSlug)) return false;
  const serial = (notice.unit === 'indoor' ? unit.indoorSerial : unit.outdoorSerial)?.trim().toUpperCase();
  if (!serial || serial.length !== notice.serialFrom.length) return false;
  return serial >= notice.serialFrom && serial <= notice.serialTo;
}

/** The notices in force on `today` (YYYY-MM-DD, Australian), in the order given. */
export const noticesInForce = (notices: readonly SafetyNotice[], today: string) =>
  notices.filter((notice) => notice.from <= today);
