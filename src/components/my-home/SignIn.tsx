import { HOME_RECORD_MAIL_LINK_DAYS, HOME_SIGN_IN_LINK_MINUTES } from '#config/retention.ts';
import type { MyHomeView } from '#lib/my-home/view.ts';
import { Button } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './MyHome.module.css';

export interface SignInRequestProps {
  view: Extract<MyHomeView, { state: 'request' }>;
}

/** The address to mail a sign-in link to: one field, no password. */
export function SignInRequest({ view }: SignInRequestProps) {
  const errorId = 'my-home-email-error';
  return (
    <form
      method="post"
      action="/my-home"
      encType="application/x-www-form-urlencoded"
      // A full load, not the client router: the post sets or ends the session cookie and redirects,
      // and the address bar must leave the used sign-in link behind.
      data-astro-reload
      className={styles.form}
      aria-label="Sign in to My home"
    >
      <input type="hidden" name="action" value="request" />
      <p>
        Type the email address you gave us with a warranty registration, an installation, a cashback claim or
        a service request. We will email you a link that signs you in: no password to remember.
      </p>
      <label htmlFor="my-home-email">Email address</label>
      {view.error ? (
        <p id={errorId} className={styles.error}>
          {view.error}
        </p>
      ) : null}
      <input
        id="my-home-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={view.email}
        aria-invalid={view.error ? true : undefined}
        aria-describedby={view.error ? errorId : undefined}
      />
      <div>
        <Button type="submit" size="lg">
          Email me a sign-in link
        </Button>
      </div>
    </form>
  );
}

export interface SignInConfirmProps {
  view: Extract<MyHomeView, { state: 'confirm' }>;
}

/** The link opened: one press signs in (a GET never does, so a mail scanner cannot spend it). */
export function SignInConfirm({ view }: SignInConfirmProps) {
  return (
    <form
      method="post"
      action="/my-home"
      encType="application/x-www-form-urlencoded"
      // A full load, not the client router: the post sets or ends the session cookie and redirects,
      // and the address bar must leave the used sign-in link behind.
      data-astro-reload
      className={styles.form}
      aria-label="Sign in"
    >
      <input type="hidden" name="action" value="sign-in" />
      <input type="hidden" name="link" value={view.link} />
      <input type="hidden" name="token" value={view.token} />
      <p>This device stays signed in for 30 days, or until you sign out.</p>
      <div>
        <Button type="submit" size="lg">
          Sign in to My home
        </Button>
      </div>
    </form>
  );
}

const refusals = {
  invalid:
    'This sign-in link is not complete or has been changed. Open it again from the email, or ask for a new one below.',
  used: 'This sign-in link has already been used: each link signs in once. Ask for a new one below.',
  expired: `This sign-in link has expired: a link we email when you ask works for ${HOME_SIGN_IN_LINK_MINUTES} minutes, one in a confirmation or certificate email for ${HOME_RECORD_MAIL_LINK_DAYS} days. Ask for a new one below.`,
} as const;

/** Why a link did not sign in, and the form to ask for another. */
export function LinkRefused({
  reason,
  email,
}: {
  reason: keyof typeof refusals;
  email?: string | undefined;
}) {
  return (
    <>
      <Callout tone="warning" role="alert">
        <p>{refusals[reason]}</p>
      </Callout>
      <SignInRequest view={{ state: 'request', email: email ?? '' }} />
    </>
  );
}
