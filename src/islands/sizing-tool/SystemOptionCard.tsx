import { ProductCard } from '../../components/catalogue/ProductCard';
import { climateZoneLabels } from '../../lib/product-labels.ts';
import { formatCost, type Mode, yearlyCostIn } from '../../lib/running-cost.ts';
import type { SizingProduct } from '../../lib/sizing/products.ts';
import type { ProductMatch, SystemOption } from '../../lib/sizing/recommend.ts';
import { sizingNeedQuery } from '../../lib/sizing/sizing-answer.ts';
import type { ClimateZone } from '../../schemas/common.ts';
import { systemCopy } from './copy';
import styles from './SizingTool.module.css';

export interface SystemOptionCardProps {
  option: SystemOption;
  /** The recommendation rather than an alternative. */
  primary?: boolean;
  /** Heading level of the option inside the results (its product cards take the next). */
  headingLevel: 4 | 5;
  /** The visitor's climate zone: each card's running cost is for it. */
  zone: ClimateZone;
  /** What the visitor asked for (cooling, heating or both): the running cost counts those. */
  modes: readonly Mode[];
  /** The quote link for one of the option's products (offered when the option meets one load). */
  quoteFor?: (productSlug: string) => string;
}

const needs = (match: ProductMatch) =>
  [
    match.coolingKw !== null ? `${match.coolingKw.toFixed(1)} kW cooling` : null,
    match.heatingKw !== null ? `${match.heatingKw.toFixed(1)} kW heating` : null,
    match.airflowM3h !== null ? `${match.airflowM3h.toLocaleString('en-AU')} m³/h of air` : null,
  ]
    .filter(Boolean)
    .join(', ');

const modeWords = (modes: readonly Mode[]) => (modes.length === 2 ? 'cooling and heating' : modes[0]);

/**
 * The product's yearly running cost in the visitor's zone for what the space needs (its loads, not the
 * unit's size), as the card's line: the same figure the product page and the rebate planner give.
 */
function RunningCostLine({
  product,
  zone,
  modes,
  match,
}: {
  product: SizingProduct;
  zone: ClimateZone;
  modes: readonly Mode[];
  match: ProductMatch;
}) {
  const yearly = yearlyCostIn(product.runningCost, zone, modes, {
    coolingKw: match.coolingKw,
    heatingKw: match.heatingKw,
  });
  if (!yearly) return null;
  return (
    <p className={styles.cardCost}>
      About <strong>{formatCost(yearly.cost)} a year</strong> to run for {modeWords(yearly.modes)} in the{' '}
      {climateZoneLabels[zone].name.toLowerCase()} zone ({yearly.hoursPerDay} hours a day; our estimate)
    </p>
  );
}

/** One way to meet the loads: what it is, why, and the products that cover each load, as the listing's cards. */
export function SystemOptionCard({
  option,
  primary = false,
  headingLevel,
  zone,
  modes,
  quoteFor,
}: SystemOptionCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h5';
  const copy = systemCopy[option.kind];
  // A quote per product only where one product meets the whole need: per-room options name a set.
  const productQuote = option.matches.length === 1 ? quoteFor : undefined;
  return (
    <article className={`${styles.option} ${primary ? styles.primary : ''}`}>
      <Heading className={styles.optionTitle}>{copy.title}</Heading>
      <p>{copy.why}</p>
      <ul className={styles.matches}>
        {option.matches.map((match) => (
          <li key={match.forLabel}>
            <p className={styles.matchNeed}>
              {match.forLabel}: needs {needs(match)}
            </p>
            {match.products.length > 0 ? (
              <ul className={styles.products}>
                {match.products.map((product) => (
                  <li key={product.slug} className={styles.productItem}>
                    <ProductCard
                      card={{
                        ...product.card,
                        slug: product.slug,
                        name: product.name,
                        // The product page says back what this room needs beside what the model delivers.
                        path: `${product.path}?${sizingNeedQuery(match)}`,
                        range: product.range,
                        productType: product.productType,
                      }}
                      headingLevel={headingLevel === 4 ? 5 : 6}
                    >
                      <RunningCostLine product={product} zone={zone} modes={modes} match={match} />
                      {productQuote ? (
                        <p className={styles.productQuote}>
                          <a
                            href={productQuote(product.slug)}
                            aria-label={`Get a quote for this model: ${product.name}`}
                          >
                            Get a quote for this model
                          </a>
                        </p>
                      ) : null}
                    </ProductCard>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.noMatch}>
                No single Cirrus unit of this kind covers that. An installer can split the load across two
                systems.
              </p>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
