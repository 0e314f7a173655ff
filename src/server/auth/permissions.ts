/**
 * What each portal role may do. Staff work every lead and see the team overview; installers work
 * installer requests only. The API answers 403 for anything outside a caller's roles.
 */
import type { PortalRole } from '../../lib/auth/roles.ts';
import type { LeadType } from '../leads/schema.ts';
import type { Principal } from './verify-token.ts';

export type PortalAction =
  /** List, search, open and export leads. */
  | 'leads:read'
  /** Change a lead's status and add notes. */
  | 'leads:work'
  /** The team overview (counts across every lead type): staff only. */
  | 'overview:read';

interface RolePolicy {
  actions: readonly PortalAction[];
  /** Lead kinds this role may see; `all` for every kind. */
  leadTypes: 'all' | readonly LeadType[];
}

export const rolePolicies: Readonly<Record<PortalRole, RolePolicy>> = {
  staff: { actions: ['leads:read', 'leads:work', 'overview:read'], leadTypes: 'all' },
  installer: { actions: ['leads:read', 'leads:work'], leadTypes: ['installer'] },
};

export function can(principal: Pick<Principal, 'roles'>, action: PortalAction): boolean {
  return principal.roles.some((role) => rolePolicies[role].actions.includes(action));
}

/** Lead kinds the caller may see: `all`, or the union over their roles (empty: none). */
export function visibleLeadTypes(principal: Pick<Principal, 'roles'>): 'all' | LeadType[] {
  const types = new Set<LeadType>();
  for (const role of principal.roles) {
    const { leadTypes } = rolePolicies[role];
    if (leadTypes === 'all') return 'all';
    for (const type of leadTypes) types.add(type);
  }
  return [...types];
}

export function canSeeLeadType(principal: Pick<Principal, 'roles'>, type: LeadType): boolean {
  const visible = visibleLeadTypes(principal);
  return visible === 'all' || visible.includes(type);
}
