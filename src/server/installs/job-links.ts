/**
 * An installation job's signed links: the technician's checklist and the owner's confirmation, each
 * signed over its purpose and its job (the installs' own key, src/server/review/owner-link.ts), so
 * one link never opens the other's page. Apart from ./site.ts, which reads the catalogue: tests and
 * scripts sign and check links without the site's bundle.
 */
import { clock } from '../clock.ts';
import { mailLinks } from '../mail/links.ts';
import type { InstallRepository } from './repository.ts';

/** Who a link is for: the technician filling in the checklist, or the owner confirming. */
export type JobLinkPurpose = 'technician' | 'owner';

const DAY_MS = 86_400_000;
/** A technician's link lasts past a job that slips a few weeks; an owner's, a season. */
const linkDays: Readonly<Record<JobLinkPurpose, number>> = { technician: 60, owner: 90 };

/** The signed text: the purpose and the job, so one link never opens the other's page. */
const subject = (purpose: JobLinkPurpose, job: string) => `install-${purpose}:${job}`;

export async function issueJobLink(
  installs: InstallRepository,
  purpose: JobLinkPurpose,
  job: string,
): Promise<string> {
  const links = await installs.links();
  return links.issue(subject(purpose, job), 0, new Date(clock.now().getTime() + linkDays[purpose] * DAY_MS));
}

export async function verifyJobLink(
  installs: InstallRepository,
  purpose: JobLinkPurpose,
  job: string,
  token: string | undefined,
): Promise<boolean> {
  const links = await installs.links();
  return links.verify(subject(purpose, job), 0, token, clock.now());
}

/** The page a link opens, absolute. */
export const jobLinkUrl = (siteUrl: string, purpose: JobLinkPurpose, job: string, token: string) =>
  mailLinks.installJob(
    siteUrl,
    purpose === 'technician' ? '/installs/commission' : '/installs/confirm',
    job,
    token,
  );
