import { primaryNav, site } from '../../config/site';
import { AccountSlot } from '../auth/AccountSlot';
import { ButtonLink } from '../ui/Button';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { OwnersMenu } from './OwnersMenu';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  /** Path of the current page, to mark the active navigation item. */
  currentPath: string;
}

function isCurrent(href: string, currentPath: string) {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

function NavList({ currentPath, className }: { currentPath: string; className: string | undefined }) {
  return (
    <ul className={className}>
      {primaryNav.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
      <li>
        <OwnersMenu currentPath={currentPath} />
      </li>
    </ul>
  );
}

/**
 * Site header. Wide screens show the navigation inline; narrow screens put the same links in a
 * native details/summary menu, which opens by keyboard and without JavaScript.
 */
export function SiteHeader({ currentPath }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <a href="/" className={styles.brand}>
          <Logo />
          <span>{site.name}</span>
        </a>
        <nav aria-label="Primary" className={styles.wide}>
          <NavList currentPath={currentPath} className={styles.inline} />
        </nav>
        <div className={styles.actions}>
          <HeaderSearch />
          <ButtonLink href="/get-a-quote" variant="accent" className={styles.quote}>
            Get a quote
          </ButtonLink>
          <div id="account-slot" className={styles.account}>
            <AccountSlot />
          </div>
          <details className={styles.menu}>
            <summary className={styles.menuButton}>Menu</summary>
            <nav aria-label="Primary (mobile)" className={styles.panel}>
              <NavList currentPath={currentPath} className={styles.stacked} />
              <ButtonLink href="/get-a-quote" variant="accent">
                Get a quote
              </ButtonLink>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
