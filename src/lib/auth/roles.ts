/**
 * Portal roles. They arrive in a namespaced custom claim (`{namespace}roles`) of both the ID token
 * (the browser's claim checks) and the access token (the API's permission checks).
 */
import { z } from 'zod';

/**
 * staff: Cirrus Climate employees, every lead. installer: a dealer's users, the leads of the dealer
 * their token names. editor: marketing staff who edit and publish the site's content (/editor), no leads.
 */
export const portalRoleSchema = z.enum(['staff', 'installer', 'editor']);

export type PortalRole = z.infer<typeof portalRoleSchema>;

/** The known roles listed in a token's roles claim; anything else in it is ignored. */
export function rolesFromClaims(
  claims: Record<string, unknown> | undefined,
  namespace: string,
): PortalRole[] {
  const value = claims?.[`${namespace}roles`];
  if (!Array.isArray(value)) return [];
  return value.filter((role): role is PortalRole => portalRoleSchema.safeParse(role).success);
}

export function hasRole(
  claims: Record<string, unknown> | undefined,
  namespace: string,
  role: PortalRole,
): boolean {
  return rolesFromClaims(claims, namespace).includes(role);
}
