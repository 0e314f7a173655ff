/**
 * What the browser needs to start the login SDK, as `/api/auth/config` serves it: the contract
 * between the server's identity configuration and the auth islands.
 */

export interface PublicAuthConfig {
  /** The SDK's `domain`: the provider's origin, without a trailing slash (a slash makes it call `//authorize`). */
  domain: string;
  /** Client id of the single-page application. */
  clientId: string;
  /** Organisation every login is tied to: an `org_…` id (checked against `org_id`) or a name (`org_name`). */
  organization: string;
  /** API audience of the portal's access tokens. */
  audience: string;
  /** Namespace of the custom claims (`{ns}roles`, `{ns}dealer_id`, `{ns}name`, `{ns}email`). */
  claimNamespace: string;
  /** True when the bundled development provider answers, not a real tenant. */
  development: boolean;
}
