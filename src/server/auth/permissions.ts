/**
 * What each portal caller may do and see. Roles decide the actions: staff work every lead, route
 * them (reassign, pause dealers) and see the team overview; installers (dealers' users) work leads
 * and accept or decline what is offered to them. The verified dealer claim decides the leads a
 * partner sees: only those assigned to its dealer, whatever their kind. A caller with neither the
 * staff role nor a dealer claim sees no lead at all.
 */
import type { PortalRole } from '../../lib/auth/roles.ts';
import type { Principal } from './verify-token.ts';

export type PortalAction =
  /** List, search, open and export leads (within the caller's scope). */
  | 'leads:read'
  /** Change a lead's status and add notes. */
  | 'leads:work'
  /** Accept or decline a lead offered to the caller's dealer. */
  | 'leads:respond'
  /** Reassign leads, pause and resume dealers, the dealer table: staff only. */
  | 'leads:route'
  /** The team overview (counts across every lead type): staff only. */
  | 'overview:read'
  /** Review warranty registrations (their proofs of purchase) and decide them: staff only. */
  | 'warranty:review'
  /** Review promotion claims and export the approved ones for payment (bank details): staff only. */
  | 'claims:review'
  /** See an owner's My home as they see it (read-only, logged in their leads' notes): staff only. */
  | 'homes:read'
  /** Read the reviews of the caller's dealer and reply once to each, in public: dealers' users. */
  | 'reviews:reply'
  /** Remove a review for a published reason, invite a random sample of a dealer's jobs: staff only. */
  | 'reviews:moderate'
  /** Answer privacy requests (exports, corrections, deletions, reviews, refusals): staff only. */
  | 'privacy:handle';

export const roleActions: Readonly<Record<PortalRole, readonly PortalAction[]>> = {
  staff: [
    'leads:read',
    'leads:work',
    'leads:route',
    'overview:read',
    'warranty:review',
    'claims:review',
    'homes:read',
    'reviews:moderate',
    'privacy:handle',
  ],
  installer: ['leads:read', 'leads:work', 'leads:respond', 'reviews:reply'],
  // Editors work on content (src/server/editor), never on leads.
  editor: [],
};

export function can(principal: Pick<Principal, 'roles'>, action: PortalAction): boolean {
  return principal.roles.some((role) => roleActions[role].includes(action));
}

/** The leads a caller may see: every lead, one dealer's, or none. */
export type LeadScope = { kind: 'all' } | { kind: 'dealer'; dealerId: string } | { kind: 'none' };

export function leadScope(principal: Pick<Principal, 'roles' | 'dealerId'>): LeadScope {
  if (principal.roles.includes('staff')) return { kind: 'all' };
  if (principal.dealerId && principal.roles.includes('installer')) {
    return { kind: 'dealer', dealerId: principal.dealerId };
  }
  return { kind: 'none' };
}

/** Whether a lead held by `dealerId` (null: nobody) is within the scope. */
export function inScope(scope: LeadScope, dealerId: string | null): boolean {
  return scope.kind === 'all' || (scope.kind === 'dealer' && scope.dealerId === dealerId);
}
