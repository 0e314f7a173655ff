import { site } from '../../config/site';
import type { Page } from '../../schemas/page';
import { ContentHero } from '../sections/ContentHero';
import { PageSections } from '../sections/PageSections';
import { Callout } from '../ui/Callout';
import styles from './ThankYou.module.css';

export interface ThankYouProps {
  page: Page;
  /** The lead's reference, already checked against the reference format; absent when unknown. */
  reference?: string;
  /** Who has a quote or installer request and when to expect contact; absent for other forms. */
  placement?: { headline: string; detail: string };
}

/** After a form went through: the reference to quote, and what happens next. */
export function ThankYou({ page, reference, placement }: ThankYouProps) {
  return (
    <>
      <ContentHero page={page} variant="plain" />
      {reference ? (
        <div className="container">
          <Callout tone="success" title="Your reference number">
            <p className={styles.reference}>{reference}</p>
            <p>
              Quote it if you call us on <a href={`tel:${site.phone.dial}`}>{site.phone.display}</a>.
            </p>
          </Callout>
          {placement ? (
            <Callout tone="info" title={placement.headline}>
              <p>{placement.detail}</p>
            </Callout>
          ) : null}
        </div>
      ) : null}
      <PageSections sections={page.sections} />
    </>
  );
}
