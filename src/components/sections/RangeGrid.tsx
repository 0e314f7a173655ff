import { rangeUrl } from '../../lib/catalogue-urls';
import { productTypeLabels } from '../../lib/product-labels';
import type { TitledText } from '../../schemas/common';
import type { Product } from '../../schemas/product';
import type { Range } from '../../schemas/product-facts';
import { Badge } from '../ui/Badge';
import styles from './RangeGrid.module.css';

export interface RangeFacts {
  name: Range;
  productTypes: Product['productType'][];
  count: number;
}

export interface RangeGridProps {
  /** The copy's points, one per range or pair of ranges ("Outback and Hearth"). */
  points: readonly TitledText[];
  ranges: readonly RangeFacts[];
}

const rangesIn = (title: string, ranges: readonly RangeFacts[]) =>
  ranges.filter((range) => title.split(/\s+and\s+|,\s*/).includes(range.name));

/** The ranges, each with its copy, the kinds of system it includes and a link to its products. */
export function RangeGrid({ points, ranges }: RangeGridProps) {
  return (
    <ul className={styles.grid}>
      {points.map((point) => (
        <li key={point.title} className={styles.range}>
          <h3 className={styles.title}>{point.title}</h3>
          <p>{point.text}</p>
          {rangesIn(point.title, ranges).map((range) => (
            <div key={range.name} className={styles.facts}>
              <ul className={styles.types} aria-label={`${range.name} systems`}>
                {range.productTypes.map((type) => (
                  <li key={type}>
                    <Badge tone="brand">{productTypeLabels[type]}</Badge>
                  </li>
                ))}
              </ul>
              <a href={rangeUrl(range.name)} className={styles.link}>
                See {range.count} {range.name} {range.count === 1 ? 'product' : 'products'}
              </a>
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
