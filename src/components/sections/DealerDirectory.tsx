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
          <DealerList>
            {group.dealers.map((dealer) => (
              <li key={dealer.id}>
                <DealerCard dealer={dealer} headingId={`dealer-${dealer.id}`} />
              </li>
            ))}
          </DealerList>
        </Section>
      ))}
    </>
  );
}
