import type { HomeAddress, MyHomeView } from '#lib/my-home/view.ts';
import { Button } from '../ui/Button';
import { Callout } from '../ui/Callout';
import { History } from './History';
import { HomeMoves } from './HomeMoves';
import styles from './MyHome.module.css';
import { SafetyNotices } from './SafetyNotices';
import { LinkRefused, SignInConfirm, SignInRequest } from './SignIn';
import { UnitCard } from './UnitCard';

export interface MyHomeProps {
  view: MyHomeView;
}

const headings: Readonly<Record<MyHomeView['state'], string>> = {
  request: 'Sign in to My home',
  sent: 'Check your email',
  limited: 'Please wait a little',
  confirm: 'Sign in to My home',
  'link-refused': 'This link does not sign you in',
  'signed-out': 'You are signed out',
  home: 'My home',
};

/** Each address with its units. */
function Addresses({
  addresses,
  careError,
}: {
  addresses: readonly HomeAddress[];
  careError?: Extract<MyHomeView, { state: 'home' }>['careError'];
}) {
  if (addresses.length === 0)
    return (
      <p>
        We have nothing for this address yet. When your installer commissions a system or you register a
        warranty with this email address, it appears here.
      </p>
    );
  return addresses.map((address) => (
    <section key={address.label} className={styles.address} aria-label={address.label}>
      <h2>{address.label}</h2>
      {address.units.map((unit) => (
        <UnitCard
          key={unit.key}
          unit={unit}
          careError={careError?.unit === unit.key ? careError : undefined}
        />
      ))}
    </section>
  ));
}

/** Sign out on this device, or everywhere. */
function SignOut() {
  return (
    <form
      method="post"
      action="/my-home"
      encType="application/x-www-form-urlencoded"
      // A full load, not the client router: the post sets or ends the session cookie and redirects,
      // and the address bar must leave the used sign-in link behind.
      data-astro-reload
      className={styles.signOut}
      aria-label="Sign out"
    >
      <Button type="submit" name="action" value="sign-out" variant="secondary">
        Sign out
      </Button>
      <Button type="submit" name="action" value="sign-out-everywhere" variant="secondary">
        Sign out everywhere
      </Button>
    </form>
  );
}

/** My home: signing in without a password, then the owner's units by address. */
export function MyHome({ view }: MyHomeProps) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{headings[view.state]}</h1>
      {view.state === 'request' ? <SignInRequest view={view} /> : null}
      {view.state === 'sent' ? (
        <Callout tone="info" role="status">
          <p>
            If we have anything for {view.email}, we have emailed a sign-in link to it. It works once, for 30
            minutes. Nothing there? Check your junk folder, or try the address you gave your installer.
          </p>
        </Callout>
      ) : null}
      {view.state === 'limited' ? (
        <Callout tone="warning" role="alert">
          <p>
            We have sent a lot of sign-in links from this connection. Please try again in about{' '}
            {view.retryMinutes} {view.retryMinutes === 1 ? 'minute' : 'minutes'}.
          </p>
        </Callout>
      ) : null}
      {view.state === 'confirm' ? <SignInConfirm view={view} /> : null}
      {view.state === 'link-refused' ? <LinkRefused reason={view.reason} email={view.email} /> : null}
      {view.state === 'signed-out' ? (
        <>
          <Callout tone="success" role="status">
            <p>
              {view.everywhere
                ? 'You are signed out on every device. To come back, ask for a new sign-in link.'
                : 'You are signed out on this device. To come back, ask for a new sign-in link.'}
            </p>
          </Callout>
          <SignInRequest view={{ state: 'request', email: '' }} />
        </>
      ) : null}
      {view.state === 'home' ? (
        <>
          <p className={styles.who}>Signed in as {view.email}</p>
          {view.careSaved ? (
            <Callout tone="success" role="status">
              <p>{view.careSaved}</p>
            </Callout>
          ) : null}
          <SafetyNotices notices={view.notices} />
          <Addresses addresses={view.addresses} careError={view.careError} />
          <History entries={view.history} />
          <HomeMoves addresses={view.addresses} moves={view.moves} />
          {view.preferencesUrl ? (
            <p>
              Reminders come by email at 8 am on their day. <a href={view.preferencesUrl}>Mail preferences</a>
              : choose which emails you get.
            </p>
          ) : null}
          <SignOut />
        </>
      ) : null}
    </div>
  );
}
