import { ownersNav } from '../../config/site';
import styles from './SiteHeader.module.css';

export interface OwnersMenuProps {
  /** Path of the current page, to mark the active link. */
  currentPath: string;
}

const isCurrent = (href: string, currentPath: string) => href.split('#')[0] === currentPath;

/**
 * The owners' pages (warranty, fault codes, booking a service and its status, promotions, claims)
 * as a disclosure in the navigation: a native details/summary, so it opens by keyboard and without
 * JavaScript.
 */
export function OwnersMenu({ currentPath }: OwnersMenuProps) {
  const here = ownersNav.links.some((link) => isCurrent(link.href, currentPath));
  return (
    <details className={styles.owners}>
      <summary className={here ? styles.ownersHere : undefined}>{ownersNav.label}</summary>
      <ul>
        {ownersNav.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
