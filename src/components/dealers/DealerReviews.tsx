import { type DealerReviewsView, reviewRemovalReasons } from '../../lib/dealer-page';
import { StarRating } from '../ui/StarRating';
import styles from './DealerProfile.module.css';

export interface DealerReviewsProps {
  dealer: string;
  reviews: DealerReviewsView;
}

/** The summary, the rules reviews are held to, the removals by reason, then every review, newest first. */
export function DealerReviews({ dealer, reviews }: DealerReviewsProps) {
  const removedTotal = reviews.removed.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section aria-labelledby="reviews-title" className={styles.block}>
      <h2 id="reviews-title">
        Reviews <span className={styles.count}>({reviews.count})</span>
      </h2>
      <div className={styles.reviewsTop}>
        <div>
          {reviews.average === null ? (
            <p>No owner has reviewed {dealer} yet.</p>
          ) : (
            <p className={styles.average}>
              <StarRating value={reviews.average} max={5} label="Average rating" precision="tenth" />{' '}
              <span>
                from {reviews.count} {reviews.count === 1 ? 'review' : 'reviews'}
              </span>
            </p>
          )}
          <table className={styles.distribution}>
            <caption className="visually-hidden">Reviews by stars</caption>
            <tbody>
              {reviews.distribution.map((count, index) => {
                const stars = 5 - index;
                const share = reviews.count ? Math.round((count / reviews.count) * 100) : 0;
                return (
                  <tr key={stars}>
                    <th scope="row">{stars === 1 ? '1 star' : `${stars} stars`}</th>
                    <td className={styles.bar}>
                      <span style={{ inlineSize: `${share}%` }} />
                    </td>
                    <td>{count}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.rules}>
          <h3>How these reviews are collected</h3>
          <ul>
            <li>
              Only owners we invite can write one: seven days after they confirm an installation, or after a
              service visit is done, one invitation per job.
            </li>
            <li>One star and five stars go through the same invitation and appear the same way.</li>
            <li>Nothing is offered for a review. The dealer may reply once, in public.</li>
            <li>
              Reviews play no part in which dealer receives a quote request: requests go to the nearest dealer
              with room to take them.
            </li>
            <li>
              We remove a review only for abuse, someone’s personal details, or not being about the job, and
              count it here.
            </li>
          </ul>
          <p>
            {removedTotal === 0
              ? 'No review of this dealer has been removed.'
              : `Removed: ${reviews.removed
                  .map((entry) => `${entry.count} (${reviewRemovalReasons[entry.reason].toLowerCase()})`)
                  .join(', ')}.`}
          </p>
        </div>
      </div>
      {reviews.reviews.length ? (
        <ol className={styles.reviewList}>
          {reviews.reviews.map((review) => (
            <li key={review.id}>
              <article aria-labelledby={`review-${review.id}`} className={styles.review}>
                <h3 id={`review-${review.id}`} className={styles.reviewHead}>
                  <StarRating value={review.rating} max={5} label="Rating" />
                  <span className={styles.job}>{review.job}</span>
                </h3>
                <p className={styles.written}>
                  Written <time dateTime={review.writtenIso}>{review.written}</time>
                </p>
                <p className={styles.body}>{review.body}</p>
                {review.photos.length ? (
                  <ul className={styles.photos} aria-label="The owner’s photos">
                    {review.photos.map((photo, index) => (
                      <li key={photo}>
                        <a href={`/api/reviews/photos/${photo}`}>
                          <img
                            src={`/api/reviews/photos/${photo}`}
                            alt={`Taken by the owner, ${index + 1} of ${review.photos.length}`}
                            width={120}
                            height={90}
                            loading="lazy"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {review.reply ? (
                  <div className={styles.reply}>
                    <p className={styles.replyHead}>
                      {dealer} replied, {review.reply.written}
                    </p>
                    <p className={styles.body}>{review.reply.body}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
