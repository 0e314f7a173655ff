import { dealerTypeLabels, telHref } from '../../lib/dealer-format';
import { directionsUrl, formatDistance } from '../../lib/dealer-locator';
import type { OpenStatus } from '../../lib/opening-hours';
import { productTypeLabels } from '../../lib/product-labels';
import type { DealerEntry } from '../../schemas/dealer';
import { Badge } from '../ui/Badge';
import styles from './DealerCard.module.css';

export interface DealerCardProps {
  dealer: Omit<DealerEntry, 'hours'>;
  /** id of the name heading (the card is labelled by it). */
  headingId: string;
  /** Straight-line distance from the visitor's place, km (locator results). */
  distanceKm?: number;
  /** Open-now line in the dealer's local time, worked out in the browser (locator results). */
  openNow?: { status: OpenStatus; text: string };
  /** A directions link to the street address (locator results). */
  directions?: boolean;
  /** Can take focus from script (tabindex -1), e.g. the first of the dealers "show more" adds. */
  focusable?: boolean;
  /** Its number on the map (locator results), shown before the name. */
  number?: number;
  /** The quote form with this dealer asked for (locator results, dealers that take quotes). */
  quoteHref?: string;
  /** Its owners' reviews (locator results, once fetched): average stars and how many. */
  rating?: { average: number; count: number };
}

const statusTone = (status: OpenStatus) =>
  status.state === 'open' ? (status.closingSoon ? 'warning' : 'success') : 'neutral';

/** A dealer: name, what it does, address, tap-to-call phone, email, hours and products sold. */
export function DealerCard({
  dealer,
  headingId,
  distanceKm,
  openNow,
  directions = false,
  focusable = false,
  number,
  quoteHref,
  rating,
}: DealerCardProps) {
  const { street, suburb, state, postcode } = dealer.address;
  return (
    <article aria-labelledby={headingId} className={styles.card} tabIndex={focusable ? -1 : undefined}>
      <div className={styles.head}>
        {/* The list is ordered, so the number is for the eye: it matches the map's marker. */}
        {number === undefined ? null : (
          <span className={styles.number} aria-hidden="true">
            {number}
          </span>
        )}
        <h3 id={headingId} className={styles.name}>
          <a href={`/dealers/${dealer.id}`} className={styles.nameLink}>
            {dealer.name}
          </a>
        </h3>
        {distanceKm === undefined ? null : (
          <p className={styles.distance}>
            {formatDistance(distanceKm)}
            <span className="visually-hidden"> away</span>
          </p>
        )}
      </div>
      {rating ? (
        <p className={styles.rating}>
          <a href={`/dealers/${dealer.id}#reviews-title`}>
            {rating.average.toFixed(1)} out of 5 from {rating.count}{' '}
            {rating.count === 1 ? 'review' : 'reviews'}
            <span className="visually-hidden"> of {dealer.name}</span>
          </a>
        </p>
      ) : null}
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
          <dd>
            {dealer.openingHours}
            {openNow ? (
              <>
                <br />
                <Badge tone={statusTone(openNow.status)}>{openNow.text}</Badge>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Products</dt>
          <dd>{dealer.productTypes.map((type) => productTypeLabels[type]).join(', ')}</dd>
        </div>
      </dl>
      {directions || quoteHref ? (
        <p className={styles.actions}>
          {quoteHref ? (
            <a href={quoteHref} className={styles.quote}>
              Ask this dealer for a quote<span className="visually-hidden"> from {dealer.name}</span>
            </a>
          ) : null}
          {directions ? (
            <a href={directionsUrl(dealer.address)} className={styles.directions}>
              Directions<span className="visually-hidden"> to {dealer.name}</span>
            </a>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
