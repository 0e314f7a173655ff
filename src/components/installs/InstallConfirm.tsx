import type { InstallConfirmView } from '../../lib/installs/confirm-view';
import { Button, ButtonLink } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './InstallConfirm.module.css';

export interface InstallConfirmProps {
  view: InstallConfirmView;
}

/** The job as installed: day, installer, and each system with its serials. */
function JobFacts({ details }: { details: NonNullable<InstallConfirmView['details']> }) {
  return (
    <dl className={styles.facts}>
      <dt>Installed</dt>
      <dd>{details.day}</dd>
      <dt>By</dt>
      <dd>{details.technician ? `${details.technician}, ${details.dealer}` : details.dealer}</dd>
      <dt>Systems</dt>
      <dd>
        <ul className={styles.systems}>
          {details.systems.map((system) => (
            <li key={system.serials}>
              {system.name} ({system.model}): {system.serials}
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}

/** Confirm, or say what is not right: one form, two buttons, posting back to this page. */
function Answer({ view }: InstallConfirmProps) {
  const errorId = 'install-words-error';
  return (
    <form
      method="post"
      // The link's query stays in the address after the post, so a reload or a bookmark reopens the job.
      action={`/installs/confirm?${new URLSearchParams({ job: view.job, token: view.token })}`}
      encType="application/x-www-form-urlencoded"
      aria-label="Confirm your installation"
    >
      <input type="hidden" name="job" value={view.job} />
      <input type="hidden" name="token" value={view.token} />
      <div className={styles.answer}>
        <p>
          If the systems and serial numbers above match what was installed, confirm it: the warranty of each
          is registered at once, with no invoice to upload.
        </p>
        <div>
          <Button type="submit" name="action" value="confirm" size="lg">
            Confirm my installation
          </Button>
        </div>
      </div>
      <div className={styles.query}>
        <label htmlFor="install-words">
          Something is not right? Tell us what, and our team will look into it.
        </label>
        {view.wordsError ? (
          <p id={errorId} className={styles.error}>
            {view.wordsError}
          </p>
        ) : null}
        <textarea
          id="install-words"
          name="words"
          maxLength={2000}
          defaultValue={view.words ?? ''}
          aria-invalid={view.wordsError ? true : undefined}
          aria-describedby={view.wordsError ? errorId : undefined}
        />
        <div>
          <Button type="submit" name="action" value="query" variant="secondary" formNoValidate>
            Something is not right
          </Button>
        </div>
      </div>
    </form>
  );
}

const headings: Readonly<Record<InstallConfirmView['state'], string>> = {
  invalid: 'This link does not open an installation',
  'not-ready': 'Your installation is booked',
  ready: 'Confirm your installation',
  confirmed: 'Installation confirmed: your warranty is registered',
  queried: 'Thank you: our team will look into it',
};

export function InstallConfirm({ view }: InstallConfirmProps) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{headings[view.state]}</h1>
      {view.state === 'invalid' ? (
        <Callout tone="warning" role="alert">
          <p>
            The link may be incomplete or out of date. Open it again from the latest “Confirm your
            installation” email we sent you, or phone your installer.
          </p>
        </Callout>
      ) : null}
      {view.state === 'not-ready' ? (
        <p>
          When the installer has commissioned the system, we will email you to confirm it. Nothing to do until
          then.
        </p>
      ) : null}
      {view.details && view.state !== 'invalid' && view.state !== 'not-ready' ? (
        <JobFacts details={view.details} />
      ) : null}
      {view.state === 'ready' ? <Answer view={view} /> : null}
      {view.state === 'queried' ? (
        <Callout tone="info" role="status">
          <p>
            We have your message and will contact you. When it is sorted, this page lets you confirm the
            installation.
          </p>
        </Callout>
      ) : null}
      {view.state === 'queried' ? <Answer view={view} /> : null}
      {view.state === 'confirmed' ? (
        <>
          <Callout tone="success" role="status">
            <p>
              Thank you. Each system’s warranty is registered and its certificate is ready; we have emailed
              them to you too.
            </p>
          </Callout>
          <ul className={styles.systems}>
            {(view.registrations ?? []).map((registration) => (
              <li key={registration.reference}>
                {registration.model}, registration {registration.reference}:{' '}
                <ButtonLink href={registration.certificateUrl} variant="secondary">
                  Download the {registration.model} certificate
                </ButtonLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
