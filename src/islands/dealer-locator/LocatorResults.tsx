import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { DealerCard } from '../../components/dealers/DealerCard';
import { DealerList } from '../../components/dealers/DealerList';
import { Button } from '../../components/ui/Button';
import type { DealerMatch } from '../../lib/dealer-locator';
import { dealerQuoteUrl, RESULTS_PAGE, takesQuotes } from '../../lib/dealer-locator';
import { dealerStatusLine, timeZoneByState } from '../../lib/opening-hours';
import type { Place } from '../../lib/postcodes/suburbs';
import type { DealerLocatorSources } from '../../lib/server-only/site-pages';
import type { ProductType } from '../../schemas/common';
import type { DealerEntry } from '../../schemas/dealer';
import styles from './DealerLocator.module.css';

// The map's code and its base map load when results first show, not with the page.
const DealerMap = lazy(() => import('./map/DealerMap'));

export interface LocatorResultsProps {
  /** Every matching dealer, nearest first. */
  matches: readonly DealerMatch<DealerEntry>[];
  /** How many to show. */
  shown: number;
  /** Where the visitor searched from. */
  place: Place;
  /** The product filter, passed on to the quote form. */
  product: ProductType | null;
  /** Prefix of the dealers' heading ids. */
  headingPrefix: string;
  /** Where the map finds its base map. */
  sources: DealerLocatorSources;
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

type Ratings = Readonly<Record<string, { average: number; count: number }>>;

/**
 * Every dealer's rating from its owners' reviews, fetched once when results first show (live
 * figures: the page itself is static). Without it (offline, an error) the cards show none.
 */
function useRatings(): Ratings {
  const [ratings, setRatings] = useState<Ratings>({});
  useEffect(() => {
    let live = true;
    fetch('/api/dealers/ratings')
      .then((response) => (response.ok ? (response.json() as Promise<Ratings>) : {}))
      .then((data) => {
        if (live) setRatings(data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return ratings;
}

/**
 * The nearest dealers on a map and in a numbered list with distance, open-now status and "ask this
 * dealer for a quote", and a button for more.
 */
export function LocatorResults({
  matches,
  shown,
  place,
  product,
  headingPrefix,
  sources,
  onShowMore,
}: LocatorResultsProps) {
  const now = useMinuteClock();
  const ratings = useRatings();
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
  const listed = useMemo(() => matches.slice(0, shown), [matches, shown]);
  const mapDealers = useMemo(
    () =>
      listed.map(({ dealer, distanceKm }) => ({
        id: dealer.id,
        name: dealer.name,
        location: dealer.location,
        distanceKm,
        address: `${dealer.address.street}, ${dealer.address.suburb}`,
        phone: dealer.phone,
        headingId: `${headingPrefix}-${dealer.id}`,
      })),
    [listed, headingPrefix],
  );
  return (
    <div ref={list} className={styles.results}>
      {listed.length > 0 ? (
        <div className={styles.mapColumn}>
          <Suspense fallback={<div className={styles.mapPlaceholder} />}>
            <DealerMap origin={place} dealers={mapDealers} sources={sources} />
          </Suspense>
        </div>
      ) : null}
      <DealerList ordered label="Nearest dealers">
        {listed.map(({ dealer, distanceKm }, index) => {
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
                number={index + 1}
                rating={ratings[dealer.id]}
                quoteHref={
                  takesQuotes(dealer) ? dealerQuoteUrl(dealer.id, place.near || null, product) : undefined
                }
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
