/**
 * Which dealer a quote, installer request or service request goes to: the nearest eligible dealer by straight-line
 * distance between the lead's postcode position and the dealer's (the positions the locator uses),
 * within a radius. Eligible: installs (a service request: is an authorised service agent), handles the product type asked for (when one is named), not
 * paused by staff, under its cap of leads waiting for acceptance, and has not had this lead before.
 * Equal distances go to the dealer with fewer open leads, then by id so the choice is stable. A
 * dealer the visitor chose (the locator's "ask this dealer for a quote") comes first when it is
 * eligible; when it is not, the lead follows the nearest-dealer rule.
 * Pure: the database side (src/server/routing) supplies each dealer's load.
 */
import type { ProductType } from '../../schemas/common.ts';
import type { Coordinates, DealerEntry } from '../../schemas/dealer.ts';
import { distanceKm } from '../postcodes/index.ts';

/** The parts of a directory dealer routing needs. */
export type RoutingDealer = Pick<DealerEntry, 'id' | 'location' | 'types' | 'productTypes'>;

/** A dealer's state in the database: set by staff (paused, cap) and counted from its leads. */
export interface DealerLoad {
  /** Paused by staff: receives nothing until resumed. */
  paused: boolean;
  /** Leads assigned to it and not yet accepted. */
  waiting: number;
  /** Most leads it may have waiting at once. */
  waitingCap: number;
  /** Leads it holds that are not closed (waiting or accepted), for ties. */
  open: number;
}

/**
 * What the lead needs of a dealer: quotes and installer requests an installer, service requests an
 * authorised service agent (never a dealer that only sells). Each form declares its own
 * (`receivers` of its module, src/server/forms).
 */
export type DealerRole = 'installer' | 'service-agent';

/** What the lead asks for. */
export interface RoutingRequest {
  /** What the dealer must do for it; installers when absent. */
  role?: DealerRole;
  /** Position of the lead's postcode. */
  origin: Coordinates;
  /** Product type asked about; null when the visitor did not name one. */
  productType: ProductType | null;
  /** Dealers that already had this lead (declined it, let it time out, or were reassigned off it). */
  exclude: ReadonlySet<string>;
  /** The dealer the visitor asked for, offered the lead first when eligible; absent: nearest first. */
  preferred?: string | null;
}

/** Why staff may not hand a lead to a dealer by hand; null when they may. */
export type HandOverRefusal = 'not-installer' | 'not-service-agent' | 'product';

/**
 * Whether staff may give a lead to `dealer` by hand, whatever its cap, pause or distance: the role
 * is checked both ways. A service request only to an authorised service agent that services its
 * product type (another dealer would then read the owner's request and photo, and cannot do the
 * repair); a quote or installer request only to an installer (a service-only agent would accept it
 * and read the contact details, and cannot install).
 */
export function handOverRefusal(
  dealer: Pick<RoutingDealer, 'types' | 'productTypes'>,
  role: DealerRole,
  productType: ProductType | null,
): HandOverRefusal | null {
  if (role === 'installer') return dealer.types.includes('installer') ? null : 'not-installer';
  if (!dealer.types.includes('service-agent')) return 'not-service-agent';
  if (productType && !dealer.productTypes.includes(productType)) return 'product';
  return null;
}

/** Why a dealer cannot take a lead; null when it can. */
export type Ineligibility =
  | 'had-it'
  | 'not-installer'
  | 'not-service-agent'
  | 'product'
  | 'paused'
  | 'full'
  | 'too-far';

export interface Candidate<D extends RoutingDealer = RoutingDealer> {
  dealer: D;
  /** Straight-line distance from the lead's postcode, km. */
  distanceKm: number;
}

/** Length of a degree of latitude on the sphere `distanceKm` uses, rounded down. */
const KM_PER_DEGREE_LATITUDE = 111.19;

/** Defaults of a dealer with no stored state. */
export const idleLoad = (waitingCap: number): DealerLoad => ({
  paused: false,
  waiting: 0,
  waitingCap,
  open: 0,
});

/** The first reason a dealer at `distance` km cannot take the lead, or null. */
export function ineligibility(
  dealer: RoutingDealer,
  load: DealerLoad,
  request: RoutingRequest,
  distance: number,
  radiusKm: number,
): Ineligibility | null {
  if (request.exclude.has(dealer.id)) return 'had-it';
  const role = request.role ?? 'installer';
  if (!dealer.types.includes(role)) return role === 'installer' ? 'not-installer' : 'not-service-agent';
  if (request.productType && !dealer.productTypes.includes(request.productType)) return 'product';
  if (load.paused) return 'paused';
  if (load.waiting >= load.waitingCap) return 'full';
  if (distance > radiusKm) return 'too-far';
  return null;
}

/**
 * Every eligible dealer within `radiusKm`, in the order routing offers the lead: the dealer the
 * visitor asked for (when eligible), then nearest first, equal distances (to the metre) to fewer
 * open leads, then by id.
 */
export function rankDealers<D extends RoutingDealer>(
  dealers: readonly D[],
  request: RoutingRequest,
  loadOf: (dealerId: string) => DealerLoad,
  radiusKm: number,
): Candidate<D>[] {
  const candidates: (Candidate<D> & { open: number })[] = [];
  // A degree of latitude is never less than this many km: dealers further north or south than the
  // radius are out without the trigonometry (most of the country, for a radius of 150 km).
  const latitudeSpan = radiusKm / KM_PER_DEGREE_LATITUDE;
  for (const dealer of dealers) {
    if (Math.abs(dealer.location.lat - request.origin.lat) > latitudeSpan) continue;
    const distance = distanceKm(request.origin, dealer.location);
    if (distance > radiusKm) continue;
    const load = loadOf(dealer.id);
    if (ineligibility(dealer, load, request, distance, radiusKm) === null) {
      candidates.push({ dealer, distanceKm: distance, open: load.open });
    }
  }
  const metres = (km: number) => Math.round(km * 1000);
  const chosen = (candidate: Candidate<D>) => (candidate.dealer.id === request.preferred ? 0 : 1);
  candidates.sort(
    (a, b) =>
      chosen(a) - chosen(b) ||
      metres(a.distanceKm) - metres(b.distanceKm) ||
      a.open - b.open ||
      (a.dealer.id < b.dealer.id ? -1 : a.dealer.id > b.dealer.id ? 1 : 0),
  );
  return candidates.map(({ dealer, distanceKm }) => ({ dealer, distanceKm }));
}

/** The dealer the lead goes to, or null: nobody eligible within the radius (the staff queue). */
export function chooseDealer<D extends RoutingDealer>(
  dealers: readonly D[],
  request: RoutingRequest,
  loadOf: (dealerId: string) => DealerLoad,
  radiusKm: number,
): Candidate<D> | null {
  return rankDealers(dealers, request, loadOf, radiusKm)[0] ?? null;
}
