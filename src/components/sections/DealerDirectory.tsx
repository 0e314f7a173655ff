import { australianStateNames as stateNames } from '../../lib/value-lists';
import type { AustralianState } from '../../schemas/common';
import type { DealerEntry } from '../../schemas/dealer';
import { DealerCard } from '../dealers/DealerCard';
import { DealerList } from '../dealers/DealerList';
import { Section } from '../ui/Section';
import styles from './DealerDirectory.module.css';

export interface DealerDirectoryProps {
  groups: readonly { state: AustralianState; dealers: readonly DealerEntry[] }[];
}

/**
 * Every dealer, one disclosure per state (closed, so the page ends after the search's results; a
 * link to a dealer's card opens its state). Works without JavaScript.
 */
export function DealerDirectory({ groups }: DealerDirectoryProps) {
  return (
    <Section
      id="dealers"
      title="Dealers by state"
      intro="Every Cirrus dealer, by state and territory. Open one to see its dealers."
      tone="muted"
    >
      <div className={styles.states}>
        {groups.map((group) => (
          <details key={group.state} id={group.state.toLowerCase()} className={styles.state}>
            <summary className={styles.summary}>
              {stateNames[group.state]}{' '}
              <span className={styles.count}>
                ({group.dealers.length} {group.dealers.length === 1 ? 'dealer' : 'dealers'})
              </span>
            </summary>
            <div className={styles.dealers}>
              <DealerList>
                {group.dealers.map((dealer) => (
                  <li key={dealer.id}>
                    <DealerCard dealer={dealer} headingId={`dealer-${dealer.id}`} />
                  </li>
                ))}
              </DealerList>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
