/**
 * The privacy request page (/privacy/request), server-rendered, no island: the form (access,
 * correction, deletion, a person's review of a decision), then "check your email", the mailed
 * link's one "Confirm my request" button, and the confirmation with the date the answer is due.
 * Forms post with a full load, so everything works without JavaScript.
 */
import { longDate } from '#lib/australian-dates.ts';
import {
  type PrivacyRequestView,
  privacyRequestKinds,
  privacyRequestLabels,
  reviewableDecisions,
} from '#lib/privacy/requests.ts';
import { Button } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './PrivacyRequest.module.css';

export interface PrivacyRequestProps {
  view: PrivacyRequestView;
}

const headings: Readonly<Record<PrivacyRequestView['state'], string>> = {
  form: 'Make a privacy request',
  sent: 'Check your email',
  limited: 'Please wait a little',
  confirm: 'Confirm your privacy request',
  confirmed: 'Your request is confirmed',
  'link-refused': 'This link does not confirm a request',
};

const refusals = {
  invalid:
    'This link is not complete or has been changed. Copy the whole link from the email, or make the request again.',
  expired: 'This link has expired: links work for 48 hours. Please make the request again.',
  confirmed: 'This request is already confirmed. We will email you our answer.',
} as const;

function RequestForm({ view }: { view: Extract<PrivacyRequestView, { state: 'form' }> }) {
  const { values, errors = {} } = view;
  const describedBy = (field: keyof typeof errors) => (errors[field] ? `${field}-error` : undefined);
  return (
    <form
      method="post"
      action="/privacy/request"
      encType="application/x-www-form-urlencoded"
      data-astro-reload
      className={styles.form}
      noValidate
    >
      <input type="hidden" name="action" value="request" />
      {errors.form ? (
        <Callout tone="warning" role="alert">
          <p>{errors.form}</p>
        </Callout>
      ) : null}
      <fieldset className={styles.kinds} aria-describedby={describedBy('kind')}>
        <legend>What would you like?</legend>
        {errors.kind ? (
          <p id="kind-error" className={styles.error}>
            {errors.kind}
          </p>
        ) : null}
        {privacyRequestKinds.map((kind) => (
          <label key={kind}>
            <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} required />
            {privacyRequestLabels[kind]}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="privacy-email">Your email address</label>
        <p className={styles.hint} id="privacy-email-hint">
          The address you gave us. We email a link to it, to make sure it is yours.
        </p>
        {errors.email ? (
          <p id="email-error" className={styles.error}>
            {errors.email}
          </p>
        ) : null}
        <input
          id="privacy-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email ?? ''}
          aria-describedby={['privacy-email-hint', describedBy('email')].filter(Boolean).join(' ')}
          aria-invalid={errors.email ? true : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="privacy-decision">Which decision should a person review? (for a review)</label>
        {errors.decision ? (
          <p id="decision-error" className={styles.error}>
            {errors.decision}
          </p>
        ) : null}
        <select
          id="privacy-decision"
          name="decision"
          defaultValue={values.decision ?? ''}
          aria-describedby={describedBy('decision')}
          aria-invalid={errors.decision ? true : undefined}
        >
          <option value="">Not a review</option>
          {reviewableDecisions.map((decision) => (
            <option key={decision.id} value={decision.id}>
              {decision.title}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="privacy-details">Tell us more</label>
        <p className={styles.hint} id="privacy-details-hint">
          What to correct and how, what to delete, or the reference (CC-…) of the request a decision was
          about.
        </p>
        {errors.details ? (
          <p id="details-error" className={styles.error}>
            {errors.details}
          </p>
        ) : null}
        <textarea
          id="privacy-details"
          name="details"
          rows={5}
          maxLength={2000}
          defaultValue={values.details ?? ''}
          aria-describedby={['privacy-details-hint', describedBy('details')].filter(Boolean).join(' ')}
          aria-invalid={errors.details ? true : undefined}
        />
      </div>
      <p>
        <Button type="submit">Send my request</Button>
      </p>
    </form>
  );
}

export function PrivacyRequest({ view }: PrivacyRequestProps) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{headings[view.state]}</h1>
      {view.state === 'form' ? (
        <>
          <p>
            Ask for a copy of the personal information we hold for your email address, its correction or
            deletion, or for a person to review a decision our systems made. We answer within 30 days of you
            confirming the request, at no cost. Our <a href="/privacy-policy">privacy policy</a> explains what
            we hold and why.
          </p>
          <RequestForm view={view} />
        </>
      ) : null}
      {view.state === 'sent' ? (
        <Callout tone="info" role="status">
          <p>
            {`We have emailed a link to ${view.email}. Open it within 48 hours to confirm the request is yours: our 30 days to answer start then. Nothing there? Check your junk folder.`}
          </p>
        </Callout>
      ) : null}
      {view.state === 'limited' ? (
        <Callout tone="warning" role="alert">
          <p>
            We have had a lot of requests from this connection. Please try again in about {view.retryMinutes}{' '}
            {view.retryMinutes === 1 ? 'minute' : 'minutes'}, or email privacy@cirrusclimate.com.au.
          </p>
        </Callout>
      ) : null}
      {view.state === 'confirm' ? (
        <form
          method="post"
          action="/privacy/request"
          encType="application/x-www-form-urlencoded"
          data-astro-reload
          className={styles.form}
        >
          <p>Request {view.reference}. Press the button to confirm the request is yours.</p>
          <input type="hidden" name="reference" value={view.reference} />
          <input type="hidden" name="token" value={view.token} />
          <p>
            <Button type="submit" name="action" value="confirm">
              Confirm my request
            </Button>
          </p>
        </form>
      ) : null}
      {view.state === 'confirmed' ? (
        <Callout tone="success" role="status">
          <p>
            {`Thank you. Request ${view.reference} is with our privacy team. We will email you our answer by ${longDate(view.dueAt)}.`}
          </p>
        </Callout>
      ) : null}
      {view.state === 'link-refused' ? (
        <>
          <Callout tone="warning" role="alert">
            <p>{refusals[view.reason]}</p>
          </Callout>
          <p>
            <a href="/privacy/request">Make a privacy request</a>
          </p>
        </>
      ) : null}
    </div>
  );
}
