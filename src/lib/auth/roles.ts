/**
 * Portal roles. They arrive in a namespaced custom claim (`{namespace}roles`) of both the ID token
 * (the browser's claim checks) and the access token (the API's permission checks).
 */
import { type PortalRole, portalRoles } from '../value-lists.ts';

export type { PortalRole };

// No zod here: the portal's and the editor's islands import this, and a plain list keeps the
// schema library out of the browser's shared chunks.
const isPortalRole = (value: unknown): value is PortalRole =>
  (portalRoles as readonly unknown[]).includes(value);

/** The known roles listed in a token's roles claim; anything else in it is ignored. */
export function rolesFromClaims(
  claims: Record<string, unknown> | undefined,
  namespace: string,
): PortalRole[] {
  const value = claims?.[`${namespace}roles`];
  if (!Array.isArray(value)) return [];
  return value.filter(isPortalRole);
}

export function hasRole(
  claims: Record<string, unknown> | undefined,
  namespace: string,
  role: PortalRole,
): boolean {
  return rolesFromClaims(claims, namespace).includes(role);
}
