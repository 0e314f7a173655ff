import { Picture } from '../../components/ui/Picture';
import type { ProductMatch, SystemOption } from '../../lib/sizing/recommend.ts';
import { sizingNeedQuery } from '../../lib/sizing/sizing-answer.ts';
import { systemCopy } from './copy';
import styles from './SizingTool.module.css';

export interface SystemOptionCardProps {
  option: SystemOption;
  /** The recommendation rather than an alternative. */
  primary?: boolean;
  /** Heading level inside the results. */
  headingLevel: 4 | 5;
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

/** One way to meet the loads: what it is, why, and the products that cover each load. */
export function SystemOptionCard({ option, primary = false, headingLevel, quoteFor }: SystemOptionCardProps) {
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
                    {/* The name beside it says what it shows: the picture is not announced twice. */}
                    {product.picture ? (
                      <Picture picture={{ ...product.picture, alt: '' }} className={styles.productPicture} />
                    ) : null}
                    <a href={`${product.path}?${sizingNeedQuery(match)}`}>{product.name}</a>
                    {productQuote ? (
                      <a
                        className={styles.productQuote}
                        href={productQuote(product.slug)}
                        aria-label={`Get a quote for this model: ${product.name}`}
                      >
                        Get a quote for this model
                      </a>
                    ) : null}
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
