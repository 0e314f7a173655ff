/**
 * The portal's calls for installation jobs: the lead's job, booking it, the systems a job may
 * install, the installs page's lists and register, and the evidence downloads (fetched with the
 * token and saved: a link cannot carry it). The shapes mirror src/server/portal/install-handlers.ts
 * and install-lists.ts.
 */
import { downloadFile, requestJson } from '../shared/api';

export type InstallStatus = 'booked' | 'commissioned' | 'confirmed' | 'queried';

export interface InstallJobView {
  reference: string;
  lead: string;
  status: InstallStatus;
  bookedFor: string;
  units: { productSlug: string; name: string }[];
  flags: { unit: number; check: string; says: string }[];
  commissionedAt: string | null;
  confirmedAt: string | null;
  ownerIssue: string | null;
  checklistUrl: string;
  evidenceUrl: string | null;
  evidencePdfUrl: string | null;
}

export interface InstallableProduct {
  slug: string;
  name: string;
  model: string;
}

export interface JobRow {
  reference: string;
  lead: string;
  dealerId: string;
  dealer?: string;
  status: InstallStatus;
  bookedFor: string;
  commissionedAt: string | null;
  flags: string[];
  ownerIssue: string | null;
}

export type InstallsOverview =
  | { view: 'dealer'; jobs: JobRow[] }
  | {
      view: 'staff';
      dealers: ({ dealerId: string; dealer: string } & Record<InstallStatus, number>)[];
      flagged: JobRow[];
      queried: JobRow[];
      conflicts: { job: string; dealerId: string; dealer: string; serial: string; at: string }[];
      unconfirmed: JobRow[];
    };

export interface RegisterView {
  quarter: string;
  current: string;
  dealer: string;
  entries: {
    date: string;
    job: string;
    sitePostcode: string;
    refrigerant: string;
    kgCharged: number;
    kgRecovered: number;
    cylinder: string;
    technicianLicence: string;
  }[];
  totals: { kgCharged: number; kgRecovered: number };
}

/** The lead's job, or null when none is booked. */
export function getJobOfLead(lead: string): Promise<InstallJobView | null> {
  return requestJson<InstallJobView | null>(`/api/portal/installs?lead=${encodeURIComponent(lead)}`);
}

export function bookInstall(booking: {
  lead: string;
  bookedFor: string;
  units: { productSlug: string }[];
}): Promise<InstallJobView> {
  return requestJson('/api/portal/installs', { method: 'POST', body: JSON.stringify(booking) });
}

/** The systems a job may install, and the booking window by the server's clock. */
export function getInstallableProducts(): Promise<{
  products: InstallableProduct[];
  today: string;
  latest: string;
}> {
  return requestJson('/api/portal/installs/products');
}

export function getInstallsOverview(): Promise<InstallsOverview> {
  return requestJson('/api/portal/installs/overview');
}

export function getRegister(quarter: string | undefined, dealer?: string): Promise<RegisterView> {
  const query = new URLSearchParams();
  if (quarter) query.set('quarter', quarter);
  if (dealer) query.set('dealer', dealer);
  return requestJson(`/api/portal/installs/register?${query}`);
}

export const registerCsvPath = (quarter: string, dealer?: string) =>
  `/api/portal/installs/register.csv?${new URLSearchParams({ quarter, ...(dealer ? { dealer } : {}) })}`;

/** Saves a download (evidence ZIP or PDF, the register's CSV) under the server's file name. */
export const download = (path: string, fallbackName: string) => downloadFile(path, fallbackName);
