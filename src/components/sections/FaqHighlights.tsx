import { faqId } from '../../lib/faq-search';
import type { Faq } from '../../schemas/faq';
import { Accordion } from '../ui/Accordion';
import { FaqAnswer } from './FaqAnswer';

export interface FaqHighlightsProps {
  faqs: readonly (Faq & { group: string })[];
}

/**
 * A few common questions, answers behind native disclosure widgets. Left out of site search: each
 * question is a result of its own.
 */
export function FaqHighlights({ faqs }: FaqHighlightsProps) {
  return (
    <div className="prose" data-pagefind-ignore="">
      <Accordion
        items={faqs.map((faq) => ({
          id: `home-${faqId(faq.group, faq.order)}`,
          summary: faq.question,
          content: <FaqAnswer faq={faq} />,
        }))}
      />
    </div>
  );
}
