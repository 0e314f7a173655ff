import { type FormEvent, useState } from 'react';
import { type PortalReview, type ReviewRemovalReasonKey, reviewRemovalReasons } from '#lib/dealer-page.ts';
import { useAsyncEffect } from '../../use-async-effect';
import { PortalApiError, requestJson } from '../shared/api';
import styles from '../shared/Portal.module.css';
import { usePortalRoles } from '../shared/roles';
import { ReviewSampleForm } from './ReviewSampleForm';

const post = (path: string, body: unknown) =>
  requestJson(path, { method: 'POST', body: JSON.stringify(body) });
const messageOf = (error: unknown) =>
  error instanceof PortalApiError
    ? (error.issues[0]?.message ?? error.message)
    : 'The portal did not answer.';

/** The dealer's one public reply to a review. */
function ReplyForm({ review, onDone }: { review: PortalReview; onDone: () => void }) {
  const [error, setError] = useState('');
  const id = `reply-${review.id}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reply = String(new FormData(event.currentTarget).get('reply') ?? '');
    try {
      await post(`/api/portal/reviews/${review.id}/reply`, { reply });
      onDone();
    } catch (caught) {
      setError(messageOf(caught));
    }
  }
  return (
    <form onSubmit={submit} aria-label={`Reply to review ${review.id}`}>
      <label htmlFor={id}>Your public reply (once; it shows under the review)</label>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <textarea
        id={id}
        name="reply"
        rows={3}
        maxLength={1500}
        required
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <div>
        <button type="submit">Publish reply</button>
      </div>
    </form>
  );
}

/** Staff remove a review for one of the published reasons. */
function RemoveForm({ review, onDone }: { review: PortalReview; onDone: () => void }) {
  const [error, setError] = useState('');
  const id = `remove-${review.id}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '') as ReviewRemovalReasonKey;
    try {
      await post(`/api/portal/reviews/${review.id}/remove`, { reason });
      onDone();
    } catch (caught) {
      setError(messageOf(caught));
    }
  }
  return (
    <form onSubmit={submit} aria-label={`Remove review ${review.id}`}>
      <label htmlFor={id}>Remove, for a published reason (counted on the dealer’s page)</label>
      {error ? <p className={styles.error}>{error}</p> : null}
      <select id={id} name="reason" required defaultValue="">
        <option value="" disabled>
          Choose the reason
        </option>
        {Object.entries(reviewRemovalReasons).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      <div>
        <button type="submit">Remove review</button>
      </div>
    </form>
  );
}

/**
 * Reviews (`/portal/reviews`): a dealer's users see their dealer's reviews and reply once to each;
 * staff see every dealer's, remove one only for a published reason and invite a random sample.
 */
export function ReviewsPage() {
  const roles = usePortalRoles();
  const staff = roles?.includes('staff') ?? false;
  return (
    <>
      {staff ? <ReviewSampleForm /> : null}
      <ReviewList />
    </>
  );
}

/** Every review the user may see, newest first, with its reply or removal forms. */
function ReviewList() {
  const roles = usePortalRoles();
  const staff = roles?.includes('staff') ?? false;
  const [reviews, setReviews] = useState<PortalReview[]>();
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (after a reply or a removal) asks again
  useAsyncEffect(
    (isCurrent) => {
      if (!roles) return;
      requestJson<{ reviews: PortalReview[] }>('/api/portal/reviews')
        .then((answer) => isCurrent() && setReviews(answer.reviews))
        .catch((caught: unknown) => isCurrent() && setError(messageOf(caught)));
    },
    [roles, version],
  );
  const refresh = () => setVersion((value) => value + 1);
  if (error) return <p className={styles.error}>{error}</p>;
  if (!reviews) return <p className={styles.muted}>Loading…</p>;
  if (reviews.length === 0)
    return (
      <p className={styles.muted}>No reviews yet. Owners are invited seven days after a confirmed job.</p>
    );
  return (
    <ul className={styles.cardList}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.card}>
          <p>
            <strong>
              {review.rating} of 5 stars
              {staff ? `, ${review.dealerId}` : ''}
            </strong>{' '}
            <span className={styles.muted}>{review.createdAt.slice(0, 10)}</span>
          </p>
          <p>{review.body}</p>
          {review.removalReason ? (
            <p className={styles.muted}>Removed: {reviewRemovalReasons[review.removalReason]}</p>
          ) : null}
          {review.reply ? <p className={styles.muted}>Your reply: {review.reply}</p> : null}
          {!staff && !review.reply && !review.removalReason ? (
            <ReplyForm review={review} onDone={refresh} />
          ) : null}
          {staff && !review.removalReason ? <RemoveForm review={review} onDone={refresh} /> : null}
        </li>
      ))}
    </ul>
  );
}
