import type { MailPreferencesView } from '#lib/my-home/view.ts';
import { mailTopicsLegend, stopAllLabel } from '#lib/privacy/consent.ts';
import { Button, ButtonLink } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './MyHome.module.css';

export interface MailPreferencesProps {
  view: MailPreferencesView;
}

/** The mails a person can choose, by a signed link: a checkbox each, saved by a plain form post. */
export function MailPreferences({ view }: MailPreferencesProps) {
  if (view.state === 'refused')
    return (
      <div className={`container ${styles.page}`}>
        <h1>Your mail preferences</h1>
        <Callout tone="warning" role="alert">
          <p>
            This link is not complete, has been changed or has expired. Use the link in our latest email, or
            sign in to My home, where every email from us links to your preferences.
          </p>
        </Callout>
        <p>
          <ButtonLink href="/my-home">Sign in to My home</ButtonLink>
        </p>
      </div>
    );
  return (
    <div className={`container ${styles.page}`}>
      <h1>Your mail preferences</h1>
      <p className={styles.who}>For {view.email}</p>
      {view.saved ? (
        <Callout tone="success" role="status">
          <p>
            {view.saved === 'all-off'
              ? 'Done: we will send none of these emails. Emails about something you asked for (a booking, a claim) still come.'
              : 'Saved. Your choices apply from now on.'}
          </p>
        </Callout>
      ) : null}
      <form
        method="post"
        action="/my-home/preferences"
        encType="application/x-www-form-urlencoded"
        data-astro-reload
        className={styles.form}
        aria-label="Mail preferences"
      >
        <input type="hidden" name="a" value={view.a} />
        <input type="hidden" name="token" value={view.token} />
        <fieldset className={styles.topics}>
          <legend>{mailTopicsLegend}</legend>
          {view.topics.map((topic) => (
            <div key={topic.topic} className={styles.topic}>
              <input
                id={`topic-${topic.topic}`}
                type="checkbox"
                name={`topic-${topic.topic}`}
                defaultChecked={topic.subscribed}
                aria-describedby={`topic-${topic.topic}-about`}
              />
              <label htmlFor={`topic-${topic.topic}`}>{topic.label}</label>
              <p id={`topic-${topic.topic}-about`}>{topic.description}</p>
            </div>
          ))}
        </fieldset>
        <p>
          Emails about something you asked for, such as a booking, a claim or a sign-in link, always come:
          they answer you.
        </p>
        <div className={styles.buttons}>
          <Button type="submit" name="action" value="save">
            Save my choices
          </Button>
          <Button type="submit" name="action" value="all-off" variant="secondary">
            {stopAllLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
