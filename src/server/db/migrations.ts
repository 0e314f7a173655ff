/**
 * Versioned schema migrations, kept in code (TypeScript modules: nothing else to ship) and run by
 * Kysely's Migrator at start-up: one file per feature in ./migrations/, named by its version and
 * listed below in the order they apply. Append new versions; never rename, reorder or edit one that
 * has shipped (databases in use record them as applied by name; tests/server/migrations.test.ts).
 */
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Logger } from '../log.ts';
import { leads } from './migrations/0001_leads.ts';
import { dealerRouting } from './migrations/0002_dealer_routing.ts';
import { rateLimits } from './migrations/0003_rate_limits.ts';
import { closedLeadsIndex } from './migrations/0004_closed_leads_index.ts';
import { warranty } from './migrations/0005_warranty.ts';
import { promotionClaims } from './migrations/0006_promotion_claims.ts';
import { outboxHtml } from './migrations/0007_outbox_html.ts';
import { serviceRequests } from './migrations/0008_service_requests.ts';
import { claimSecondApproval } from './migrations/0009_claim_second_approval.ts';
import { serviceBooking } from './migrations/0010_service_booking.ts';
import { paymentRuns } from './migrations/0011_payment_runs.ts';
import { serviceOwnerLinkVersion } from './migrations/0012_service_owner_link_version.ts';
import { serviceOwnerCancel } from './migrations/0013_service_owner_cancel.ts';
import { installJobs } from './migrations/0014_install_jobs.ts';
import { installConflicts } from './migrations/0015_install_conflicts.ts';
import { ownerSessions } from './migrations/0016_owner_sessions.ts';
import { mailPreferences } from './migrations/0017_mail_preferences.ts';
import { dealerReviews } from './migrations/0018_dealer_reviews.ts';
import { homeTransfers } from './migrations/0019_home_transfers.ts';
import { privacyRequests } from './migrations/0020_privacy_requests.ts';
import { consentRecords } from './migrations/0021_consent_records.ts';
import { type AnyDb, type DialectName, type MigrationKit, migrationKit } from './migrations/kit.ts';

export type { DialectName } from './migrations/kit.ts';

/** Every migration, in the order it applies, by the name the database records it under. */
const versions: readonly (readonly [name: string, migration: (kit: MigrationKit) => Migration])[] = [
  ['0001_leads', leads],
  ['0002_dealer_routing', dealerRouting],
  ['0003_rate_limits', rateLimits],
  ['0004_closed_leads_index', closedLeadsIndex],
  ['0005_warranty', warranty],
  ['0006_promotion_claims', promotionClaims],
  ['0007_outbox_html', outboxHtml],
  ['0008_service_requests', serviceRequests],
  ['0009_claim_second_approval', claimSecondApproval],
  ['0010_service_booking', serviceBooking],
  ['0011_payment_runs', paymentRuns],
  ['0012_service_owner_link_version', serviceOwnerLinkVersion],
  ['0013_service_owner_cancel', serviceOwnerCancel],
  ['0014_install_jobs', installJobs],
  ['0015_install_conflicts', installConflicts],
  ['0016_owner_sessions', ownerSessions],
  ['0017_mail_preferences', mailPreferences],
  ['0018_dealer_reviews', dealerReviews],
  ['0019_home_transfers', homeTransfers],
  ['0020_privacy_requests', privacyRequests],
  ['0021_consent_records', consentRecords],
];

/** Every migration by name; names sort in the order they apply. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  const kit = migrationKit(dialect);
  return Object.fromEntries(versions.map(([name, migration]) => [name, migration(kit)]));
}

/** Brings the schema to the latest version; throws (stopping start-up) when a migration fails. */
export async function migrateToLatest(db: AnyDb, dialect: DialectName, logger?: Logger): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const fields = { migration: result.migrationName, status: result.status };
    if (result.status === 'Error') logger?.error('migration failed', fields);
    else logger?.info('migration applied', fields);
  }
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
