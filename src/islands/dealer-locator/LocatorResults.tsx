import { useEffect, useRef, useState } from 'react';
import { DealerCard } from '../../components/dealers/DealerCard';
import { DealerList } from '../../components/dealers/DealerList';
import { Button } from '../../components/ui/Button';
import type { DealerMatch } from '../../lib/dealer-locator';
import { RESULTS_PAGE } from '../../lib/dealer-locator';
import { dealerStatusLine, timeZoneByState } from '../../lib/opening-hours';
import type { DealerEntry } from '../../schemas/dealer';
import styles from './DealerLocator.module.css';

export interface LocatorResultsProps {
  /** Every matching dealer, nearest first. */
  matches: readonly DealerMatch<DealerEntry>[];
  /** How many to show. */
  shown: number;
  /** Prefix of the dealers' heading ids. */
  headingPrefix: string;
  onShowMore: () => void;
}

/** The current time, moved on every minute so open-now lines stay true while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The nearest dealers with distance and open-now status, and a button for more. */
export function LocatorResults({ matches, shown, headingPrefix, onShowMore }: LocatorResultsProps) {
  const now = useMinuteClock();
  const visitorOffset = -now.getTimezoneOffset();
  const more = Math.min(RESULTS_PAGE, matches.length - shown);
  // After "show more", focus moves to the first new dealer (the button may be gone).
  const list = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null || firstNew.current >= shown) return;
    list.current?.querySelectorAll<HTMLElement>('article')[firstNew.current]?.focus();
    firstNew.current = null;
  }, [shown]);
  return (
    <div ref={list} className={styles.results}>
      <DealerList ordered label="Nearest dealers">
        {matches.slice(0, shown).map(({ dealer, distanceKm }) => {
          const openNow = dealerStatusLine(
            dealer.hours,
            timeZoneByState[dealer.address.state],
            now,
            visitorOffset,
          );
          return (
            <li key={dealer.id}>
              <DealerCard
                dealer={dealer}
                headingId={`${headingPrefix}-${dealer.id}`}
                distanceKm={distanceKm}
                openNow={openNow}
                directions
                focusable
              />
            </li>
          );
        })}
      </DealerList>
      {more > 0 ? (
        <Button
          variant="secondary"
          className={styles.more}
          onClick={() => {
            firstNew.current = shown;
            onShowMore();
          }}
        >
          Show {more} more {more === 1 ? 'dealer' : 'dealers'}
        </Button>
      ) : null}
    </div>
  );
}
