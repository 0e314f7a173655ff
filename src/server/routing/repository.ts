/**
 * The hand-over of quote, installer and service requests to dealers, in the database (SQLite and
 * PostgreSQL), composed from one store per consumer over shared steps (`store/core.ts`): the forms'
 * assignment inside the transaction that stores a lead (`store/assignment.ts`), the dealers'
 * answers and the timeout sweep (`store/responses.ts`), staff reassignment and pausing
 * (`store/staff.ts`), the history and placement of a lead (`store/history.ts`) and the dealer
 * table's figures (`store/dealer-table.ts`).
 *
 * The choice itself is the pure `rankDealers` (src/lib/routing); each assignment writes the dealer's
 * email into the outbox in the same transaction, so it is sent once per assignment.
 */
import { decisionsMade } from '../../lib/privacy/automated-decisions.ts';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { RoutingSettings } from './outcome.ts';
import { createAssignmentStore } from './store/assignment.ts';
import { createRoutingCore, type RoutingDirectory } from './store/core.ts';
import { createDealerTableStore } from './store/dealer-table.ts';
import { createRoutingHistoryStore } from './store/history.ts';
import { createResponseStore } from './store/responses.ts';
import { createStaffRoutingStore } from './store/staff.ts';

export type { DealerFigures, RoutingEvent } from '../../lib/portal-api.ts';
export {
  type HandOverResult,
  ROUTING_ACTOR,
  type RoutingOutcome,
  type RoutingSettings,
} from './outcome.ts';

/** Routing hands a request to a dealer by distance and capacity: the privacy policy names it. */
export const automatedDecisions = decisionsMade('lead-routing');

export function createRoutingRepository(
  handle: DatabaseHandle,
  directory: RoutingDirectory,
  settings: RoutingSettings,
  clock: () => Date = serverClock.now,
) {
  const core = createRoutingCore(handle, directory, settings, clock);
  return {
    settings,
    /** Makes sure every directory dealer has a state row (run at start-up; idempotent). */
    ensureDealers: core.ensureDealerRows,
    /** Routes new leads with this directory from now on (a published edit of the dealer files). */
    replaceDealers: core.replaceDealers,
    /** The directory dealer with this id. */
    dealer: core.dealer,
    ...createAssignmentStore(core),
    ...createResponseStore(core),
    ...createStaffRoutingStore(core),
    ...createRoutingHistoryStore(core),
    ...createDealerTableStore(core),
  };
}

export type RoutingRepository = ReturnType<typeof createRoutingRepository>;
