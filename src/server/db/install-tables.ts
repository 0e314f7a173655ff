/**
 * Table shapes of the installation jobs (src/server/installs), apart from ./types.ts, which gathers
 * every table into the Database Kysely reads.
 */
import type { Generated } from 'kysely';

/** Where an installation job stands: booked, commissioned on site, confirmed (or queried) by the owner. */
export type InstallJobStatus = 'booked' | 'commissioned' | 'confirmed' | 'queried';

/** A won quote's installation job (one per lead), its dealer's only (src/server/installs). */
export interface InstallJobsTable {
  id: Generated<number>;
  /** The job's own reference, e.g. CJ-7K3M9Q: what the technician's and the owner's links name. */
  reference: string;
  /** The won quote or installer request it installs. */
  lead_id: number;
  /** The directory dealer doing the install: the lead's dealer when the job was booked. */
  dealer_id: string;
  /** The day booked (YYYY-MM-DD, the site's local day). */
  booked_for: string;
  /** The units to install, JSON (src/server/installs/records.ts `jobUnitsSchema`). */
  units: string;
  status: InstallJobStatus;
  /** The commissioning record, JSON (`commissioningRecordSchema`); null until commissioned. */
  record: string | null;
  /** Results outside the installation manual, JSON `[{ check, says }]`; null until commissioned. */
  flags: string | null;
  /** The idempotency key the commissioning was sent under: sent twice, stored once. */
  commission_key: string | null;
  commissioned_at: string | null;
  confirmed_at: string | null;
  /** The owner's words when they said something is not right; for staff. */
  owner_issue: string | null;
  created_at: string;
  updated_at: string;
}

/** A photo taken while commissioning: when, and where when the technician allowed it. */
export interface InstallPhotosTable {
  id: Generated<number>;
  job_id: number;
  /** Which of the schemes' photos it is (`installPhotoKinds`). */
  kind: string;
  media_type: string;
  byte_size: number;
  /** SHA-256 of the content, hex: the evidence pack's manifest lists it. */
  sha256: string;
  content: Uint8Array;
  /** When the photo was taken, as the device said at that moment (never from the file). */
  taken_at: string;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
}

/** A serial a job commissioned: once across jobs, so a duplicate is refused and reaches staff. */
export interface InstallSerialsTable {
  serial: string;
  job_id: number;
  unit: 'indoor' | 'outdoor';
}

/**
 * A commissioning refused for a serial already commissioned on another job or registered by
 * someone else: what staff's conflicts list shows (the refusal stores nothing else of the record).
 */
export interface InstallConflictsTable {
  id: Generated<number>;
  job_id: number;
  serial: string;
  created_at: string;
}
