import { site } from '../../config/site';
import type { ThankYouExtras } from '../../lib/thank-you';
import type { Page } from '../../schemas/page';
import { ContentHero } from '../sections/ContentHero';
import { PageSections } from '../sections/PageSections';
import { Callout } from '../ui/Callout';
import styles from './ThankYou.module.css';

export interface ThankYouProps {
  /** The next steps of the form that was sent (its `thank-you-{kind}` copy). */
  page: Page;
  /** The lead's reference, already checked against the reference format; absent when unknown. */
  reference?: string;
  /** Who has a routed request and when to expect contact; absent for a form that stays with staff. */
  placement?: { headline: string; detail: string; dealerPath?: string };
  /** A current promotion the product asked about qualifies for (a form's extras). */
  promotion?: ThankYouExtras['promotion'];
  /** A service request's warranty standing (a form's extras). */
  warranty?: ThankYouExtras['warranty'];
}

/** After a form went through: the reference to quote, and what happens next for that form. */
export function ThankYou({ page, reference, placement, promotion, warranty }: ThankYouProps) {
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
              {placement.dealerPath ? (
                <p>
                  <a href={placement.dealerPath}>
                    About the dealer: licences, response times and owners’ reviews
                  </a>
                </p>
              ) : null}
            </Callout>
          ) : null}
          {warranty ? (
            <Callout tone={warranty.tone} title={warranty.title}>
              <p>{warranty.text}</p>
              {warranty.action ? (
                <p>
                  <a href={warranty.action.href}>{warranty.action.label}</a>
                </p>
              ) : null}
            </Callout>
          ) : null}
          {promotion ? (
            <Callout tone="info" title={`The ${promotion.product} qualifies for ${promotion.offer}`}>
              <p>
                Buy it by then and claim once it is installed: <a href={promotion.href}>{promotion.title}</a>.
              </p>
            </Callout>
          ) : null}
        </div>
      ) : null}
      <PageSections sections={page.sections} />
    </>
  );
}
