/**
 * The claimant's email at each decision on a promotion claim (checked, approved, rejected), written
 * into the outbox in the decision's transaction: HTML and text from the claim-update template,
 * leading to the claim status page, which the claimant's signed token (src/server/review/owner-link.ts)
 * opens with nothing to type. No bank details.
 */
import { createElement } from 'react';
import type { NewNotification } from '../leads/repository.ts';
import { mailLinks } from '../mail/links.ts';
import { renderMail } from '../mail/render.ts';
import { ClaimUpdate, type ClaimUpdateProps, claimUpdateSubject } from '../mail/templates/claim-update.ts';
import type { ClaimRecord } from './records.ts';

function decisionOf(claim: ClaimRecord): ClaimUpdateProps['decision'] | null {
  switch (claim.status) {
    case 'validated':
      return { status: 'validated' };
    case 'approved':
      return { status: 'approved', amountAud: claim.amountAud };
    case 'rejected':
      return { status: 'rejected', reason: claim.statusNote ?? '' };
    default:
      return null;
  }
}

/** `ownerToken`: the claimant's token for this claim's link (issued for its reference). */
export function claimUpdateMail(
  claim: ClaimRecord,
  promotionTitle: string,
  siteUrl: string,
  ownerToken: string,
): NewNotification | null {
  const email = claim.payload.email;
  const decision = decisionOf(claim);
  if (typeof email !== 'string' || !decision) return null;
  const props: ClaimUpdateProps = {
    firstName: String(claim.payload.name ?? '').split(' ')[0] ?? '',
    reference: claim.reference,
    promotionTitle,
    decision,
    statusUrl: mailLinks.claimStatus(siteUrl, claim.reference, ownerToken),
  };
  const mail = renderMail(createElement(ClaimUpdate, props));
  return {
    kind: 'claim-update',
    recipient: email,
    subject: claimUpdateSubject(props),
    body: mail.text,
    html: mail.html,
  };
}
