import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
}

/** The trail from the home page to this one. Navigation: not searched. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav} data-pagefind-ignore="">
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className={styles.item}>
              {item.href && !isCurrent ? (
                <a href={item.href}>{item.label}</a>
              ) : (
                <span aria-current={isCurrent ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
