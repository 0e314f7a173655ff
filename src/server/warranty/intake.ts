/**
 * The warranty registration's intake: the proof of purchase (JPEG, PNG, HEIC or PDF by content, up
 * to 10 MB), one registration per serial (a repeat is refused, naming nothing of the earlier one), and the
 * review row, serials and file written with the lead, with the unit's care reminders (My home). The owner's named dealer (by installer
 * licence, else by name) is matched against the directory so the registration counts for it.
 */
import { MAX_UPLOAD_FILE_BYTES } from '../../config/env.ts';
import { site } from '../../config/site.ts';
import type { RegistrableModel } from '../../lib/warranty-registration/models.ts';
import type { DealerEntry } from '../../schemas/dealer.ts';
import { clock } from '../clock.ts';
import type { LeadIntake } from '../leads/intake.ts';
import { startCare } from '../my-home/care.ts';
import { type DocumentKind, documentKindOf, documentKinds } from '../uploads/file-kind.ts';
import { type UploadedFile, uploadBytes, uploadHead } from '../uploads/multipart.ts';
import { isSerialTaken } from './records.ts';
import type { WarrantyRepository } from './repository.ts';

/** A file that passed its checks: still in its temporary file, read only when it is stored. */
export interface AcceptedDocument {
  kind: DocumentKind;
  fileName: string;
  path: string;
}

/** Lower case letters and digits only, "&" read as "and": how a dealer's name is compared. */
const comparable = (value: string) =>
  value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** The directory dealer an installer licence or a dealer's name points at, if any. */
export function namedDealer(
  dealers: readonly Pick<DealerEntry, 'id' | 'name' | 'licences'>[],
  licence: string | undefined,
  dealerName: string | undefined,
): string | null {
  if (licence) {
    const byLicence = dealers.find((dealer) => dealer.licences?.includes(licence.toUpperCase()));
    if (byLicence) return byLicence.id;
  }
  if (dealerName) {
    const wanted = comparable(dealerName);
    const byName = dealers.find((dealer) => comparable(dealer.name) === wanted);
    if (byName) return byName.id;
  }
  return null;
}

/**
 * A posted document (proof of purchase, invoice) checked by its content: absent, too large, or not a
 * JPEG, PNG, HEIC or PDF is its field's error; otherwise the accepted file.
 */
export async function checkDocument(
  file: UploadedFile | undefined,
  field: string,
  missingMessage: string,
): Promise<{ errors: Record<string, string>; accepted?: AcceptedDocument }> {
  if (!file) return { errors: { [field]: missingMessage } };
  if (file.tooLarge) {
    return {
      errors: {
        [field]: `That file is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB: take a smaller photo, or save the invoice as a PDF`,
      },
    };
  }
  const kind = await documentKindOf(await uploadHead(file));
  if (!kind) {
    return {
      errors: {
        [field]:
          'That file isn’t a JPEG, PNG, HEIC or PDF (whatever its name says): choose a photo or a PDF of your invoice',
      },
    };
  }
  return { errors: {}, accepted: { kind, fileName: file.fileName, path: file.path } };
}

export function warrantyIntake(options: {
  repository: WarrantyRepository;
  models: ReadonlyMap<string, RegistrableModel>;
  dealers: readonly Pick<DealerEntry, 'id' | 'name' | 'licences'>[];
  /** Name of the form's proof-of-purchase field (its module's upload). */
  uploadField: string;
}): LeadIntake<AcceptedDocument> {
  const { repository, models, uploadField } = options;
  const serialsOf = (payload: Record<string, unknown>) =>
    [payload.serialNumber, payload.outdoorSerialNumber].filter(
      (serial): serial is string => typeof serial === 'string',
    );
  return {
    checkFiles: (files) =>
      checkDocument(files.get(uploadField), uploadField, 'Attach a photo or scan of your invoice or receipt'),
    existingReference: (payload) => repository.referenceForSerials(serialsOf(payload)),
    repeatError: () => ({
      field: 'serialNumber',
      message: `This system (its indoor or outdoor serial number) is already registered: each system registers once. If it is yours and you didn’t register it, call us on ${site.phone.display} or email ${site.email} and we’ll sort it out`,
    }),
    async afterInsert(trx, stored, payload, accepted) {
      const model = models.get(String(payload.model));
      if (!model) throw new Error('warranty registration: model checked by the schema is missing');
      await repository.insertRegistration(trx, stored.id, {
        model: model.modelNumber,
        productSlug: model.slug,
        dealerId: namedDealer(
          options.dealers,
          typeof payload.installerLicence === 'string' ? payload.installerLicence : undefined,
          typeof payload.dealer === 'string' ? payload.dealer : undefined,
        ),
        serials: {
          indoor: String(payload.serialNumber),
          ...(typeof payload.outdoorSerialNumber === 'string'
            ? { outdoor: payload.outdoorSerialNumber }
            : {}),
        },
        file: {
          field: uploadField,
          mediaType: documentKinds[accepted.kind],
          fileName: accepted.fileName,
          bytes: await uploadBytes(accepted),
        },
      });
      // The unit is the owner's from now: its care reminders start, whether or not they open My home.
      const lead = await trx
        .selectFrom('leads')
        .select('state')
        .where('id', '=', stored.id)
        .executeTakeFirst();
      if (typeof payload.email === 'string')
        await startCare(
          trx,
          payload.email,
          [
            {
              key: stored.reference,
              name: `${model.name} (${model.modelNumber})`,
              productType: model.productType,
              state: lead?.state ?? null,
              installed: typeof payload.installationDate === 'string' ? payload.installationDate : null,
            },
          ],
          clock.now(),
        );
    },
    isDuplicate: isSerialTaken,
  };
}
