/**
 * The owner's email at each change to a warranty registration's review (approved, more information
 * needed, declined), written into the outbox in the decision's transaction: HTML and text from the
 * warranty-update template. An approval links the certificate itself (the mail goes to the address
 * the registration was made with, and the token is unguessable); every mail links the status page
 * with the owner's signed token (src/server/review/owner-link.ts), which opens the registration
 * with nothing to type.
 */
import { createElement } from 'react';
import type { NewNotification } from '../leads/repository.ts';
import { mailLinks } from '../mail/links.ts';
import { renderMail } from '../mail/render.ts';
import {
  WarrantyUpdate,
  type WarrantyUpdateProps,
  warrantyUpdateSubject,
} from '../mail/templates/warranty-update.ts';
import type { RecordMailHomeLink } from '../my-home/mail.ts';
import type { RegistrationRecord } from './records.ts';

function decisionOf(
  registration: RegistrationRecord,
  siteUrl: string,
): WarrantyUpdateProps['decision'] | null {
  switch (registration.status) {
    case 'approved':
      return registration.certificateToken
        ? {
            status: 'approved',
            certificateUrl: mailLinks.certificate(siteUrl, registration.certificateToken),
          }
        : null;
    case 'info-needed':
      return { status: 'info-needed', needed: registration.statusNote ?? '' };
    case 'declined':
      return { status: 'declined', reason: registration.statusNote ?? '' };
    default:
      return null;
  }
}

/**
 * `ownerToken`: the owner's token for this registration's link (issued for its reference); `home`:
 * the sign-in link to My home an approval carries (its row written with the mail).
 */
export function warrantyUpdateMail(
  registration: RegistrationRecord,
  productName: string,
  siteUrl: string,
  ownerToken: string,
  home?: RecordMailHomeLink,
): NewNotification | null {
  const email = registration.payload.email;
  const decision = decisionOf(registration, siteUrl);
  if (typeof email !== 'string' || !decision) return null;
  const props: WarrantyUpdateProps = {
    firstName: String(registration.payload.name ?? '').split(' ')[0] ?? '',
    reference: registration.reference,
    product: `${productName} (${registration.model})`,
    decision,
    statusUrl: mailLinks.warrantyStatus(siteUrl, registration.reference, ownerToken),
    ...(home && decision.status === 'approved' ? { home: { url: home.url, days: home.days } } : {}),
  };
  const mail = renderMail(createElement(WarrantyUpdate, props));
  return {
    kind: 'warranty-update',
    recipient: email,
    subject: warrantyUpdateSubject(props),
    body: mail.text,
    html: mail.html,
    signIn: props.home ? home?.store : undefined,
  };
}
