/**
 * The owner's email at each change to a warranty registration's review (approved, more information
 * needed, declined), written into the outbox in the decision's transaction. Plain text; it names
 * the status page, never the certificate's own address (mail is forwarded; the page asks for the
 * serial, postcode and email address again).
 */
import { site } from '../../config/site.ts';
import type { NewNotification } from '../leads/repository.ts';
import type { RegistrationRecord } from './repository.ts';

export function warrantyUpdateMail(
  registration: RegistrationRecord,
  productName: string,
  siteUrl: string,
): NewNotification | null {
  const email = registration.payload.email;
  if (typeof email !== 'string') return null;
  const firstName = String(registration.payload.name ?? '').split(' ')[0] ?? '';
  const checkUrl = new URL('/warranty/check', siteUrl).href;
  const about = `your ${productName} (${registration.model}), reference ${registration.reference}`;
  const lines = (() => {
    switch (registration.status) {
      case 'approved':
        return {
          subject: `Your Cirrus warranty is approved (${registration.reference})`,
          body: [
            `We have approved the warranty registration of ${about}.`,
            `Your warranty certificate is ready: open ${checkUrl}, enter the serial number, the postcode and this email address, and download it. Keep it with your invoice.`,
          ],
        };
      case 'info-needed':
        return {
          subject: `More information needed for your warranty (${registration.reference})`,
          body: [
            `To approve the warranty registration of ${about}, we need: ${registration.statusNote ?? ''}`,
            `Reply to this email with your reference, or call us on ${site.phone.display}.`,
          ],
        };
      case 'declined':
        return {
          subject: `Your warranty registration was declined (${registration.reference})`,
          body: [
            `We couldn't approve the warranty registration of ${about}.`,
            `Reason: ${registration.statusNote ?? ''}`,
            `If you think we have made a mistake, call us on ${site.phone.display}.`,
          ],
        };
      default:
        return null;
    }
  })();
  if (!lines) return null;
  return {
    kind: 'warranty-update',
    recipient: email,
    subject: lines.subject,
    body: [
      `Hello ${firstName},`,
      '',
      ...lines.body.flatMap((line) => [line, '']),
      `You can check where your registration stands at any time: ${checkUrl}`,
      '',
      `${site.name}`,
    ].join('\n'),
  };
}
