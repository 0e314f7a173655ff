/**
 * To an owner seven days after they confirmed an installation, or after their service visit was
 * marked done: one invitation to review the dealer for that job. The same words for everyone, and
 * nothing offered for a review: the rule (and the ACCC's) is one path for one star and five.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Paragraph } from '../parts.ts';

export interface ReviewInvitationProps {
  firstName: string;
  dealer: string;
  /** "your installation, confirmed in March 2027" or "your service visit in March 2027". */
  job: string;
  /** The review form with the invitation's signed token. */
  reviewUrl: string;
  /** How long the link works, days. */
  days: number;
}

export const reviewInvitationSubject = ({ dealer }: Pick<ReviewInvitationProps, 'dealer'>) =>
  `How did ${dealer} do?`;

export function ReviewInvitation({ firstName, dealer, job, reviewUrl, days }: ReviewInvitationProps) {
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because a Cirrus Climate dealer did a job for you: one invitation per job.',
      preview: `Your review of ${dealer}, for everyone choosing a dealer.`,
      heading: `How did ${dealer} do?`,
    },
    h(Paragraph, null, `Hello ${firstName},`),
    h(
      Paragraph,
      null,
      `You can review ${dealer} for ${job}. Your stars and words appear on the dealer’s page on our site, with the kind of job and its month, for people choosing a dealer near them. Only owners we invite for a job can write one, and every review is published the same way, whatever its stars.`,
    ),
    h(Action, { href: reviewUrl, label: `Review ${dealer}` }),
    h(
      Paragraph,
      null,
      `The link works once, for the next ${days} days. Nothing is offered for a review, and the dealer sees only what is published. If you would rather not, you can ignore this email.`,
    ),
  );
}
