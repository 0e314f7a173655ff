/**
 * The claimant's email at each decision on a promotion claim (checked, approved, rejected), written
 * into the outbox in the decision's transaction. Plain text; the account only by its last digits.
 */
import { site } from '../../config/site.ts';
import type { NewNotification } from '../leads/repository.ts';
import type { ClaimRecord } from './repository.ts';

export function claimUpdateMail(claim: ClaimRecord, promotionTitle: string): NewNotification | null {
  const email = claim.payload.email;
  if (typeof email !== 'string') return null;
  const firstName = String(claim.payload.name ?? '').split(' ')[0] ?? '';
  const about = `your claim ${claim.reference} under ${promotionTitle}`;
  const account = claim.accountEnding ? ` to the account ending ${claim.accountEnding.replace('…', '')}` : '';
  const content = {
    validated: {
      subject: `Your cashback claim has been checked (${claim.reference})`,
      lines: [`We have checked ${about} against its invoice. It is now waiting for payment approval.`],
    },
    approved: {
      subject: `Your cashback claim is approved (${claim.reference})`,
      lines: [`We have approved ${about}. We'll pay $${claim.amountAud}${account} within 30 days.`],
    },
    rejected: {
      subject: `Your cashback claim was not approved (${claim.reference})`,
      lines: [
        `We couldn't approve ${about}.`,
        `Reason: ${claim.statusNote ?? ''}`,
        `If you think we have made a mistake, call us on ${site.phone.display}.`,
      ],
    },
    received: null,
  }[claim.status];
  if (!content) return null;
  return {
    kind: 'claim-update',
    recipient: email,
    subject: content.subject,
    body: [`Hello ${firstName},`, '', ...content.lines.flatMap((line) => [line, '']), site.name].join('\n'),
  };
}
