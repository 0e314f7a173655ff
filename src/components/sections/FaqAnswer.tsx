import type { Faq } from '../../schemas/faq';

export interface FaqAnswerProps {
  faq: Pick<Faq, 'answer' | 'link'>;
}

/** One FAQ's answer, and the link to the page it points to when it has one. */
export function FaqAnswer({ faq }: FaqAnswerProps) {
  return (
    <>
      <p>{faq.answer}</p>
      {faq.link ? (
        <p>
          <a href={faq.link.href}>{faq.link.label}</a>
        </p>
      ) : null}
    </>
  );
}
