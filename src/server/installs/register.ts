/**
 * The dealer's refrigerant register (what its ARC trading authorisation asks it to keep): every
 * commissioned job's refrigerant movements (charged into the new system, recovered from the old),
 * by quarter, with totals, on screen and as CSV.
 */
import { australianDateOf } from '#lib/australian-dates.ts';
import { csvRow } from '../portal/csv.ts';
import type { InstallContext } from './context.ts';
import { jobsOfDealer } from './jobs.ts';
import type { InstallJob } from './records.ts';

export interface RegisterEntry {
  /** The day commissioned (YYYY-MM-DD, Australian local). */
  date: string;
  job: string;
  sitePostcode: string;
  refrigerant: string;
  kgCharged: number;
  kgRecovered: number;
  cylinder: string;
  technicianLicence: string;
}

export interface Register {
  quarter: string;
  entries: RegisterEntry[];
  totals: { kgCharged: number; kgRecovered: number };
}

/** "2027-Q1" for a date in January to March 2027. */
export const quarterOf = (date: string) => `${date.slice(0, 4)}-Q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;

/** Grams to kilograms, to the gram (a register reads in kg, three decimals). */
const kg = (grams: number) => Math.round(grams) / 1000;

/** A commissioned job's movements: one line per system charged, the old system's recovery on the first. */
export function registerEntries(
  job: InstallJob,
  refrigerantOf: (slug: string) => string | undefined,
): RegisterEntry[] {
  const record = job.record;
  if (!record || !job.commissionedAt) return [];
  const date = australianDateOf(job.commissionedAt);
  const recovered = record.oldSystem.kind === 'refrigerant' ? record.oldSystem : undefined;
  return record.units.map((unit, index) => ({
    date,
    job: job.reference,
    sitePostcode: job.owner.postcode ?? '',
    refrigerant: refrigerantOf(unit.productSlug) ?? '',
    kgCharged: kg(unit.chargeAddedGrams),
    kgRecovered: index === 0 && recovered ? recovered.recoveredKg : 0,
    cylinder: index === 0 && recovered ? recovered.cylinderSerial : '',
    technicianLicence: record.technicianLicence,
  }));
}

/** The dealer's register for one quarter ("2027-Q1"), oldest movement first, with its totals. */
export async function refrigerantRegister(
  context: InstallContext,
  dealerId: string,
  quarter: string,
): Promise<Register> {
  const refrigerantOf = (slug: string) => context.products.get(slug)?.refrigerant;
  const entries = (await jobsOfDealer(context, dealerId))
    .flatMap((job) => registerEntries(job, refrigerantOf))
    .filter((entry) => quarterOf(entry.date) === quarter)
    .sort((a, b) => a.date.localeCompare(b.date) || a.job.localeCompare(b.job));
  const sum = (pick: (entry: RegisterEntry) => number) =>
    Math.round(entries.reduce((total, entry) => total + pick(entry), 0) * 1000) / 1000;
  return {
    quarter,
    entries,
    totals: { kgCharged: sum((e) => e.kgCharged), kgRecovered: sum((e) => e.kgRecovered) },
  };
}

/** The register as CSV: a header, one row per movement, and the totals row. */
export function registerCsv(register: Register): string {
  return [
    csvRow([
      'Date',
      'Job',
      'Site postcode',
      'Refrigerant',
      'Kg charged',
      'Kg recovered',
      'Recovery cylinder',
      'Technician licence',
    ]),
    ...register.entries.map((entry) =>
      csvRow([
        entry.date,
        entry.job,
        entry.sitePostcode,
        entry.refrigerant,
        entry.kgCharged.toFixed(3),
        entry.kgRecovered.toFixed(3),
        entry.cylinder,
        entry.technicianLicence,
      ]),
    ),
    csvRow([
      `Total ${register.quarter}`,
      '',
      '',
      '',
      register.totals.kgCharged.toFixed(3),
      register.totals.kgRecovered.toFixed(3),
      '',
      '',
    ]),
  ].join('');
}
