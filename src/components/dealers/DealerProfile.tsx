import type { ReactNode } from 'react';
import { dealerTypeLabels, telHref } from '../../lib/dealer-format';
import { directionsUrl } from '../../lib/dealer-locator';
import {
  arcRegister,
  contractorRegisters,
  type DealerMapView,
  type DealerPageView,
  formatMinutes,
  MEASURED_MINIMUM,
  type MeasuredFigures,
} from '../../lib/dealer-page';
import { productTypeLabels } from '../../lib/product-labels';
import type { DealerEntry } from '../../schemas/dealer';
import { Badge } from '../ui/Badge';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import styles from './DealerProfile.module.css';
import { DealerReviews } from './DealerReviews';

export interface DealerProfileProps {
  view: DealerPageView<DealerEntry>;
}

/** What the dealer does, in words: "sells, installs and services". */
function doesText(dealer: DealerEntry): string {
  const verbs = [
    dealer.types.includes('retailer') ? 'sells' : null,
    dealer.types.includes('installer') ? 'installs' : null,
    dealer.types.includes('service-agent') ? 'services' : null,
  ].filter((verb): verb is string => verb !== null);
  return verbs.length > 1 ? `${verbs.slice(0, -1).join(', ')} and ${verbs.at(-1)}` : (verbs[0] ?? '');
}

function StaticMap({ map, dealer }: { map: DealerMapView; dealer: DealerEntry }) {
  return (
    <figure className={styles.map}>
      <svg
        viewBox={map.viewBox}
        role="img"
        aria-label={`Map: ${dealer.name} in ${dealer.address.suburb}, ${dealer.address.state}`}
      >
        <rect x="-1000" y="-1000" width="4000" height="4000" className={styles.sea} />
        <path d={map.outline} className={styles.land} vectorEffect="non-scaling-stroke" />
        <path d={map.borders} className={styles.borders} vectorEffect="non-scaling-stroke" />
        <circle cx={map.x} cy={map.y} r="2.4" className={styles.pin} />
        <text x={map.x + 3.5} y={map.y + 1.4} className={styles.label}>
          {dealer.address.suburb}
        </text>
      </svg>
      <figcaption>
        <a href={directionsUrl(dealer.address)}>Directions to {dealer.name}</a>
      </figcaption>
    </figure>
  );
}

/** One measured figure: its value with the count behind it, or the sentence saying too few. */
function Figure({ label, children, few }: { label: string; children: ReactNode; few: string | null }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{few ?? children}</dd>
    </div>
  );
}

function countFigure(count: number, what: string) {
  return count < MEASURED_MINIMUM
    ? `Fewer than ${MEASURED_MINIMUM} ${what} in this period: too few to state a figure.`
    : null;
}

function Measured({ figures }: { figures: MeasuredFigures }) {
  const few = figures.offers < MEASURED_MINIMUM;
  const share = figures.offers ? Math.round((figures.answeredInWindow / figures.offers) * 100) : 0;
  return (
    <section aria-labelledby="measured-title" className={styles.block}>
      <h2 id="measured-title">Measured by the site</h2>
      <p className={styles.period}>
        From our own records, {figures.from} to {figures.to}: not the dealer’s word, and not a review.
      </p>
      <dl className={styles.figures}>
        <Figure
          label="Time to first answer a request"
          few={
            few
              ? `Fewer than ${MEASURED_MINIMUM} requests answered or missed in this period: too few to state a figure.`
              : null
          }
        >
          <strong>
            {figures.medianResponseMinutes === null
              ? 'No answers'
              : formatMinutes(figures.medianResponseMinutes)}
          </strong>{' '}
          median, over {figures.offers} requests
        </Figure>
        <Figure
          label="Answered within the promised window"
          few={few ? 'Too few requests to state a share.' : null}
        >
          <strong>{share}%</strong> ({figures.answeredInWindow} of {figures.offers}) within{' '}
          {formatMinutes(figures.windowMinutes)} of opening hours
        </Figure>
        <Figure label="Requests accepted" few={countFigure(figures.leadsAccepted, 'requests accepted')}>
          <strong>{figures.leadsAccepted}</strong>
        </Figure>
        <Figure
          label="Installations commissioned"
          few={countFigure(figures.installsCommissioned, 'installations commissioned')}
        >
          <strong>{figures.installsCommissioned}</strong>
        </Figure>
        <Figure
          label="Service visits done"
          few={countFigure(figures.serviceVisitsDone, 'service visits done')}
        >
          <strong>{figures.serviceVisitsDone}</strong>
        </Figure>
      </dl>
    </section>
  );
}

function Licences({ dealer }: { dealer: DealerEntry }) {
  const state = contractorRegisters[dealer.address.state];
  const none = !dealer.tradingAuthorisation && !dealer.contractorLicence && !dealer.licences?.length;
  return (
    <section aria-labelledby="licences-title" className={styles.block}>
      <h2 id="licences-title">Licences</h2>
      {none ? (
        <p>
          {dealer.name} sells Cirrus systems and does not install them, so it holds no installer’s licence.
        </p>
      ) : (
        <dl className={styles.licences}>
          {dealer.tradingAuthorisation ? (
            <div>
              <dt>Refrigerant trading authorisation</dt>
              <dd>
                {dealer.tradingAuthorisation}. Check it on <a href={arcRegister.href}>{arcRegister.name}</a>.
              </dd>
            </div>
          ) : null}
          {dealer.contractorLicence ? (
            <div>
              <dt>{dealer.address.state} contractor licence</dt>
              <dd>
                {dealer.contractorLicence}. Check it on <a href={state.href}>{state.name}</a>.
              </dd>
            </div>
          ) : null}
          {dealer.licences?.length ? (
            <div>
              <dt>Technicians’ refrigerant handling licences</dt>
              <dd>
                {dealer.licences.join(', ')}. Check them on <a href={arcRegister.href}>{arcRegister.name}</a>.
              </dd>
            </div>
          ) : null}
        </dl>
      )}
    </section>
  );
}

/** A dealer's own page: who it is and where, what it does, what the site measured, and its reviews. */
export function DealerProfile({ view }: DealerProfileProps) {
  const { dealer } = view;
  const { street, suburb, state, postcode } = dealer.address;
  const installs = dealer.types.includes('installer');
  const products = dealer.productTypes.map((type) => productTypeLabels[type]).join(', ');
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Where to buy', href: '/where-to-buy' },
          { label: dealer.name },
        ]}
      />
      <h1 className={styles.title}>{dealer.name}</h1>
      <ul className={styles.badges} aria-label="Services">
        {dealer.types.map((type) => (
          <li key={type}>
            <Badge tone={type === 'service-agent' ? 'accent' : 'brand'}>{dealerTypeLabels[type]}</Badge>
          </li>
        ))}
      </ul>
      <p className={styles.lede}>
        {dealer.name} {doesText(dealer)} Cirrus systems from {suburb}, {state}.
        {view.reviews.count
          ? ` Rated ${view.reviews.average} out of 5 by ${view.reviews.count} owners the site invited after a job.`
          : ''}
      </p>
      <div className={styles.top}>
        <section aria-labelledby="contact-title" className={styles.block}>
          <h2 id="contact-title">Where and when</h2>
          <address className={styles.address}>
            {street}, {suburb} {state} {postcode}
            <br />
            <a href={telHref(dealer.phone)}>{dealer.phone}</a>
            {dealer.email ? (
              <>
                <br />
                <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
              </>
            ) : null}
          </address>
          <dl className={styles.facts}>
            <dt>Opening hours</dt>
            <dd>{dealer.openingHours}</dd>
            <dt>Areas served</dt>
            <dd>
              {installs
                ? `Homes within ${view.radiusKm} km of ${suburb}: quote requests from further away go to a nearer dealer.`
                : `Customers who visit the showroom in ${suburb}.`}
            </dd>
            <dt>Products it {doesText(dealer)}</dt>
            <dd>{products}</dd>
          </dl>
          {installs ? (
            <p>
              <a
                className={styles.quote}
                href={`/get-a-quote?${new URLSearchParams({ dealer: dealer.id, postcode })}`}
              >
                Ask {dealer.name} for a quote
              </a>
            </p>
          ) : null}
        </section>
        {view.map ? <StaticMap map={view.map} dealer={dealer} /> : null}
      </div>
      <Licences dealer={dealer} />
      <Measured figures={view.measured} />
      <DealerReviews dealer={dealer.name} reviews={view.reviews} />
    </div>
  );
}
