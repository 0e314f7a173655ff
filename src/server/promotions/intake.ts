/**
 * A promotion claim's intake: the invoice (JPEG, PNG, HEIC or PDF by content, up to 10 MB), one claim
 * per serial per promotion (a repeat is refused, naming nothing of the earlier claim), and the claim's row,
 * serials and invoice written with the lead. The bank details go to the claim's row only: the lead's
 * payload (which the portal shows and the inbox mail lists) keeps the account's last digits.
 */
import { site } from '../../config/site.ts';
import type { LeadIntake } from '../leads/intake.ts';
import { documentKinds } from '../uploads/file-kind.ts';
import { uploadBytes } from '../uploads/multipart.ts';
import { type AcceptedDocument, checkDocument } from '../warranty/intake.ts';
import { accountEnding, isSerialClaimed } from './records.ts';
import type { ClaimRepository } from './repository.ts';

export function claimIntake(options: {
  repository: ClaimRepository;
  /** The cashback of a promotion by slug (the schema has checked that it exists). */
  amountOf(promotion: string): number | undefined;
  /** Name of the form's invoice field (its module's upload). */
  invoiceField: string;
}): LeadIntake<AcceptedDocument> {
  const { repository, invoiceField } = options;
  const serialsOf = (payload: Record<string, unknown>) =>
    [payload.serialNumber, payload.outdoorSerialNumber].filter(
      (serial): serial is string => typeof serial === 'string',
    );
  return {
    checkFiles: (files) =>
      checkDocument(files.get(invoiceField), invoiceField, 'Attach a photo or scan of your paid invoice'),
    existingReference: (payload) =>
      repository.referenceForSerials(String(payload.promotion), serialsOf(payload)),
    repeatError: () => ({
      field: 'serialNumber',
      message: `This system has already been claimed under this promotion: each system can be claimed once. If you bought it and didn’t claim, call us on ${site.phone.display} or email ${site.email}`,
    }),
    storedPayload: ({ bsb: _bsb, accountNumber, ...rest }) => ({
      ...rest,
      accountNumber: accountEnding(String(accountNumber)),
    }),
    async afterInsert(trx, stored, payload, accepted) {
      const promotion = String(payload.promotion);
      const amountAud = options.amountOf(promotion);
      if (amountAud === undefined) throw new Error('claim: the promotion checked by the schema is missing');
      await repository.insertClaim(trx, stored.id, {
        promotion,
        amountAud,
        bank: {
          accountName: String(payload.accountName),
          bsb: String(payload.bsb),
          accountNumber: String(payload.accountNumber),
        },
        serials: serialsOf(payload),
        file: {
          field: invoiceField,
          mediaType: documentKinds[accepted.kind],
          fileName: accepted.fileName,
          bytes: await uploadBytes(accepted),
        },
      });
    },
    isDuplicate: isSerialClaimed,
  };
}
