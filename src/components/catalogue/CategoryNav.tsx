import type { CategorySummary } from '../../lib/server-only/catalogue';
import styles from './CategoryNav.module.css';

export interface CategoryNavProps {
  categories: readonly CategorySummary[];
  /** Path of the listing on screen, marked as the current page. */
  currentPath: string;
}

/** Links to every listing: all products, then each category. Navigation: not searched. */
export function CategoryNav({ categories, currentPath }: CategoryNavProps) {
  const links = [{ path: '/products', title: 'All products' }, ...categories];
  return (
    <nav aria-label="Product categories" className={`container ${styles.nav}`} data-pagefind-ignore="">
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              className={styles.link}
              aria-current={link.path === currentPath ? 'page' : undefined}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
