/**
 * Sending the technician's checklist: the record and photos checked (every message by its field),
 * stored once under the phone's key with the owner's "Confirm your installation" mail
 * (./commission.ts), and the outbox woken. Shared by the phone's endpoint and the page's last step.
 */
import { z } from 'zod';
import { recordMailHomeLink } from '../my-home/mail.ts';
import type { Services } from '../services.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import { parseRecord, readPhotos } from './checklist-post.ts';
import { issueJobLink, jobLinkUrl } from './job-links.ts';
import { commissionMails } from './mail.ts';
import type { InstallJob } from './records.ts';
import type { InstallRepository } from './repository.ts';
import { installMailContext } from './site.ts';

/** The phone's key for one sending, made once with crypto.randomUUID(). */
export const commissionKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);

export type SendOutcome =
  | { ok: true; status: 200 | 201; job: InstallJob; flags: string[] }
  | { ok: false; status: 400 | 409; message: string; errors: Record<string, string> };

/** A flag in words, naming the system when the job has more than one. */
export const flagWords = (job: InstallJob) =>
  job.flags.map((flag) => (job.units.length > 1 ? `System ${flag.unit + 1}: ${flag.says}` : flag.says));

/** The field a serial was sent in, for the message beside it. */
function serialField(job: InstallJob, values: Record<string, string>, serial: string): string {
  for (let index = 0; index < job.units.length; index += 1)
    for (const field of ['indoorSerial', 'outdoorSerial'])
      if ((values[`units.${index}.${field}`] ?? '').trim().toUpperCase() === serial)
        return `units.${index}.${field}`;
  return 'units.0.indoorSerial';
}

export async function sendChecklist(
  services: Services,
  installs: InstallRepository,
  job: InstallJob,
  values: Record<string, string>,
  files: ReadonlyMap<string, UploadedFile>,
): Promise<SendOutcome> {
  const key = commissionKeySchema.safeParse(values.key);
  const parsed = parseRecord(values, job.units.length);
  const { photos, errors: photoErrors } = await readPhotos(files, values, services.clock.now());
  const errors: Record<string, string> = {
    ...parsed.errors,
    ...photoErrors,
    ...(key.success
      ? {}
      : { key: 'The checklist was sent without its key: reload the page and send it again' }),
  };
  if (!parsed.record || !key.success || Object.keys(errors).length > 0)
    return {
      ok: false,
      status: 400,
      message: 'Some answers need fixing before the checklist can be sent',
      errors,
    };
  const token = await issueJobLink(installs, 'owner', job.reference);
  const context = {
    ...installMailContext(services),
    home: await recordMailHomeLink(services.home, services.settings.siteUrl),
  };
  const mails = commissionMails(installs.products, {
    ...context,
    confirmUrl: (done) => jobLinkUrl(context.siteUrl, 'owner', done.reference, token),
  });
  const result = await installs.commission(
    job.reference,
    { key: key.data, record: parsed.record, photos },
    mails,
  );
  services.outbox.kick();
  if (result.ok)
    return { ok: true, status: result.duplicate ? 200 : 201, job: result.job, flags: flagWords(result.job) };
  switch (result.reason) {
    case 'invalid':
      // The serials' formats and the photos the job asks for, checked against the job's products.
      return {
        ok: false,
        status: 400,
        message: 'Some answers need fixing before the checklist can be sent',
        errors: result.errors,
      };
    case 'serial-taken':
      return {
        ok: false,
        status: 409,
        message: `Serial ${result.serial} is already registered or commissioned on another system`,
        errors: {
          [serialField(job, values, result.serial)]:
            `Serial ${result.serial} is already registered or commissioned on another system: check the plate, or call Cirrus on 1300 247 787`,
        },
      };
    case 'already-commissioned':
      return {
        ok: false,
        status: 409,
        message: 'This job has already been commissioned from another phone',
        errors: {},
      };
    case 'not-found':
      return { ok: false, status: 409, message: 'This job is no longer open', errors: {} };
  }
}
