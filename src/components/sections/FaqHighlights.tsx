import type { Faq } from '../../schemas/faq';
import { Accordion } from '../ui/Accordion';
import { faqId } from './FaqGroups';

export interface FaqHighlightsProps {
  faqs: readonly (Faq & { group: string })[];
}

/** A few common questions, answers behind native disclosure widgets. */
export function FaqHighlights({ faqs }: FaqHighlightsProps) {
  return (
    <div className="prose">
      <Accordion
        items={faqs.map((faq) => ({
          id: `home-${faqId(faq.group, faq.order)}`,
          summary: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
    </div>
  );
}
