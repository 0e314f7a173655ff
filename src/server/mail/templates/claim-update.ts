/**
 * To the claimant at each decision on a promotion claim. No bank details, not even the account's
 * last digits: the status page (opened by the claimant's own link, or the claim ID and postcode) is
 * where the claim is followed.
 */
import { createElement as h } from 'react';
import { site } from '#config/site.ts';
import { MailLayout } from '../layout.ts';
import { Action, Paragraph } from '../parts.ts';
import { ownLinkNote } from './visitor-confirmation.ts';

export interface ClaimUpdateProps {
  firstName: string;
  reference: string;
  promotionTitle: string;
  decision:
    | { status: 'validated' }
    | { status: 'approved'; amountAud: number }
    | { status: 'rejected'; reason: string };
  /** Absolute address of the claim's status page, opened by the claimant's signed token. */
  statusUrl: string;
}

export function claimUpdateSubject({
  reference,
  decision,
}: Pick<ClaimUpdateProps, 'reference' | 'decision'>) {
  const state = { validated: 'has been checked', approved: 'is approved', rejected: 'was not approved' };
  return `Your cashback claim ${state[decision.status]} (${reference})`;
}

export function ClaimUpdate({ firstName, reference, promotionTitle, decision, statusUrl }: ClaimUpdateProps) {
  const about = `your claim ${reference} under ${promotionTitle}`;
  const lines =
    decision.status === 'validated'
      ? [`We have checked ${about} against its invoice. It is now waiting for payment approval.`]
      : decision.status === 'approved'
        ? [
            `We have approved ${about}. We'll pay $${decision.amountAud} to the account you gave us within 30 days.`,
          ]
        : [
            `We couldn't approve ${about}.`,
            `Reason: ${decision.reason}`,
            `If you think we have made a mistake, call us on ${site.phone.display}.`,
          ];
  return h(
    MailLayout,
    {
      reason: 'You’re receiving this because you claimed cashback under this promotion on our website.',
      preview: lines[0] ?? '',
      heading: claimUpdateSubject({ reference, decision }).replace(/ \(.*\)$/, ''),
    },
    h(Paragraph, null, `Hello ${firstName},`),
    ...lines.map((line) => h(Paragraph, { key: line }, line)),
    h(Action, { href: statusUrl, label: 'See where your claim stands' }),
    h(Paragraph, null, ownLinkNote('claim')),
  );
}
