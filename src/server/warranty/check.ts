/**
 * The warranty status check (/warranty/check): a serial number, the postcode it was registered at
 * and the email address it was made with give the registration's status, its reference, our notes
 * and the certificate (which names the owner). A serial is visible on the outdoor unit from the
 * street, and a guessed serial with the street's postcode would otherwise confirm that a system is
 * registered there: so the email is required (a check without it is a field error, whatever the
 * serial), and a serial whose postcode does not match, or given with an email address that is not
 * the registration's, answers exactly as an unknown serial (same status, same words): the check
 * never confirms a serial, nor that an address is, or is not, the one a system was registered with. The
 * shared status lookup (src/server/review/status-lookup.ts) runs it, rate-limited per client, which
 * also bounds guessing the email. The link in the owner's own mail (signed for that registration:
 * src/server/review/owner-link.ts) opens it with nothing to type.
 */

import { z } from 'zod';
import { australianDateOf } from '../../lib/australian-dates.ts';
import { ownersGuidePath } from '../../lib/owners-guide/paths.ts';
import type { WarrantyCheckResult, WarrantyCheckView } from '../../lib/warranty-registration/check-view.ts';
import { clock } from '../clock.ts';
import { emailAddress, plateCode, postcode } from '../leads/fields.ts';
import type { StatusLookup } from '../review/status-lookup.ts';
import type { Services } from '../services.ts';
import { certificatePath } from './certificate-path.ts';
import type { RegistrationRecord } from './records.ts';

/** The check's input: the serial of either unit, the postcode, and (to see the owner's details) the email. */
export const warrantyCheckSchema = z.strictObject({
  /** Serial number of the indoor or outdoor unit, upper case. */
  serial: plateCode('Enter the serial number', 30, 'CAI-2503-18842'),
  /** Postcode the system was registered at. */
  postcode: postcode(),
  /** Email address the registration was made with: without it the check answers nothing. */
  email: emailAddress('Enter the email address you registered with'),
});

/** The registration's reference in the owner's signed link (`?ref=…&token=…`). */
const linkedReference = z
  .string()
  .regex(/^[Cc][Cc]-[A-Za-z0-9]{6}$/)
  .transform((value) => value.toUpperCase());

/** Whether `given` is the registration's email address (case aside: mail servers ignore it). */
const sameEmail = (given: string, registered: unknown) =>
  typeof registered === 'string' && given.trim().toLowerCase() === registered.trim().toLowerCase();

type CheckValues = WarrantyCheckView['values'];

/** A registration as its owner sees it (they gave its email address, or came by their own link). */
function ownerResult(
  found: RegistrationRecord,
  productName: (slug: string) => string | undefined,
): WarrantyCheckResult {
  const name = productName(found.productSlug);
  return {
    status: found.status,
    product: name ?? found.model,
    model: found.model,
    ownersGuideUrl: name ? ownersGuidePath({ slug: found.productSlug }) : null,
    updatedOn: australianDateOf(found.updatedAt),
    owner: {
      reference: found.reference,
      note: found.statusNote,
      certificateUrl:
        found.status === 'approved' && found.certificateToken
          ? certificatePath(found.certificateToken)
          : null,
    },
  };
}

/** The check as the shared status lookup runs it; `productName` names a product by slug. */
export function warrantyCheckLookup(
  services: Pick<Services, 'warranty' | 'logger'>,
  productName: (slug: string) => string | undefined,
): StatusLookup<CheckValues, WarrantyCheckView> {
  return {
    name: 'warranty-check',
    recordName: 'registration',
    fields: ['serial', 'postcode', 'email'],
    schemaFor: () => warrantyCheckSchema,
    blankIsAbsent: ['email'],
    initial(url) {
      const serial = warrantyCheckSchema.shape.serial.safeParse(url.searchParams.get('serial'));
      return { values: serial.success ? { serial: serial.data } : {}, errors: {} };
    },
    // The owner's own mail signs its link (src/server/review/owner-link.ts): the mailbox the
    // registration was made with is the proof the email field asks for, so it opens the
    // registration with nothing to type. The form below is filled in for a later check, all but
    // the email address, which the page never writes back.
    async opened(url) {
      const reference = linkedReference.safeParse(url.searchParams.get('ref'));
      const token = url.searchParams.get('token') ?? undefined;
      if (!reference.success || !token) return undefined;
      const found = await services.warranty.findForOwner(reference.data);
      const links = await services.warranty.ownerLinks();
      if (!found || !links.verify(found.reference, 0, token, clock.now())) return undefined;
      services.logger.info('warranty opened by the owner’s link');
      const serial = found.payload.serialNumber;
      return {
        values: {
          ...(typeof serial === 'string' ? { serial } : {}),
          ...(found.postcode ? { postcode: found.postcode } : {}),
        },
        errors: {},
        result: ownerResult(found, productName),
      };
    },
    async find(data) {
      const { serial, postcode, email } = warrantyCheckSchema.parse(data);
      const found = await services.warranty.findBySerialAndPostcode(serial, postcode);
      const owner = found !== undefined && sameEmail(email, found.payload.email);
      services.logger.info('warranty checked', { found: Boolean(found), owner });
      // A wrong email is answered as no registration at all: saying it did not match would tell
      // whoever holds a serial and postcode that the serial is registered, or which addresses are
      // not the owner's.
      if (!found || !owner) return { result: null };
      return { result: ownerResult(found, productName) };
    },
  };
}
