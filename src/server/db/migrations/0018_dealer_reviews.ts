import type { Migration } from 'kysely/migration';
import type { AnyDb, MigrationKit } from './kit.ts';

/**
 * Dealer reviews (issue 56): a review exists only through an invitation, and an invitation only for
 * a job the site saw done (an installation its owner confirmed, a service visit its agent marked
 * done), one per job (unique on the job's kind and reference). A review is its invitation's, once
 * (unique on the invitation). The dealer's one public reply and staff's removal with its published
 * reason live on the review's row, so the page counts removals by reason from the same table.
 */
export function dealerReviews({ instant, bytes, id }: MigrationKit): Migration {
  return {
    async up(db: AnyDb) {
      await id(db, 'review_invitations')
        .addColumn('job_kind', 'varchar(16)', (column) => column.notNull())
        .addColumn('job_reference', 'varchar(20)', (column) => column.notNull())
        .addColumn('dealer_id', 'varchar(80)', (column) => column.notNull())
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('job_done_at', instant, (column) => column.notNull())
        .addColumn('source', 'varchar(16)', (column) => column.notNull())
        .addColumn('used_at', instant)
        .addColumn('created_at', instant, (column) => column.notNull())
        .addUniqueConstraint('review_invitations_job', ['job_kind', 'job_reference'])
        .execute();
      await id(db, 'dealer_reviews')
        .addColumn('invitation_id', 'integer', (column) =>
          column.notNull().unique().references('review_invitations.id'),
        )
        .addColumn('dealer_id', 'varchar(80)', (column) => column.notNull())
        .addColumn('rating', 'integer', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('reply', 'text')
        .addColumn('replied_by', 'varchar(200)')
        .addColumn('replied_at', instant)
        .addColumn('removal_reason', 'varchar(32)')
        .addColumn('removed_by', 'varchar(200)')
        .addColumn('removed_at', instant)
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('dealer_reviews_dealer')
        .on('dealer_reviews')
        .columns(['dealer_id', 'created_at'])
        .execute();
      await id(db, 'review_photos')
        .addColumn('review_id', 'integer', (column) => column.notNull().references('dealer_reviews.id'))
        .addColumn('media_type', 'varchar(40)', (column) => column.notNull())
        .addColumn('byte_size', 'integer', (column) => column.notNull())
        .addColumn('content', bytes, (column) => column.notNull())
        .addColumn('created_at', instant, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('review_photos_review').on('review_photos').column('review_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('review_photos').ifExists().execute();
      await db.schema.dropTable('dealer_reviews').ifExists().execute();
      await db.schema.dropTable('review_invitations').ifExists().execute();
    },
  };
}
