/**
 * The portal's JSON API as a signed-in person calls it: for browser specs that need a step a dealer,
 * a service agent or staff take elsewhere (accepting a lead, offering visit times, inviting reviews)
 * before the page under test shows what follows.
 */
import { loginForTokens } from '../../tests/support/dev-login';
import type { demoUsers, PortalSite } from '../../tests/support/portal-site';

type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

/** Logs `user` in through the development identity provider; the returned call posts JSON as them. */
export async function portalApi(portal: PortalSite, user: DemoUser) {
  const { access_token } = await loginForTokens(portal.settings, user, portal.url);
  return (path: string, body: unknown) =>
    fetch(new URL(path, portal.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
}
