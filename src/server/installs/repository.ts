/**
 * Installation jobs in the database, on SQLite and PostgreSQL alike: booking from a won lead
 * (./jobs.ts), commissioning (./commission.ts), the owner's confirmation or query
 * (./confirmation.ts), the refrigerant register (./register.ts) and the evidence archive
 * (./evidence.ts). Each is a function over a context (./context.ts), bound to the process's
 * context for `Services`.
 */
import type { InstallProduct } from '#lib/installs/products.ts';
import { bindContext } from '../db/bind-context.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { commission } from './commission.ts';
import { confirmByOwner, jobRegistrations, queryByOwner } from './confirmation.ts';
import { installContext } from './context.ts';
import { evidenceArchive } from './evidence.ts';
import { linkedPlan, packPhotos } from './evidence-pack.ts';
import { allJobs, bookJob, jobByReference, jobForLead, jobsOfDealer } from './jobs.ts';
import { dealerJobRows, staffInstallView } from './overview.ts';
import { refrigerantRegister } from './register.ts';

export function createInstallRepository(
  handle: DatabaseHandle,
  products: ReadonlyMap<string, InstallProduct>,
  clock?: () => Date,
) {
  const context = installContext(handle, products, clock);
  return {
    products,
    links: context.links,
    ...bindContext(context, {
      bookJob,
      jobByReference,
      jobForLead,
      jobsOfDealer,
      allJobs,
      commission,
      confirmByOwner,
      queryByOwner,
      jobRegistrations,
      refrigerantRegister,
      evidenceArchive,
      packPhotos,
      linkedPlan,
      dealerJobRows,
      staffInstallView,
    }),
  };
}

export type InstallRepository = ReturnType<typeof createInstallRepository>;
