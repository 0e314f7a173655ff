/**
 * To a person whose privacy request was answered: what was done (or why it was refused), and for a
 * copy of their information the two download links (PDF to read, JSON for a computer) and when they stop.
 */
import { createElement as h } from 'react';
import { MailLayout } from '../layout.ts';
import { Action, Facts, Paragraph } from '../parts.ts';

export interface PrivacyAnswerProps {
  reference: string;
  /** What was asked for, as the form names it. */
  asked: string;
  /** done or refused. */
  status: 'done' | 'refused';
  /** What staff did, or the reason for refusing. */
  outcome: string;
  /** An access request's export: the two links and their last day. */
  download?: { pdfUrl: string; jsonUrl: string; until: string };
}

export const privacyAnswerSubject = (reference: string) => `Your privacy request ${reference}: our answer`;

export function PrivacyAnswer({ reference, asked, status, outcome, download }: PrivacyAnswerProps) {
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because you made a privacy request on our website.',
      preview: status === 'done' ? 'We have done what you asked.' : 'We could not do what you asked.',
      heading: 'Our answer to your privacy request',
    },
    h(Facts, {
      items: [
        { label: 'Reference', value: reference },
        { label: 'You asked for', value: asked },
      ],
    }),
    h(
      Paragraph,
      null,
      status === 'done' ? `What we did: ${outcome}` : `We could not do what you asked, because: ${outcome}`,
    ),
    ...(download
      ? [
          h(
            Paragraph,
            null,
            `Your copy is ready. The links work until ${download.until}; after that the copy is deleted and you can ask again.`,
          ),
          h(Action, { href: download.pdfUrl, label: 'Download your copy (PDF)' }),
          h(Paragraph, null, `The same information for a computer to read (JSON): ${download.jsonUrl}`),
        ]
      : []),
    h(
      Paragraph,
      null,
      status === 'refused'
        ? 'If you disagree, reply to this email or complain to the Office of the Australian Information Commissioner at oaic.gov.au or on 1300 363 992.'
        : 'If anything is not right, reply to this email and a person will look at it.',
    ),
  );
}
