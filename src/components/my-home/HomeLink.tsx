import type { HomeLinkView } from '#lib/my-home/view.ts';
import { Button, ButtonLink } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './HomeSections.module.css';

export interface HomeLinkProps {
  view: HomeLinkView;
}

export const homeLinkHeadings: Readonly<Record<HomeLinkView['state'], string>> = {
  accept: 'Accept your new home’s systems',
  accepted: 'The systems are yours',
  refused: 'This link does not work',
  tenant: 'Book a service',
};

const refusals: Readonly<Record<Extract<HomeLinkView, { state: 'refused' }>['reason'], string>> = {
  invalid: 'This link is not complete or has been changed. Open it again from the email.',
  confirmed: 'These systems have already been accepted. Sign in to My home to see them.',
  cancelled: 'The previous owner cancelled this. Ask them to send it again if they meant to.',
  expired: 'This link has expired. Ask the previous owner to send it again from their My home.',
  revoked: 'The owner has stopped this tenant link. Ask them for a new one.',
};

/** A buyer's acceptance (one button that posts) or a tenant's page of one address. */
export function HomeLink({ view }: HomeLinkProps) {
  return (
    <div className={`container ${styles.section}`}>
      <h1>{homeLinkHeadings[view.state]}</h1>
      {view.state === 'accept' ? (
        <form
          method="post"
          action="/my-home/transfer"
          encType="application/x-www-form-urlencoded"
          data-astro-reload
          className={styles.form}
          aria-label="Accept the systems"
        >
          <input type="hidden" name="link" value={view.link} />
          <input type="hidden" name="token" value={view.token} />
          <p>
            The previous owner of {view.label} is passing its Cirrus systems to you ({view.buyer}): their
            warranty, certificates and service history, at no cost. Their own details stay with them.
          </p>
          <div>
            <Button type="submit" size="lg">
              Accept the systems
            </Button>
          </div>
        </form>
      ) : null}
      {view.state === 'accepted' ? (
        <>
          <Callout tone="success" role="status">
            <p>
              Done: the systems, their warranty and their history are now under {view.buyer}. Sign in to My
              home with that address to see them.
            </p>
          </Callout>
          <p>
            <ButtonLink href="/my-home">Go to My home</ButtonLink>
          </p>
        </>
      ) : null}
      {view.state === 'refused' ? (
        <Callout tone="warning" role="alert">
          <p>{refusals[view.reason]}</p>
        </Callout>
      ) : null}
      {view.state === 'tenant' ? (
        <section aria-label={view.label}>
          <p>
            The systems at {view.label}. Book a service for one and the agent contacts you to arrange the
            visit.
          </p>
          {view.units.length === 0 ? <p>There are no systems on this link any more. Ask the owner.</p> : null}
          <ul className={styles.form}>
            {view.units.map((unit) => (
              <li key={unit.key} className={styles.row}>
                <span>
                  {unit.name} ({unit.model})
                </span>
                <ButtonLink href={unit.serviceUrl}>Book a service for the {unit.model}</ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
