import { dealerTypeLabels, stateNames, telHref } from '../../lib/dealer-format';
import { productTypeLabels } from '../../lib/product-labels';
import type { AustralianState } from '../../schemas/common';
import type { DealerEntry } from '../../schemas/dealer';
import { Badge } from '../ui/Badge';
import { Section } from '../ui/Section';
import styles from './DealerDirectory.module.css';

export interface DealerDirectoryProps {
  groups: readonly { state: AustralianState; dealers: readonly DealerEntry[] }[];
}

function Dealer({ dealer }: { dealer: DealerEntry }) {
  const { street, suburb, state, postcode } = dealer.address;
  return (
    <li className={styles.dealer}>
      <article aria-labelledby={`dealer-${dealer.id}`}>
        <h3 id={`dealer-${dealer.id}`} className={styles.name}>
          {dealer.name}
        </h3>
        <ul className={styles.badges} aria-label="Services">
          {dealer.types.map((type) => (
            <li key={type}>
              <Badge tone={type === 'service-agent' ? 'accent' : 'brand'}>{dealerTypeLabels[type]}</Badge>
            </li>
          ))}
        </ul>
        <address className={styles.contact}>
          {street}, {suburb} {state} {postcode}
          <br />
          <a href={telHref(dealer.phone)} className={styles.contactLink}>
            {dealer.phone}
          </a>
          {dealer.email ? (
            <>
              <br />
              <a href={`mailto:${dealer.email}`} className={styles.contactLink}>
                {dealer.email}
              </a>
            </>
          ) : null}
        </address>
        <dl className={styles.details}>
          <div>
            <dt>Hours</dt>
            <dd>{dealer.openingHours}</dd>
          </div>
          <div>
            <dt>Products</dt>
            <dd>{dealer.productTypes.map((type) => productTypeLabels[type]).join(', ')}</dd>
          </div>
        </dl>
      </article>
    </li>
  );
}

/** Every dealer, grouped by state, with a jump list of states. */
export function DealerDirectory({ groups }: DealerDirectoryProps) {
  return (
    <>
      <Section id="dealers" title="Dealers by state" tone="muted">
        <nav aria-label="States and territories">
          <ul className={styles.jump}>
            {groups.map((group) => (
              <li key={group.state}>
                <a href={`#${group.state.toLowerCase()}`} className={styles.jumpLink}>
                  {stateNames[group.state]} ({group.dealers.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
      {groups.map((group) => (
        <Section key={group.state} id={group.state.toLowerCase()} title={stateNames[group.state]}>
          <ul className={styles.list}>
            {group.dealers.map((dealer) => (
              <Dealer key={dealer.id} dealer={dealer} />
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
