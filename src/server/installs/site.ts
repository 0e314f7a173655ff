/**
 * The installation jobs as the site's pages and endpoints use them: one repository per server
 * process over its database and the catalogue's installable products (read inside the site's bundle,
 * where the catalogue lives), the mail contexts from the server's settings, and the signed links
 * (the technician's checklist, the owner's confirmation), each naming its job and its purpose.
 */
import { clock } from '../clock.ts';
import { formCatalogue } from '../forms/catalogue.ts';
import { mailLinks } from '../mail/links.ts';
import type { Services } from '../services.ts';
import type { InstallMailContext } from './mail.ts';
import type { InstallJob } from './records.ts';
import { createInstallRepository, type InstallRepository } from './repository.ts';

const repositories = new WeakMap<Services, Promise<InstallRepository>>();

/** The process's installation jobs. */
export function installsOf(services: Services): Promise<InstallRepository> {
  let repository = repositories.get(services);
  if (!repository) {
    repository = formCatalogue().then((catalogue) =>
      createInstallRepository(services.db, catalogue.installable),
    );
    repositories.set(services, repository);
  }
  return repository;
}

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

/** What every install mail needs from the server. */
export function installMailContext(services: Services): InstallMailContext {
  return {
    siteUrl: services.settings.siteUrl,
    notifyTo: services.settings.notifyTo,
    dealer: (id) => services.routing.dealer(id),
    now: clock.now(),
  };
}

/** The owner's confirmation link for a job's mail. */
export async function ownerConfirmUrl(services: Services, installs: InstallRepository, job: InstallJob) {
  return jobLinkUrl(
    services.settings.siteUrl,
    'owner',
    job.reference,
    await issueJobLink(installs, 'owner', job.reference),
  );
}
