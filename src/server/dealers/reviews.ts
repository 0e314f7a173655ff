/**
 * Dealer reviews as stored (migration 0018_dealer_reviews): invitations for jobs the site saw done,
 * one per job; a review written once through its invitation, whatever its stars; the dealer's one
 * public reply; staff's removal with a published reason. Every instant comes from the injected clock.
 */
import type { Kysely } from 'kysely';
import type {
  DealerRating,
  DealerReviewsView,
  PortalReview,
  ReviewRemovalReasonKey,
} from '#lib/dealer-page.ts';
import { jobLabel, reviewRemovalReasons } from '#lib/dealer-page.ts';
import type { ReviewJobKind } from '../db/review-tables.ts';
import type { Database } from '../db/types.ts';

export interface NewReview {
  rating: number;
  body: string;
  photos: readonly { mediaType: string; content: Uint8Array }[];
}

export interface Invitation {
  id: number;
  jobKind: ReviewJobKind;
  jobReference: string;
  dealerId: string;
  jobDoneAt: string;
  usedAt: string | null;
}

export type ReplyRefusal = 'not-found' | 'not-yours' | 'replied' | 'removed';
export type RemoveRefusal = 'not-found' | 'removed';

const monthOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone }).format(new Date(iso));
const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
const isoOf = (value: string) => new Date(value).toISOString();

export function createReviewRepository(db: Kysely<Database>, now: () => Date) {
  const timestamp = () => now().toISOString();
  return {
    ...reviewReads(db),
    async invitation(id: number): Promise<Invitation | null> {
      const row = await db
        .selectFrom('review_invitations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        jobKind: row.job_kind,
        jobReference: row.job_reference,
        dealerId: row.dealer_id,
        jobDoneAt: isoOf(row.job_done_at),
        usedAt: row.used_at,
      };
    },

    /**
     * Stores the review of an invitation not used yet: the invitation is spent and the review stored
     * in one transaction, so two sendings store one review. The stars never change the path.
     */
    async submit(invitationId: number, review: NewReview): Promise<{ ok: true; id: number } | { ok: false }> {
      const at = timestamp();
      return db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('review_invitations')
          .set({ used_at: at })
          .where('id', '=', invitationId)
          .where('used_at', 'is', null)
          .returning(['dealer_id'])
          .executeTakeFirst();
        if (!spent) return { ok: false } as const;
        const stored = await trx
          .insertInto('dealer_reviews')
          .values({
            invitation_id: invitationId,
            dealer_id: spent.dealer_id,
            rating: review.rating,
            body: review.body,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const photo of review.photos) {
          await trx
            .insertInto('review_photos')
            .values({
              review_id: stored.id,
              media_type: photo.mediaType,
              byte_size: photo.content.byteLength,
              content: photo.content,
              created_at: at,
            })
            .execute();
        }
        return { ok: true, id: stored.id } as const;
      });
    },

    /** The dealer's one public reply: only the reviewed dealer, only once, never on a removed review. */
    async reply(
      reviewId: number,
      dealerId: string,
      body: string,
      by: string,
    ): Promise<{ ok: true } | { ok: false; reason: ReplyRefusal }> {
      const row = await db
        .selectFrom('dealer_reviews')
        .select(['dealer_id', 'reply', 'removed_at'])
        .where('id', '=', reviewId)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'not-found' };
      if (row.dealer_id !== dealerId) return { ok: false, reason: 'not-yours' };
      if (row.removed_at) return { ok: false, reason: 'removed' };
      const done = await db
        .updateTable('dealer_reviews')
        .set({ reply: body, replied_by: by, replied_at: timestamp() })
        .where('id', '=', reviewId)
        .where('dealer_id', '=', dealerId)
        .where('reply', 'is', null)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1 ? { ok: true } : { ok: false, reason: 'replied' };
    },

    /** Staff remove a review for one of the published reasons; the page counts it under that reason. */
    async remove(
      reviewId: number,
      reason: ReviewRemovalReasonKey,
      by: string,
    ): Promise<{ ok: true } | { ok: false; reason: RemoveRefusal }> {
      const done = await db
        .updateTable('dealer_reviews')
        .set({ removal_reason: reason, removed_by: by, removed_at: timestamp() })
        .where('id', '=', reviewId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 1) return { ok: true };
      const exists = await db
        .selectFrom('dealer_reviews')
        .select('id')
        .where('id', '=', reviewId)
        .executeTakeFirst();
      return { ok: false, reason: exists ? 'removed' : 'not-found' };
    },

    /** A dealer's reviews for its portal (or staff's), with their ids, reply and removal state. */
    async portalList(dealerId: string | null): Promise<PortalReview[]> {
      const rows = await db
        .selectFrom('dealer_reviews')
        .select(['id', 'dealer_id', 'rating', 'body', 'reply', 'removal_reason', 'created_at'])
        .$if(dealerId !== null, (query) => query.where('dealer_id', '=', dealerId ?? ''))
        .orderBy('created_at', 'desc')
        .limit(200)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        dealerId: row.dealer_id,
        rating: row.rating,
        body: row.body,
        reply: row.reply,
        removalReason: row.removal_reason,
        createdAt: isoOf(row.created_at),
      }));
    },
  };
}

/** What the public pages read: a dealer's reviews, every dealer's rating, a published photo. */
function reviewReads(db: Kysely<Database>) {
  return {
    /** Every standing review of a dealer, newest first, with the summary and the removals by reason. */
    async dealerReviews(dealerId: string, timeZone: string): Promise<DealerReviewsView> {
      const [rows, photos, removed] = await Promise.all([
        db
          .selectFrom('dealer_reviews as r')
          .innerJoin('review_invitations as i', 'i.id', 'r.invitation_id')
          .select([
            'r.id',
            'r.rating',
            'r.body',
            'r.reply',
            'r.replied_at',
            'r.created_at',
            'i.job_kind',
            'i.job_done_at',
          ])
          .where('r.dealer_id', '=', dealerId)
          .where('r.removed_at', 'is', null)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .execute(),
        db
          .selectFrom('review_photos as p')
          .innerJoin('dealer_reviews as r', 'r.id', 'p.review_id')
          .select(['p.id', 'p.review_id'])
          .where('r.dealer_id', '=', dealerId)
          .where('r.removed_at', 'is', null)
          .orderBy('p.id')
          .execute(),
        db
          .selectFrom('dealer_reviews')
          .select((eb) => ['removal_reason', eb.fn.countAll<number | string>().as('count')])
          .where('dealer_id', '=', dealerId)
          .where('removed_at', 'is not', null)
          .groupBy('removal_reason')
          .execute(),
      ]);
      const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
      for (const row of rows) distribution[5 - row.rating] = (distribution[5 - row.rating] ?? 0) + 1;
      const total = rows.reduce((sum, row) => sum + row.rating, 0);
      return {
        count: rows.length,
        average: rows.length ? Math.round((total / rows.length) * 10) / 10 : null,
        distribution,
        reviews: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          body: row.body,
          job: jobLabel(row.job_kind, monthOf(row.job_done_at, timeZone)),
          written: dayOf(row.created_at, timeZone),
          writtenIso: isoOf(row.created_at),
          reply:
            row.reply && row.replied_at
              ? { body: row.reply, written: dayOf(row.replied_at, timeZone) }
              : null,
          photos: photos.filter((photo) => photo.review_id === row.id).map((photo) => photo.id),
        })),
        removed: (Object.keys(reviewRemovalReasons) as ReviewRemovalReasonKey[]).flatMap((reason) => {
          const count = Number(removed.find((row) => row.removal_reason === reason)?.count ?? 0);
          return count ? [{ reason, count }] : [];
        }),
      };
    },

    /** Every dealer's rating (standing reviews only), for the locator. */
    async ratings(): Promise<Record<string, DealerRating>> {
      const rows = await db
        .selectFrom('dealer_reviews')
        .select((eb) => [
          'dealer_id',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.sum<number | string>('rating').as('total'),
        ])
        .where('removed_at', 'is', null)
        .groupBy('dealer_id')
        .execute();
      return Object.fromEntries(
        rows.map((row) => {
          const count = Number(row.count);
          return [row.dealer_id, { count, average: Math.round((Number(row.total) / count) * 10) / 10 }];
        }),
      );
    },

    /** A photo of a standing review, by id. */
    async photo(id: number): Promise<{ mediaType: string; content: Uint8Array } | null> {
      const row = await db
        .selectFrom('review_photos as p')
        .innerJoin('dealer_reviews as r', 'r.id', 'p.review_id')
        .select(['p.media_type', 'p.content'])
        .where('p.id', '=', id)
        .where('r.removed_at', 'is', null)
        .executeTakeFirst();
      return row ? { mediaType: row.media_type, content: row.content } : null;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
