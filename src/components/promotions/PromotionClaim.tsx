import type { LeadFormProps } from '../../lib/lead-forms/form-view';
import type { PictureData } from '../../lib/picture-data';
import type { BreadcrumbItem } from '../../lib/seo';
import type { Promotion } from '../../schemas/promotion';
import { LeadForm } from '../forms/LeadForm';
import { ContentHero } from '../sections/ContentHero';
import { Section } from '../ui/Section';
import { PromotionArtwork } from './PromotionArtwork';
import { PromotionFacts } from './PromotionFacts';
import styles from './Promotions.module.css';

export interface PromotionClaimProps {
  promotion: Promotion;
  crumbs: readonly BreadcrumbItem[];
  /** The claim form; null when the promotion is no longer open for claims. */
  form: LeadFormProps | null;
  /** The offer's artwork beside the heading (the page's LCP image), when the build made one. */
  artwork?: PictureData | undefined;
}

/** One promotion: its offer, its terms and, while it runs, the claim form. */
export function PromotionClaim({ promotion, crumbs, form, artwork }: PromotionClaimProps) {
  return (
    <>
      <ContentHero
        page={{ title: promotion.title, lead: promotion.summary }}
        crumbs={crumbs}
        media={
          artwork ? (
            <PromotionArtwork picture={artwork} amountAud={promotion.amountAud} priority variant="hero" />
          ) : undefined
        }
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
