/**
 * The service status page (/service/status): a reference and the postcode the request was made at
 * give where it stands (the agent, the visit windows offered, the booked window, the outcome), and
 * let the owner choose one of the windows: the shared status page (src/server/review/status-lookup.ts),
 * so checks and choices are rate-limited and a wrong postcode answers like an unknown reference.
 */
import { z } from 'zod';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import type { ServiceStage, ServiceStatusResult, ServiceStatusView } from '../../lib/service/status-view.ts';
import { windowLabel } from '../../lib/service/visit-windows.ts';
import { postcode, text } from '../leads/fields.ts';
import type { FormRoute } from '../leads/form-page.ts';
import { type StatusPageRoute, statusPageRoute } from '../review/status-lookup.ts';
import { dealerClock } from '../routing/lead-view.ts';
import type { Services } from '../services.ts';
import type { ServiceRecord } from './repository.ts';

/** The check's input: the reference (any case) and the postcode. */
export const serviceStatusSchema = z.strictObject({
  /** The request's reference, CC- and six letters or digits. */
  reference: text('Enter your reference')
    .regex(/^[Cc][Cc]-[A-Za-z0-9]{6}$/, 'Enter the reference as in your email, e.g. CC-7K2M9Q')
    .transform((value) => value.toUpperCase()),
  /** Postcode the request was made at. */
  postcode: postcode(),
});

/** Choosing a visit window: the check's fields and the window's number (0-based). */
const chooseSchema = serviceStatusSchema.extend({
  /** Which offered window the owner chose. */
  window: z.coerce.number().int().min(0).max(2),
});

export type ServiceStatusRoute = StatusPageRoute<ServiceStatusView>;

function stageOf(record: ServiceRecord): ServiceStage {
  if (record.outcome) return 'done';
  if (record.chosenWindow !== null) return 'booked';
  if (record.windows.length > 0) return 'choose-window';
  if (record.routingState === 'accepted') return 'accepted';
  if (record.routingState === 'waiting') return 'waiting-for-agent';
  return 'finding-agent';
}

function resultOf(record: ServiceRecord, services: Pick<Services, 'routing'>): ServiceStatusResult {
  const dealer = record.dealerId ? services.routing.dealer(record.dealerId) : undefined;
  const timeZone = dealer ? timeZoneByState[dealer.address.state] : 'Australia/Sydney';
  return {
    reference: record.reference,
    stage: stageOf(record),
    agent: dealer ? { name: dealer.name, suburb: dealer.address.suburb, phone: dealer.phone } : null,
    respondBy:
      dealer && record.routingState === 'waiting' && record.respondBy
        ? dealerClock(dealer, record.respondBy)
        : null,
    warrantyState: record.warrantyState,
    windows: record.windows.map((window) => windowLabel(window, timeZone)),
    chosenWindow: record.chosenWindow,
    outcome: record.outcome,
    outcomeNote: record.outcomeNote,
  };
}

export async function serviceStatusRoute(astro: FormRoute, siteUrl: string): Promise<ServiceStatusRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The service status page needs the site server (npm start)');
  return statusPageRoute(
    astro,
    siteUrl,
    {
      key: 'service-status',
      path: '/service/status',
      parent: { label: 'Service', href: '/service' },
      constraintsOf: serviceStatusSchema,
    },
    {
      name: 'service-status',
      fields: ['reference', 'postcode'],
      // Choosing a window posts the check's fields and the window's number.
      schemaFor: (posted) => (posted.window !== undefined ? chooseSchema : serviceStatusSchema),
      // A link from the owner's email fills the reference in (never the postcode: the owner types it).
      initial(url) {
        const linked = serviceStatusSchema.shape.reference.safeParse(url.searchParams.get('ref'));
        return { values: linked.success ? { reference: linked.data } : {}, errors: {} };
      },
      async find(data) {
        const { reference, postcode: code, window } = chooseSchema.partial({ window: true }).parse(data);
        const booked =
          window !== undefined && (await services.service.chooseWindow(reference, code, window)).ok;
        const found = await services.service.findByReferenceAndPostcode(reference, code);
        return { result: found ? resultOf(found, services) : null, booked };
      },
    },
  );
}
