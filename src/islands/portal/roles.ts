/** The signed-in user's portal roles and dealer, from the ID token's namespaced claims. */
import { useEffect, useState } from 'react';
import { type PortalRole, rolesFromClaims } from '../../lib/auth/roles';
import type { ClaimCheck } from '../auth/RequireAuth';
import { authSettings, idTokenClaims } from '../auth/session';

/** The staff-only claim check of RequireAuth. */
export const isStaff: ClaimCheck = (claims, settings) =>
  rolesFromClaims(claims, settings.claimNamespace).includes('staff');

export function usePortalRoles(): readonly PortalRole[] | undefined {
  const [roles, setRoles] = useState<readonly PortalRole[]>();
  useEffect(() => {
    let live = true;
    Promise.all([idTokenClaims(), authSettings()])
      .then(([claims, settings]) => live && setRoles(rolesFromClaims(claims, settings.claimNamespace)))
      .catch(() => live && setRoles([]));
    return () => {
      live = false;
    };
  }, []);
  return roles;
}

/** The directory id of the dealer the user works for (the `dealer_id` claim); null for none. */
export function useDealerId(): string | null | undefined {
  const [dealerId, setDealerId] = useState<string | null>();
  useEffect(() => {
    let live = true;
    Promise.all([idTokenClaims(), authSettings()])
      .then(([claims, settings]) => {
        const value = claims?.[`${settings.claimNamespace}dealer_id`];
        if (live) setDealerId(typeof value === 'string' ? value : null);
      })
      .catch(() => live && setDealerId(null));
    return () => {
      live = false;
    };
  }, []);
  return dealerId;
}
