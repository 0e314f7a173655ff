import { ButtonLink } from '../../components/ui/Button';
import { compareHref, maxCompared } from '../../lib/compare';
import type { PostcodeClimate } from '../../lib/postcodes/climate-zone.ts';
import { climateZoneLabels } from '../../lib/product-labels.ts';
import type { Mode } from '../../lib/running-cost.ts';
import type { SizingLoads } from '../../lib/sizing/loads.ts';
import { quoteHref, quoteMessage } from '../../lib/sizing/quote.ts';
import type { Recommendation } from '../../lib/sizing/recommend.ts';
import type { AustralianState } from '../../schemas/common.ts';
import type { SizingInput } from '../../schemas/sizing.ts';
import { systemCopy } from './copy';
import { LoadTable } from './LoadTable';
import { LoadWorking } from './LoadWorking';
import styles from './SizingTool.module.css';
import { SystemOptionCard } from './SystemOptionCard';

export interface ResultsStepProps {
  input: SizingInput;
  climate: PostcodeClimate & { state: AustralianState };
  loads: SizingLoads;
  recommendation: Recommendation;
  /** Absolute link to these answers, for the quote message. */
  answersUrl: string;
}

const kw = (value: number) => `${value.toFixed(1)} kW`;

/** Step 5: the capacity needed, how it was worked out, and the systems and products that fit. */
export function ResultsStep({ input, climate, loads, recommendation, answersUrl }: ResultsStepProps) {
  const { primary, alternatives } = recommendation;
  const zone = climateZoneLabels[climate.zone];
  const needs = [
    loads.coolingKw !== null ? `${kw(loads.coolingKw)} of cooling` : null,
    loads.heatingKw !== null ? `${kw(loads.heatingKw)} of heating` : null,
  ].filter(Boolean);
  const message = quoteMessage(input, loads, climate, systemCopy[primary.kind], answersUrl);
  const modes: Mode[] = [
    ...(loads.coolingKw !== null ? (['cooling'] as const) : []),
    ...(loads.heatingKw !== null ? (['heating'] as const) : []),
  ];
  // The recommended models, each once (a per-room option may name one model for two rooms).
  const recommended = [
    ...new Set(primary.matches.flatMap((match) => match.products.map((product) => product.slug))),
  ];
  return (
    <>
      <p className={styles.summary}>
        {loads.spaces.length > 1 ? 'Altogether you need about ' : 'You need about '}
        <strong>{needs.join(' and ')}</strong>.
      </p>
      <p>
        Postcode {input.postcode} ({climate.state}) is in the {zone.name.toLowerCase()} zone, like {zone.city}
        , with {climate.summer} summers.
      </p>
      <LoadTable loads={loads} />

      <h4>How we worked it out</h4>
      <div className={styles.workings}>
        {loads.spaces.map((space) => (
          <section key={space.label} className={styles.space} aria-label={`${space.label} working`}>
            <h5>
              {space.label}, {space.measured}
            </h5>
            {space.cooling ? <LoadWorking kind="Cooling" areaM2={space.areaM2} load={space.cooling} /> : null}
            {space.heating ? <LoadWorking kind="Heating" areaM2={space.areaM2} load={space.heating} /> : null}
          </section>
        ))}
      </div>

      <h4>What we recommend</h4>
      <SystemOptionCard
        option={primary}
        primary
        headingLevel={5}
        zone={climate.zone}
        modes={modes}
        quoteFor={(product) => quoteHref(input, primary, message, product)}
      />
      {recommended.length > 1 ? (
        <p className={styles.compareThese}>
          <a href={compareHref(recommended.slice(0, maxCompared))}>
            {recommended.length > maxCompared
              ? `Compare the first ${maxCompared} of these side by side`
              : 'Compare these side by side'}
          </a>
        </p>
      ) : null}
      <p>
        <ButtonLink href={quoteHref(input, primary, message)} variant="accent">
          Get a quote for this
        </ButtonLink>
      </p>
      <p>
        <a href={rebatesHref(input.postcode, primary.matches[0]?.products[0]?.slug)}>
          See the rebates and running costs for this
        </a>
      </p>
      {alternatives.length > 0 ? (
        <>
          <h4>Also worth considering</h4>
          {alternatives.map((option) => (
            <SystemOptionCard
              key={option.kind}
              option={option}
              headingLevel={5}
              zone={climate.zone}
              modes={modes}
              quoteFor={(product) =>
                quoteHref(
                  input,
                  option,
                  quoteMessage(input, loads, climate, systemCopy[option.kind], answersUrl),
                  product,
                )
              }
            />
          ))}
        </>
      ) : null}
      <p className={styles.caveat}>
        This is a starting point. Before quoting, an installer looks at the rooms, the windows, the roof space
        and the power supply, and confirms the size.
      </p>
    </>
  );
}

/** The rebate planner, carrying the postcode and the recommended model. */
function rebatesHref(postcode: string, product: string | undefined): string {
  const query = new URLSearchParams({ postcode });
  if (product) query.set('product', product);
  return `/rebates?${query}`;
}
