import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Payouts: who gave a claim its first approval (a claim above its promotion's threshold needs a
 * second, from someone else), and when an approved claim went into a payment file (each claim's
 * bank details go into one file only).
 */
export function claimSecondApproval({ instant }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      for (const [name, type] of [
        ['first_approved_by', 'varchar(200)'],
        ['first_approver_sub', 'varchar(200)'],
        ['first_approved_at', instant],
        ['exported_at', instant],
        ['exported_by', 'varchar(200)'],
      ] as const) {
        await db.schema.alterTable('promotion_claims').addColumn(name, type).execute();
      }
      // Claims approved before now were in every payment file so far (it listed all approved
      // claims): counted as exported, so the first run after this does not pay them again.
      await sql`update promotion_claims set exported_at = updated_at, exported_by = ${'before payment runs were recorded'} where status = 'approved'`.execute(
        db,
      );
    },
    async down(db: AnyDb) {
      for (const name of [
        'first_approved_by',
        'first_approver_sub',
        'first_approved_at',
        'exported_at',
        'exported_by',
      ]) {
        await db.schema.alterTable('promotion_claims').dropColumn(name).execute();
      }
    },
  };
}
