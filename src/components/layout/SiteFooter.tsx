import { footerNav, site } from '../../config/site';
import { Logo } from './Logo';
import styles from './SiteFooter.module.css';

export interface SiteFooterProps {
  /** Year shown in the copyright line; passed in so builds are reproducible. */
  year: number;
}

export function SiteFooter({ year }: SiteFooterProps) {
  const address = site.postalAddress;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <Logo height={32} /> {site.name}
          </p>
          <p>{site.tagline}.</p>
          <address className={styles.contact}>
            <a href={`tel:${site.phone.dial}`}>{site.phone.display}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            {address.street}, {address.suburb} {address.state} {address.postcode}
          </address>
          <dl className={styles.hours}>
            {site.openingHours.map((entry) => (
              <div key={entry.days}>
                <dt>{entry.days}</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
        {footerNav.map((group) => (
          <nav key={group.heading} aria-label={group.heading} className={styles.group}>
            <h2 className={styles.heading}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {year} {site.legalName}. ABN {site.abn}.
        </p>
        <ul className={styles.social}>
          {site.social.map((link) => (
            <li key={link.network}>
              <a href={link.url} rel="noopener">
                {link.network}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
