import type { PinGroup } from '#lib/dealer-map/clusters.ts';
import styles from './DealerMap.module.css';

export interface MapPinsProps {
  groups: readonly PinGroup[];
  /** Dealer names in list order (pin n is the list's item n + 1). */
  names: readonly string[];
  /** The dealer shown in the callout, by list index. */
  selected: number | null;
  /** Whether the view can come closer (a cluster zooms in; at the closest zoom it lists its dealers). */
  canZoom: boolean;
  onPin: (index: number) => void;
  onCluster: (group: PinGroup) => void;
}

const joinNumbers = (numbers: readonly number[]) =>
  numbers.length < 2 ? String(numbers[0]) : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;

/**
 * The dealers' pins over the map, as buttons in list order so Tab follows the list: a dealer's pin
 * shows its number and selects it; a cluster's shows how many it holds and zooms in (or, at the
 * closest zoom, lists them).
 */
export function MapPins({ groups, names, selected, canZoom, onPin, onCluster }: MapPinsProps) {
  return (
    <ul className={styles.pins} aria-label="Dealers on the map">
      {groups.map((group) => {
        const style = { left: `${group.x}px`, top: `${group.y}px` };
        const [only] = group.members;
        if (group.members.length === 1 && only !== undefined) {
          return (
            <li key={only} className={styles.pinItem} style={style}>
              <button
                type="button"
                className={styles.pin}
                aria-label={`${only + 1}: ${names[only]}`}
                aria-pressed={selected === only}
                data-members={only}
                onClick={() => onPin(only)}
              >
                {only + 1}
              </button>
            </li>
          );
        }
        const numbers = joinNumbers(group.members.map((index) => index + 1));
        return (
          <li key={group.members.join('-')} className={styles.pinItem} style={style}>
            <button
              type="button"
              className={styles.cluster}
              aria-label={`${group.members.length} dealers, ${numbers}: ${canZoom ? 'zoom in' : 'list them'}`}
              data-members={group.members.join(' ')}
              onClick={() => onCluster(group)}
            >
              {group.members.length}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
