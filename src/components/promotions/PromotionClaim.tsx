import type { LeadFormProps } from '../../lib/lead-forms/form-view';
import type { BreadcrumbItem } from '../../lib/seo';
import type { Promotion } from '../../schemas/promotion';
import { LeadForm } from '../forms/LeadForm';
import { ContentHero } from '../sections/ContentHero';
import { Section } from '../ui/Section';
import { PromotionFacts } from './PromotionFacts';
import styles from './Promotions.module.css';

export interface PromotionClaimProps {
  promotion: Promotion;
  crumbs: readonly BreadcrumbItem[];
  /** The claim form; null when the promotion is no longer open for claims. */
  form: LeadFormProps | null;
}

/** One promotion: its offer, its terms and, while it runs, the claim form. */
export function PromotionClaim({ promotion, crumbs, form }: PromotionClaimProps) {
  return (
    <>
      <ContentHero
        page={{ title: promotion.title, lead: promotion.summary }}
        crumbs={crumbs}
        variant="plain"
      />
      <Section id="offer" title="The offer">
        <PromotionFacts promotion={promotion} />
        <h3>Terms</h3>
        <ul className={styles.terms}>
          {promotion.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </Section>
      <Section id="claim" title="Make a claim" tone="muted">
        {form ? (
          <>
            <p>
              You’ll need the model and serial numbers from the rating plates, your paid invoice, and the bank
              account we should pay. Your claim ID comes on the next page and by email.
            </p>
            <LeadForm {...form} />
          </>
        ) : (
          <p>
            Claims for this promotion have closed. See <a href="/promotions">current promotions</a>.
          </p>
        )}
      </Section>
    </>
  );
}
