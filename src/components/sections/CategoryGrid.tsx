import type { CategoryTile } from '../../lib/server-only/images/hero-pictures';
import type { FunctionCategorySlug, ProductType } from '../../schemas/common';
import { Card } from '../ui/Card';
import { Picture } from '../ui/Picture';
import { ProductIllustration } from '../ui/ProductIllustration';
import styles from './CategoryGrid.module.css';

export interface CategoryGridProps {
  /** Each category, with its tile picture where it has a hero. */
  categories: readonly CategoryTile[];
}

/** A drawing for a category without a picture, for those that group by function rather than type. */
const functionDrawing = {
  cooling: 'wall-split',
  heating: 'gas-heater',
  'dual-function': 'multi',
} as const satisfies Record<FunctionCategorySlug, ProductType>;

const isFunctionSlug = (slug: string): slug is FunctionCategorySlug => Object.hasOwn(functionDrawing, slug);

/**
 * Every category as a card: its picture (the category's hero at card size, or else a drawing of
 * its type), name (the link) and how many products it lists. Left out of
 * site search: each category is a result of its own.
 */
export function CategoryGrid({ categories }: CategoryGridProps) {
  return (
    <ul className={styles.grid} data-pagefind-ignore="">
      {categories.map((category) => {
        const type: ProductType =
          category.productType ??
          (isFunctionSlug(category.slug) ? functionDrawing[category.slug] : 'wall-split');
        return (
          <li key={category.slug} className={styles.item}>
            <Card
              title={category.title}
              href={category.path}
              media={
                category.picture ? (
                  <Picture picture={category.picture} className={styles.picture} />
                ) : (
                  <ProductIllustration type={type} accent={type === 'gas-heater' ? 'warm' : 'cool'} />
                )
              }
            >
              <p className={styles.count}>
                {category.count} {category.count === 1 ? 'product' : 'products'}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
