import { compareHref } from '../../lib/compare';
import styles from './CompareToggle.module.css';

export interface CompareToggleProps {
  slug: string;
  name: string;
  path: string;
  /** `card` in a product card's footer, `page` beside a product page's main actions. */
  variant?: 'card' | 'page';
}

/**
 * "Compare" for one product. Without JavaScript it is a link to the comparison of that product;
 * once `<cirrus-compare-toggle>` is defined the link gives way to a toggle button (`aria-pressed`)
 * that adds the product to, or removes it from, the products to compare.
 */
export function CompareToggle({ slug, name, path, variant = 'card' }: CompareToggleProps) {
  const className = variant === 'page' ? `${styles.toggle} ${styles.page}` : styles.toggle;
  const label = (
    <>
      Compare<span className="visually-hidden"> {name}</span>
    </>
  );
  return (
    <cirrus-compare-toggle class={styles.root} data-slug={slug} data-name={name} data-path={path}>
      <a className={className} href={compareHref([slug])}>
        {label}
      </a>
      <button type="button" className={className}>
        {label}
      </button>
    </cirrus-compare-toggle>
  );
}
