/**
 * The safety notices My home shows at the top: each notice in force that covers a unit of the
 * owner's, with the units it covers. Pure (the page's controller hands in the build's notices).
 */
import type { SafetyNotice } from '../../schemas/safety-notice.ts';
import { noticeCovers, noticesInForce } from './safety.ts';
import type { HomeAddress, HomeNotice } from './view.ts';

export function homeNoticesOf(
  notices: readonly SafetyNotice[],
  addresses: readonly HomeAddress[],
  today: string,
): HomeNotice[] {
  const units = addresses.flatMap((address) => address.units);
  return noticesInForce(notices, today).flatMap((notice) => {
    const covered = units.filter((unit) => noticeCovers(notice, unit));
    const first = covered[0];
    if (!first) return [];
    return [
      {
        slug: notice.slug,
        title: notice.title,
        hazard: notice.hazard,
        whatToDo: [...notice.whatToDo],
        units: covered.map((unit) => ({
          key: unit.key,
          label: `${unit.name}, ${notice.unit} serial ${notice.unit === 'indoor' ? unit.indoorSerial : unit.outdoorSerial}`,
        })),
        serviceUrl: first.serviceUrl,
      },
    ];
  });
}
