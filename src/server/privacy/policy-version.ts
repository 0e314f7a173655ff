/**
 * The privacy policy's version in force, as its content says (src/content/pages/privacy-policy.yaml,
 * `revision.version`, edited in the editor): each consent record names it, so a consent can be read
 * against the policy the person was shown. Read through Astro's content layer, so only pages and
 * their controllers call it.
 */
import { getPage } from '#lib/server-only/catalogue.ts';

export async function privacyPolicyVersion(): Promise<string> {
  const version = (await getPage('privacy-policy')).revision?.version;
  if (!version) throw new Error('The privacy policy has no revision: consents could not name its version');
  return version;
}
