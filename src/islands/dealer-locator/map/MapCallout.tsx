import { telHref } from '#lib/dealer-format.ts';
import { formatDistance } from '#lib/dealer-locator.ts';
import type { Coordinates } from '#schemas/dealer.ts';
import styles from './DealerMap.module.css';

/** What the map knows of a listed dealer. */
export interface MapDealer {
  id: string;
  name: string;
  location: Coordinates;
  /** Straight-line distance from the place searched, km. */
  distanceKm: number;
  /** Street address on one line. */
  address: string;
  phone: string;
  /** id of the dealer's heading in the list. */
  headingId: string;
}

export interface MapCalloutProps {
  dealers: readonly MapDealer[];
  /** The dealer a pin selected, by list index. */
  selected: number | null;
  /** A cluster's dealers at the closest zoom, by list index. */
  listed: readonly number[] | null;
  onSelect: (index: number) => void;
  onClose: () => void;
}

/** Focuses the dealer's card in the list (cards take focus from script). */
function showInList(headingId: string) {
  const card = document.getElementById(headingId)?.closest<HTMLElement>('article');
  card?.focus();
  card?.scrollIntoView({ block: 'center' });
}

/**
 * The panel a pin opens over the map: the dealer's name, distance, address and phone, and a way to
 * its card in the list; or, for a cluster that cannot come apart (one postcode), its dealers to pick.
 */
export function MapCallout({ dealers, selected, listed, onSelect, onClose }: MapCalloutProps) {
  const dealer = selected === null ? undefined : dealers[selected];
  if (!dealer && !listed) return null;
  return (
    <section
      className={styles.callout}
      aria-label={dealer ? `Dealer ${(selected ?? 0) + 1}` : 'Dealers here'}
    >
      <button type="button" className={styles.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Close</span>
      </button>
      {dealer ? (
        <>
          <p className={styles.calloutName}>
            {(selected ?? 0) + 1}. {dealer.name}
          </p>
          <p>
            {formatDistance(dealer.distanceKm)} away · {dealer.address}
          </p>
          <p>
            <a href={telHref(dealer.phone)}>{dealer.phone}</a>
            {' · '}
            <a
              href={`#${dealer.headingId}`}
              onClick={(event) => {
                event.preventDefault();
                showInList(dealer.headingId);
              }}
            >
              Details in the list
            </a>
          </p>
        </>
      ) : (
        <ul className={styles.calloutList}>
          {listed?.map((index) => (
            <li key={index}>
              <button type="button" className={styles.linkButton} onClick={() => onSelect(index)}>
                {index + 1}. {dealers[index]?.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
