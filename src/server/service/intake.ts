/**
 * The service request's intake: the optional photo of the display or unit (JPEG, PNG, HEIC or PDF by
 * content, up to 10 MB: the warranty proof's rules), and, in the lead's transaction, the warranty
 * look-up by serial and postcode (on the server's clock) and the request's row with its standing
 * and the call-out fee the owner was told. A service request never repeats an earlier record: the
 * same system may need service many times.
 */
import { MAX_UPLOAD_FILE_BYTES } from '../../config/env.ts';
import { warrantyStanding } from '../../lib/service/warranty-state.ts';
import type { RegistrableModel } from '../../lib/warranty-registration/models.ts';
import { clock } from '../clock.ts';
import type { LeadIntake } from '../leads/intake.ts';
import { type DocumentKind, documentKindOf, documentKinds } from '../uploads/file-kind.ts';
import { uploadBytes, uploadHead } from '../uploads/multipart.ts';
import { findRegistration } from './records.ts';
import type { ServiceRepository } from './repository.ts';

/** A photo that passed its checks: still in its temporary file until it is stored. */
interface AcceptedPhoto {
  kind: DocumentKind;
  fileName: string;
  path: string;
}

export function serviceIntake(options: {
  repository: ServiceRepository;
  models: ReadonlyMap<string, RegistrableModel>;
  /** The out-of-warranty call-out fee, whole AUD (warranty terms). */
  callOutFeeAud: number;
  /** Name of the form's photo field (its module's upload). */
  photoField: string;
}): LeadIntake<AcceptedPhoto | undefined> {
  const { repository, models, callOutFeeAud, photoField } = options;
  return {
    async checkFiles(files) {
      const file = files.get(photoField);
      if (!file) return { errors: {}, accepted: undefined };
      if (file.tooLarge) {
        return {
          errors: {
            [photoField]: `That photo is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB: take a smaller one, or send the request without it`,
          },
        };
      }
      const kind = await documentKindOf(await uploadHead(file));
      if (!kind) {
        return {
          errors: {
            [photoField]:
              'That file isn’t a JPEG, PNG, HEIC or PDF (whatever its name says): choose a photo of the display or the unit, or leave it out',
          },
        };
      }
      return { errors: {}, accepted: { kind, fileName: file.fileName, path: file.path } };
    },
    existingReference: async () => undefined,
    repeatError: () => ({ field: 'serialNumber', message: 'This request was already sent' }),
    async afterInsert(trx, stored, payload, accepted) {
      const model = models.get(String(payload.model));
      if (!model) throw new Error('service request: model checked by the schema is missing');
      const serial = String(payload.serialNumber);
      const found = await findRegistration(trx, serial, String(payload.postcode));
      // The cover of the model registered (it may differ from the one typed), from the catalogue.
      const registered = found ? (models.get(found.model) ?? model) : undefined;
      const standing = warrantyStanding(
        found && registered ? { ...found, coverYears: registered.warranty.years } : undefined,
        clock.today(),
      );
      await repository.insertRequest(trx, stored.id, {
        model: model.modelNumber,
        productSlug: model.slug,
        serial,
        warrantyState: standing.state,
        coverUntil: 'coverUntil' in standing ? standing.coverUntil : null,
        callOutFeeAud: standing.state === 'in-warranty' ? null : callOutFeeAud,
        ...(accepted
          ? {
              photo: {
                field: photoField,
                mediaType: documentKinds[accepted.kind],
                fileName: accepted.fileName,
                bytes: await uploadBytes(accepted),
              },
            }
          : {}),
      });
    },
    isDuplicate: () => false,
  };
}
