/**
 * To the visitor who gave an email address. Anyone can type any address into a form, so this mail
 * carries nothing the sender wrote but a first name (letters only, by the name field's own rule):
 * the site cannot be used to mail a stranger words of the sender's choosing. A form may add a
 * summary the server made itself from fixed choices (the rebate plan), with a link back to it.
 */
import { createElement as h } from 'react';
import { site } from '#config/site.ts';
import type { ConfirmationSummary } from '../../leads/form-module.ts';
import { MailLayout } from '../layout.ts';
import { Action, HomeMailLink, Paragraph } from '../parts.ts';

export type VisitorConfirmationProps = {
  firstName: string;
  /** "quote request", from the form's definition. */
  noun: string;
  reference: string;
  /** A sign-in link to My home for the owner of a registration, claim or service request. */
  home?: { url: string; days: number } | undefined;
} & (
  | {
      variant: 'claim';
      /** Absolute address of the claim's status page, opened by the claimant's signed token. */
      statusUrl: string;
    }
  | {
      variant: 'lead';
      /** Who will be in touch, and when (names the dealer when routing placed the request). */
      nextStep: string;
      /** What the request carried, as the server made it (the rebate plan), and a link back to it. */
      summary?: ConfirmationSummary;
      /** The record's status page, opened by the owner's signed token (a registration, a service request). */
      statusUrl?: string | undefined;
      /** The dealer routing gave the request to, and its public page. */
      dealer?: { name: string; url: string } | undefined;
    }
);

/** What the owner's own link does, and what the page asks for once it has expired. */
export const ownLinkNote = (noun: string) =>
  `This link opens your ${noun} without your postcode, so keep this email to yourself. Once the link has expired, the page asks for your details instead.`;

export function VisitorConfirmation(props: VisitorConfirmationProps) {
  const { firstName, noun, reference } = props;
  const body =
    props.variant === 'claim'
      ? [
          h(
            Paragraph,
            { key: 'thanks' },
            `Thank you for your cashback claim. Your claim ID is ${reference}.`,
          ),
          h(
            Paragraph,
            { key: 'when' },
            'We check each claim against its invoice within 10 business days and pay approved claims by bank transfer within 30 days.',
          ),
          h(Action, { key: 'track', href: props.statusUrl, label: 'Track your claim' }),
          h(Paragraph, { key: 'postcode' }, ownLinkNote('claim')),
        ]
      : [
          h(Paragraph, { key: 'thanks' }, `Thank you for your ${noun}. Your reference is ${reference}.`),
          h(Paragraph, { key: 'next' }, props.nextStep),
          ...(props.dealer
            ? [
                h(
                  Paragraph,
                  { key: 'dealer-page' },
                  `${props.dealer.name}’s page on our site shows its licences, how fast it answered requests over the last year, and reviews from owners of its confirmed jobs:`,
                ),
                h(Action, {
                  key: 'dealer-link',
                  href: props.dealer.url,
                  label: `About ${props.dealer.name}`,
                }),
              ]
            : []),
          ...(props.summary
            ? [
                h(Paragraph, { key: 'summary-title' }, `${props.summary.title}:`),
                ...props.summary.lines.map((line) => h(Paragraph, { key: `summary-${line}` }, line)),
                h(Action, { key: 'summary-link', ...props.summary.link }),
              ]
            : []),
          ...(props.statusUrl
            ? [
                h(Action, { key: 'track', href: props.statusUrl, label: `See where your ${noun} stands` }),
                h(Paragraph, { key: 'own-link' }, ownLinkNote(noun)),
              ]
            : []),
        ];
  return h(
    MailLayout,
    {
      reason: `You’re receiving this because you sent a ${noun} on our website.`,
      preview:
        props.variant === 'claim' ? `Your claim ID is ${reference}.` : `Your reference is ${reference}.`,
      heading: `We have your ${noun}`,
    },
    h(Paragraph, null, `Hi ${firstName},`),
    ...body,
    props.home ? h(HomeMailLink, { homeUrl: props.home.url, days: props.home.days }) : null,
    h(Paragraph, null, `Questions? Call us on ${site.phone.display} and quote ${reference}.`),
    h(
      Paragraph,
      null,
      "If you did not contact us, you can ignore this email: we won't write again unless you do.",
    ),
  );
}
