import type { HomeAddress, HomeMoves as Moves } from '#lib/my-home/view.ts';
import { Button } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './HomeSections.module.css';

export interface HomeMovesProps {
  addresses: readonly HomeAddress[];
  moves: Moves;
}

/** The address to act on: a choice when there are several, else the one, hidden. */
function AddressField({ addresses, id }: { addresses: readonly HomeAddress[]; id: string }) {
  const [only] = addresses;
  if (addresses.length === 1 && only) return <input type="hidden" name="address" value={only.label} />;
  return (
    <>
      <label htmlFor={id}>Address</label>
      <select id={id} name="address" required>
        {addresses.map((address) => (
          <option key={address.label} value={address.label}>
            {address.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** A plain post back to My home (a full load, as the page's other forms). */
function PostForm({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <form
      method="post"
      action="/my-home"
      encType="application/x-www-form-urlencoded"
      data-astro-reload
      className={styles.form}
      aria-label={label}
    >
      {children}
    </form>
  );
}

/** Selling the house (the units move to the buyer once they accept) and tenants' links. */
export function HomeMoves({ addresses, moves }: HomeMovesProps) {
  if (addresses.length === 0) return null;
  const error = moves.buyerError;
  return (
    <>
      {moves.outcome ? (
        <Callout tone={moves.outcome.tone} role={moves.outcome.tone === 'success' ? 'status' : 'alert'}>
          <p>{moves.outcome.text}</p>
        </Callout>
      ) : null}
      <section aria-labelledby="my-home-selling" className={styles.section}>
        <h2 id="my-home-selling">Selling your home</h2>
        <p>
          Pass your systems, their warranty and their service history to the buyer, free. We email them a
          link; once they accept, the systems show in their My home and no longer in yours.
        </p>
        {moves.sales.map((sale) => (
          <PostForm key={sale.id} label={`Sale of ${sale.label}`}>
            <p>
              Waiting for {sale.buyer} to accept your systems at {sale.label} (their link works until{' '}
              {sale.until}).
            </p>
            <input type="hidden" name="id" value={sale.id} />
            <div>
              <Button type="submit" name="action" value="cancel-sale" variant="secondary">
                Cancel the sale of {sale.label}
              </Button>
            </div>
          </PostForm>
        ))}
        <PostForm label="Pass your systems to the buyer">
          <input type="hidden" name="action" value="sell" />
          <AddressField addresses={addresses} id="my-home-sale-address" />
          <label htmlFor="my-home-buyer">Buyer’s email address</label>
          {error ? (
            <p id="my-home-buyer-error" className={styles.error}>
              {error.message}
            </p>
          ) : null}
          <input
            id="my-home-buyer"
            name="buyer"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={error?.value ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'my-home-buyer-error' : undefined}
          />
          <div>
            <Button type="submit">Email the buyer</Button>
          </div>
        </PostForm>
      </section>
      <section aria-labelledby="my-home-tenants" className={styles.section}>
        <h2 id="my-home-tenants">Tenant links</h2>
        <p>
          Renting a home out? Give your tenant a link that books a service for that address’s systems. It
          shows nothing else of yours, and works until you stop it.
        </p>
        {moves.tenantLinks.map((link) => (
          <PostForm key={link.id} label={`Tenant link for ${link.label}`}>
            <p>
              Tenant link for {link.label}: <span className={styles.link}>{link.url}</span>
            </p>
            <input type="hidden" name="id" value={link.id} />
            <div>
              <Button type="submit" name="action" value="revoke-tenant" variant="secondary">
                Stop the tenant link for {link.label}
              </Button>
            </div>
          </PostForm>
        ))}
        <PostForm label="Make a tenant link">
          <input type="hidden" name="action" value="tenant-link" />
          <AddressField addresses={addresses} id="my-home-tenant-address" />
          <div>
            <Button type="submit" variant="secondary">
              Make a tenant link
            </Button>
          </div>
        </PostForm>
      </section>
    </>
  );
}
