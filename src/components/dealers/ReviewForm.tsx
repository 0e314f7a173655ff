import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, type ReviewFormView } from '../../lib/dealer-page';
import { Button } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './ReviewForm.module.css';

export interface ReviewFormProps {
  view: ReviewFormView;
}

const starWords = ['', 'Very poor', 'Poor', 'All right', 'Good', 'Excellent'];

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** Stars, words and up to three photos, posted back to this page (a full load, with or without JavaScript). */
function Form({ view }: ReviewFormProps) {
  const errors = view.errors ?? {};
  const action = `/reviews/write?${new URLSearchParams({ invitation: view.invitation, token: view.token })}`;
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      data-astro-reload
      className={styles.form}
    >
      {errors.form ? (
        <Callout tone="danger" role="alert">
          <p>{errors.form}</p>
        </Callout>
      ) : Object.keys(errors).length ? (
        <Callout tone="danger" role="alert">
          <p>Please check the fields marked below: nothing has been published yet.</p>
        </Callout>
      ) : null}
      <fieldset
        className={styles.stars}
        aria-invalid={errors.rating ? true : undefined}
        aria-describedby={errors.rating ? 'review-rating-error' : undefined}
      >
        <legend>Your rating</legend>
        <ErrorText id="review-rating-error" message={errors.rating} />
        <div className={styles.starChoices}>
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars} className={styles.star}>
              <input
                type="radio"
                name="rating"
                value={stars}
                required
                defaultChecked={view.values?.rating === String(stars)}
              />
              <span>
                {'★'.repeat(stars)}
                <span className={styles.starText}>
                  {' '}
                  {stars} {stars === 1 ? 'star' : 'stars'}: {starWords[stars]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="review-body">How did the job go?</label>
        <p id="review-body-hint" className={styles.hint}>
          What was done, how it went, and anything another owner should know. Please leave out names, phone
          numbers and addresses.
        </p>
        <ErrorText id="review-body-error" message={errors.body} />
        <textarea
          id="review-body"
          name="body"
          rows={7}
          maxLength={REVIEW_TEXT_MAX}
          required
          defaultValue={view.values?.body ?? ''}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? 'review-body-hint review-body-error' : 'review-body-hint'}
        />
      </div>
      <fieldset className={styles.photos}>
        <legend>Photos (optional, up to {REVIEW_PHOTOS_MAX})</legend>
        <p className={styles.hint}>
          JPEG, PNG or HEIC, up to 10 MB each. They are published with your review.
        </p>
        {Array.from({ length: REVIEW_PHOTOS_MAX }, (_, index) => {
          const name = `photo${index + 1}`;
          return (
            <div key={name} className={styles.photo}>
              <label htmlFor={`review-${name}`}>Photo {index + 1}</label>
              <ErrorText id={`review-${name}-error`} message={errors[name]} />
              <input
                id={`review-${name}`}
                type="file"
                name={name}
                accept="image/jpeg,image/png,image/heic"
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `review-${name}-error` : undefined}
              />
            </div>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit" size="lg">
          Publish my review
        </Button>
      </div>
    </form>
  );
}

const headings: Readonly<Record<ReviewFormView['state'], string>> = {
  invalid: 'This link does not open a review',
  used: 'This invitation has been used',
  form: 'Review your dealer',
  done: 'Thank you: your review is published',
};

export function ReviewForm({ view }: ReviewFormProps) {
  const dealerHref = view.dealer ? `/dealers/${view.dealer.id}` : '/where-to-buy';
  return (
    <div className={`container ${styles.page}`}>
      <h1>{view.state === 'form' && view.dealer ? `Review ${view.dealer.name}` : headings[view.state]}</h1>
      {view.state === 'invalid' ? (
        <Callout tone="warning" role="alert">
          <p>
            The link may be incomplete or out of date. Open it again from the invitation we emailed you: only
            owners we invite after a job can write a review.
          </p>
        </Callout>
      ) : null}
      {view.state === 'used' ? (
        <p>
          Each invitation is for one review, and this one has been written.{' '}
          <a href={dealerHref}>See the dealer’s page</a>.
        </p>
      ) : null}
      {view.state === 'done' ? (
        <Callout tone="success" role="status">
          <p>
            Your review is on <a href={dealerHref}>{view.dealer?.name ?? 'the dealer'}’s page</a> now, under “
            {view.job}”.
          </p>
        </Callout>
      ) : null}
      {view.state === 'form' ? (
        <>
          <p className={styles.job}>{view.job}</p>
          <p>
            Your stars and words are published on the dealer’s page with the job’s kind and month, never your
            name. Every review is published the same way, whatever its stars, and the dealer may reply once.
          </p>
          <Form view={view} />
        </>
      ) : null}
    </div>
  );
}
