/** The signed-in user's portal roles and dealer, from the ID token's namespaced claims. */
import { useState } from 'react';
import { type PortalRole, rolesFromClaims } from '#lib/auth/roles.ts';
import type { ClaimCheck } from '../../auth/RequireAuth';
import { authSettings, idTokenClaims } from '../../auth/session';
import { useAsyncEffect } from '../../use-async-effect';

/** The staff-only claim check of RequireAuth. */
export const isStaff: ClaimCheck = (claims, settings) =>
  rolesFromClaims(claims, settings.claimNamespace).includes('staff');

/**
 * The user's roles from the ID token; undefined until known. `signedIn` false (a frame drawn before
 * the sign-in is restored) waits: the claims are read once it turns true.
 */
export function usePortalRoles(signedIn = true): readonly PortalRole[] | undefined {
  const [roles, setRoles] = useState<readonly PortalRole[]>();
  useAsyncEffect(
    (isCurrent) => {
      if (!signedIn) return;
      Promise.all([idTokenClaims(), authSettings()])
        .then(
          ([claims, settings]) => isCurrent() && setRoles(rolesFromClaims(claims, settings.claimNamespace)),
        )
        .catch(() => isCurrent() && setRoles([]));
    },
    [signedIn],
  );
  return roles;
}

/** The directory id of the dealer the user works for (the `dealer_id` claim); null for none. */
export function useDealerId(): string | null | undefined {
  const [dealerId, setDealerId] = useState<string | null>();
  useAsyncEffect((isCurrent) => {
    Promise.all([idTokenClaims(), authSettings()])
      .then(([claims, settings]) => {
        const value = claims?.[`${settings.claimNamespace}dealer_id`];
        if (isCurrent()) setDealerId(typeof value === 'string' ? value : null);
      })
      .catch(() => isCurrent() && setDealerId(null));
  }, []);
  return dealerId;
}
