/**
 * The warranty status check (/warranty/check): a serial number and the postcode it was registered
 * at give the registration's status; with the email address it was made with too, its reference,
 * our notes and the certificate (which names the owner). A serial is visible on the outdoor unit
 * from the street, so serial and postcode alone never show anything of the owner. A serial whose
 * postcode does not match answers exactly as an unknown serial (same status, same words). Posts
 * are rate-limited per client, like the lead forms, which also bounds guessing the email.
 */

import { z } from 'zod';
import { australianDateOf } from '../../lib/australian-dates.ts';
import { ownersGuidePath } from '../../lib/owners-guide/paths.ts';
import type { WarrantyCheckView } from '../../lib/warranty-registration/check-view.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import type { ClientInfo } from '../http/request-guards.ts';
import { emailAddress, plateCode, postcode } from '../leads/fields.ts';
import { readFormBody } from '../leads/form-body.ts';
import type { Services } from '../services.ts';
import { certificatePath } from './certificate-path.ts';

/** The check's input: the serial of either unit, the postcode, and (to see the owner's details) the email. */
export const warrantyCheckSchema = z.strictObject({
  /** Serial number of the indoor or outdoor unit, upper case. */
  serial: plateCode('Enter the serial number', 30, 'CAI-2503-18842'),
  /** Postcode the system was registered at. */
  postcode: postcode(),
  /** Email address the registration was made with: shows its reference, our notes and the certificate. */
  email: emailAddress().optional(),
});

const checkFields: ReadonlySet<string> = new Set(Object.keys(warrantyCheckSchema.shape));

/** Whether `given` is the registration's email address (case aside: mail servers ignore it). */
const sameEmail = (given: string, registered: unknown) =>
  typeof registered === 'string' && given.trim().toLowerCase() === registered.trim().toLowerCase();

export type WarrantyCheckOutcome = {
  status: 200 | 400 | 413 | 415 | 429 | 503;
  headers: Readonly<Record<string, string>>;
  view: WarrantyCheckView;
};

export interface WarrantyCheckContext {
  services: Pick<Services, 'warranty' | 'rateLimiter' | 'logger' | 'settings'>;
  client: ClientInfo;
  requestId?: string;
  /** A product's name by slug. */
  productName(slug: string): string | undefined;
}

export async function handleWarrantyCheck(
  request: Request,
  context: WarrantyCheckContext,
): Promise<WarrantyCheckOutcome> {
  const { services } = context;
  const answer = (status: WarrantyCheckOutcome['status'], view: WarrantyCheckView, headers = {}) => ({
    status,
    view,
    headers,
  });
  if (request.method !== 'POST') {
    // A link from the owner's email fills the serial in (never the postcode: the owner types it).
    const serial = warrantyCheckSchema.shape.serial.safeParse(
      new URL(request.url).searchParams.get('serial'),
    );
    return answer(200, { values: serial.success ? { serial: serial.data } : {}, errors: {} });
  }
  const logger = services.logger.child({ requestId: context.requestId, form: 'warranty-check' });
  const body = await readFormBody(request, services.settings.formBodyLimitBytes);
  if (!body.ok) return answer(body.status, { values: {}, errors: {}, formError: body.reason });
  const values = { serial: body.values.serial, postcode: body.values.postcode, email: body.values.email };

  const limit = await services.rateLimiter.hit(`warranty-check:${clientRateKey(context.client.address)}`);
  if (!limit.allowed) {
    logger.warn('warranty check rate limited', { retryAfter: limit.retryAfterSeconds });
    return answer(
      429,
      {
        values,
        errors: {},
        formError: 'You have checked several times in a short while. Please wait a minute and try again.',
      },
      { 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }
  const parsed = warrantyCheckSchema.safeParse(
    // The email is optional: left empty, it is not given.
    Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => value !== undefined && (name !== 'email' || value.trim()),
      ),
    ),
  );
  if (!parsed.success || body.names.some((name) => !checkFields.has(name))) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return answer(400, {
      values,
      errors,
      formError: Object.keys(errors).length === 0 ? 'Please use the form on this page.' : undefined,
    });
  }
  try {
    const found = await services.warranty.findBySerialAndPostcode(parsed.data.serial, parsed.data.postcode);
    const { email } = parsed.data;
    const owner = found !== undefined && email !== undefined && sameEmail(email, found.payload.email);
    logger.info('warranty checked', { found: Boolean(found), owner });
    return answer(200, {
      values,
      errors: {},
      result: found
        ? {
            status: found.status,
            product: context.productName(found.productSlug) ?? found.model,
            model: found.model,
            ownersGuideUrl: context.productName(found.productSlug)
              ? ownersGuidePath({ slug: found.productSlug })
              : null,
            updatedOn: australianDateOf(found.updatedAt),
            owner: owner
              ? {
                  reference: found.reference,
                  note: found.statusNote,
                  certificateUrl:
                    found.status === 'approved' && found.certificateToken
                      ? certificatePath(found.certificateToken)
                      : null,
                }
              : null,
            emailMismatch: email !== undefined && !owner,
          }
        : null,
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return answer(
      503,
      { values, errors: {}, formError: 'We could not check just now. Please try again in a minute.' },
      { 'Retry-After': '30' },
    );
  }
}
