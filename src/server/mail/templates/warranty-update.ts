/**
 * To the owner at each decision on a warranty registration: an approval links the certificate
 * (named by its unguessable token), and every mail links the status page, opened by the owner's
 * signed token.
 */
import { createElement as h } from 'react';
import { site } from '#config/site.ts';
import { MailLayout } from '../layout.ts';
import { Action, HomeMailLink, Paragraph } from '../parts.ts';
import { ownLinkNote } from './visitor-confirmation.ts';

export interface WarrantyUpdateProps {
  firstName: string;
  reference: string;
  /** "Aura Split System 7.1 kW (CAI-71)". */
  product: string;
  decision:
    | {
        status: 'approved';
        /** Absolute address of the certificate (PDF). */
        certificateUrl: string;
      }
    | { status: 'info-needed'; needed: string }
    | { status: 'declined'; reason: string };
  /** Absolute address of the status page, opened by the owner's signed token. */
  statusUrl: string;
  /** An approval's sign-in link to My home, where the owner's systems and records are together. */
  home?: { url: string; days: number } | undefined;
}

export function warrantyUpdateSubject({
  reference,
  decision,
}: Pick<WarrantyUpdateProps, 'reference' | 'decision'>) {
  const subject = {
    approved: 'Your Cirrus warranty is approved',
    'info-needed': 'More information needed for your warranty',
    declined: 'Your warranty registration was declined',
  }[decision.status];
  return `${subject} (${reference})`;
}

export function WarrantyUpdate({
  firstName,
  reference,
  product,
  decision,
  statusUrl,
  home,
}: WarrantyUpdateProps) {
  const about = `your ${product}, reference ${reference}`;
  const body =
    decision.status === 'approved'
      ? [
          h(Paragraph, { key: 'a' }, `We have approved the warranty registration of ${about}.`),
          h(Paragraph, { key: 'b' }, 'Your warranty certificate is ready. Keep it with your invoice.'),
          h(Action, { key: 'c', href: decision.certificateUrl, label: 'Download your certificate (PDF)' }),
        ]
      : decision.status === 'info-needed'
        ? [
            h(
              Paragraph,
              { key: 'a' },
              `To approve the warranty registration of ${about}, we need: ${decision.needed}`,
            ),
            h(
              Paragraph,
              { key: 'b' },
              `Reply to this email with your reference, or call us on ${site.phone.display}.`,
            ),
          ]
        : [
            h(Paragraph, { key: 'a' }, `We couldn't approve the warranty registration of ${about}.`),
            h(Paragraph, { key: 'b' }, `Reason: ${decision.reason}`),
            h(
              Paragraph,
              { key: 'c' },
              `If you think we have made a mistake, call us on ${site.phone.display}.`,
            ),
          ];
  return h(
    MailLayout,
    {
      reason:
        'You’re receiving this because you registered your Cirrus Climate system’s warranty on our website.',
      preview: `Warranty registration ${reference}`,
      heading: warrantyUpdateSubject({ reference, decision }).replace(/ \(.*\)$/, ''),
    },
    h(Paragraph, null, `Hello ${firstName},`),
    ...body,
    h(Action, { href: statusUrl, label: 'See where your registration stands' }),
    h(Paragraph, null, ownLinkNote('registration')),
    home ? h(HomeMailLink, { homeUrl: home.url, days: home.days }) : null,
  );
}
