/**
 * The installation jobs as the site's pages and endpoints use them: one repository per server
 * process over its database and the catalogue's installable products (read inside the site's bundle,
 * where the catalogue lives), the mail contexts from the server's settings, and the owner's link
 * (./job-links.ts signs it).
 */
import { clock } from '../clock.ts';
import { formCatalogue } from '../forms/catalogue.ts';
import type { Services } from '../services.ts';
import { issueJobLink, jobLinkUrl } from './job-links.ts';
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
