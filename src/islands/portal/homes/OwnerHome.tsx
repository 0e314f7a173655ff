/**
 * Staff only, read-only: what an owner sees in My home, to help them on the phone. Staff type the
 * owner's email address; the portal asks `GET /api/portal/owners/home?email=` (which writes the look
 * on each of the owner's leads) and shows the units by address, with serials and cover, and the
 * history. Nothing here acts for the owner: the history's links open the status pages without the
 * owner's token.
 */
import { type FormEvent, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { StaffHomeView } from '#lib/my-home/view.ts';
import { PortalApiError, requestJson } from '../shared/api';
import styles from '../shared/Portal.module.css';

type Look =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; view: StaffHomeView }
  | { state: 'failed'; message: string };

/** The owner's units by address and their history, as data. */
function HomeView({ view }: { view: StaffHomeView }) {
  return (
    <>
      <p role="status">
        {view.email}: {view.addresses.reduce((sum, address) => sum + address.units.length, 0)} units. This
        look is noted on the owner’s leads.
      </p>
      {view.addresses.map((address) => (
        <section key={address.label} aria-label={address.label}>
          <h2>{address.label}</h2>
          <ul>
            {address.units.map((unit) => (
              <li key={unit.key}>
                <strong>
                  {unit.name} ({unit.model})
                </strong>
                : indoor {unit.indoorSerial}
                {unit.outdoorSerial ? `, outdoor ${unit.outdoorSerial}` : ''}
                {unit.installedOn ? `, installed ${unit.installedOn}` : ''}
                {unit.installedBy ? ` by ${unit.installedBy}` : ''}
                {unit.cover.length > 0
                  ? `. Cover: ${unit.cover.map((line) => `${line.label} until ${line.until}`).join('; ')}`
                  : ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="owner-history">
        <h2 id="owner-history">History</h2>
        {view.history.length === 0 ? <p className={styles.muted}>No service requests or claims.</p> : null}
        <ul>
          {view.history.map((entry) => (
            <li key={entry.reference}>
              {entry.on}: <a href={entry.statusUrl}>{entry.title}</a> ({entry.reference}), {entry.status}
              {entry.visit ? `. Visit: ${entry.visit}` : ''}
              {entry.outcome ? `. ${entry.outcome}` : ''}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function OwnerHome() {
  const [email, setEmail] = useState('');
  const [look, setLook] = useState<Look>({ state: 'idle' });

  async function find(event: FormEvent) {
    event.preventDefault();
    setLook({ state: 'loading' });
    try {
      const view = await requestJson<StaffHomeView>(
        `/api/portal/owners/home?${new URLSearchParams({ email: email.trim() })}`,
      );
      setLook({ state: 'found', view });
    } catch (failure) {
      const message =
        failure instanceof PortalApiError && failure.status === 404
          ? 'We have nothing for that email address.'
          : (failure as Error).message;
      setLook({ state: 'failed', message });
    }
  }

  return (
    <section aria-labelledby="owner-home-heading">
      <h1 id="owner-home-heading">Owner’s home</h1>
      <p className={styles.muted}>
        Read-only: what the owner sees in My home. Each look is noted on their leads.
      </p>
      <form className={styles.filters} onSubmit={find} aria-label="Find an owner’s home">
        <label className={`${styles.field} ${styles.wide}`}>
          Owner’s email address
          <input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <Button type="submit">Show their home</Button>
      </form>
      {look.state === 'loading' ? <p className={styles.muted}>Loading…</p> : null}
      {look.state === 'failed' ? <p role="alert">{look.message}</p> : null}
      {look.state === 'found' ? <HomeView view={look.view} /> : null}
    </section>
  );
}
