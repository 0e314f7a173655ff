/**
 * A promotion's cashback claim: the system (a model the promotion covers, bought in its window,
 * claimed by its deadline), the owner, where to pay, and (its intake, src/server/promotions/intake.ts)
 * the invoice, one claim per serial per promotion and the claim's row with the bank details. The
 * claimant is always mailed the claim ID, and the thank-you page is told it was a claim.
 */
import { z } from 'zod';
import { contactFieldCopy, leadForm, type UploadUi } from '#lib/lead-forms/definitions.ts';
import { longDate } from '#lib/promotions.ts';
import { withClaimId } from '#lib/thank-you.ts';
import { australianStateNames } from '#lib/value-lists.ts';
import { clock } from '../clock.ts';
import {
  australianPhone,
  australianState,
  calendarDate,
  emailAddress,
  personName,
  singleLine,
  text,
} from '../leads/fields.ts';
import {
  acceptAnything,
  checkSerials,
  knownPostcode,
  type LeadLookups,
  systemFields,
} from '../leads/form-kit.ts';
import { claimIntake } from '../promotions/intake.ts';
import type { LeadFormModule } from './module.ts';

/**
 * The promotion's rules, each with its own message: claims only while the promotion is open (from
 * its first purchase day to its claim deadline), an eligible model, a purchase inside the window.
 */
function checkPromotionRules(
  value: { promotion?: unknown; model?: unknown; purchaseDate?: unknown },
  lookups: LeadLookups,
  context: z.RefinementCtx,
) {
  if (typeof value.promotion !== 'string' || !lookups.promotion) return;
  const promotion = lookups.promotion(value.promotion);
  if (!promotion) {
    context.addIssue({
      code: 'custom',
      path: ['promotion'],
      message: 'That promotion doesn’t exist: choose one on the promotions page',
    });
    return;
  }
  const today = clock.today();
  if (today > promotion.claimDeadline) {
    context.addIssue({
      code: 'custom',
      path: ['promotion'],
      message: `Claims for ${promotion.title} closed on ${longDate(promotion.claimDeadline)}`,
    });
  } else if (today < promotion.purchaseWindow.from) {
    context.addIssue({
      code: 'custom',
      path: ['promotion'],
      message: `${promotion.title} starts on ${longDate(promotion.purchaseWindow.from)}`,
    });
  }
  if (typeof value.model === 'string' && !promotion.modelNumbers.has(value.model.toUpperCase())) {
    const known = lookups.registrableModel?.(value.model) !== undefined;
    if (known)
      context.addIssue({
        code: 'custom',
        path: ['model'],
        message: `The ${value.model.toUpperCase()} isn’t part of this promotion, which covers ${promotion.eligibleDescription}`,
      });
  }
  const { from, to } = promotion.purchaseWindow;
  if (typeof value.purchaseDate === 'string' && (value.purchaseDate < from || value.purchaseDate > to)) {
    context.addIssue({
      code: 'custom',
      path: ['purchaseDate'],
      message: `Only purchases from ${longDate(from)} to ${longDate(to)} qualify; yours was on ${longDate(value.purchaseDate)}`,
    });
  }
}

/** A promotion's cashback claim: the system, the owner, where to pay, and (apart) the invoice. */
export function claimSchema(lookups: LeadLookups = acceptAnything) {
  return z
    .strictObject({
      /** Slug of the promotion claimed under. */
      promotion: text('Choose a promotion')
        .max(80, 'Choose a promotion')
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a promotion'),
      ...systemFields(lookups, 'CCA-W35R'),
      /** Day of purchase on the invoice: not in the future, at most two years ago. */
      purchaseDate: calendarDate(
        'Enter the purchase date',
        { earliest: { years: -2 }, latest: { days: 0 } },
        {
          tooEarly: 'Purchases more than two years ago don’t qualify for a current promotion',
          tooLate: 'The purchase date can’t be in the future',
        },
      ),
      /** Claimant's name. */
      name: personName(),
      /** Claimant's email: the claim ID and each decision are sent here. */
      email: emailAddress(),
      /** Claimant's phone number, E.164. */
      phone: australianPhone(),
      /** Street address where the system is installed. */
      street: singleLine('Enter your street address', 120),
      /** Suburb or town. */
      suburb: singleLine('Enter your suburb or town', 60),
      /** Postcode (the claim status check asks for it). */
      postcode: knownPostcode(lookups),
      /** State or territory. */
      state: australianState(),
      /** Name on the bank account. */
      accountName: singleLine('Enter the name on the account', 60),
      /** Bank-State-Branch number, six digits (stored without the dash). */
      bsb: text('Enter the BSB')
        .regex(/^\d{3}-?\d{3}$/, 'Enter the BSB as six digits, e.g. 062-000')
        .transform((value) => value.replace('-', '')),
      /** Account number, 5 to 9 digits. */
      accountNumber: text('Enter the account number').regex(
        /^\d{5,9}$/,
        'Enter the account number as 5 to 9 digits, without spaces',
      ),
    })
    .superRefine((value, context) => checkPromotionRules(value, lookups, context), { when: () => true })
    .superRefine((value, context) => checkSerials(value, lookups, context), { when: () => true });
}

/** Its copy: labels, hints, grouping, where it is and where it posts. */
/** A promotion claim's copy of the paid invoice. */
const upload: UploadUi = {
  name: 'invoice',
  label: 'Paid tax invoice',
  hint: 'A photo or scan showing the model number, the purchase date and the dealer: JPEG, PNG, HEIC or PDF, up to 10 MB',
  accept: '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf',
  legend: 'Invoice',
  // Last, so every other field has been read when a file too large cuts the post off.
  afterGroup: 2,
};

const copy = leadForm({
  type: 'claim',
  path: '/promotions',
  action: '/promotions/claim',
  noun: 'cashback claim',
  title: 'Cashback claim',
  submitLabel: 'Send my claim',
  groups: [
    {
      legend: 'Your system',
      fields: ['promotion', 'model', 'serialNumber', 'outdoorSerialNumber', 'purchaseDate'],
    },
    { legend: 'You', fields: ['name', 'email', 'phone', 'street', 'suburb', 'postcode', 'state'] },
    { legend: 'Where we pay the cashback', fields: ['accountName', 'bsb', 'accountNumber'] },
  ],
  upload,
  fields: {
    promotion: { label: 'Promotion', widget: 'hidden' },
    model: {
      label: 'Model number',
      hint: 'On the rating plate or your invoice, e.g. CCA-W35R',
      width: 'medium',
    },
    serialNumber: {
      label: 'Indoor unit serial number',
      hint: 'On the rating plate of the indoor unit (or the only unit), e.g. CAI-2503-18842',
      width: 'medium',
    },
    outdoorSerialNumber: {
      label: 'Outdoor unit serial number',
      hint: 'On the rating plate of the outdoor unit of a split or ducted system, e.g. CAO-2503-18842',
      width: 'medium',
    },
    purchaseDate: { label: 'Purchase date', hint: 'As on your invoice', width: 'medium' },
    name: contactFieldCopy.name,
    email: contactFieldCopy.email,
    phone: contactFieldCopy.phone,
    street: { label: 'Street address', autoComplete: 'address-line1' },
    suburb: { label: 'Suburb or town', autoComplete: 'address-level2', width: 'medium' },
    postcode: contactFieldCopy.postcode,
    state: {
      label: 'State or territory',
      widget: 'select',
      emptyOption: 'Choose',
      autoComplete: 'address-level1',
      options: australianStateNames,
    },
    accountName: { label: 'Account name', autoComplete: 'off', secret: true },
    bsb: {
      label: 'BSB',
      hint: 'Six digits, e.g. 062-000',
      inputMode: 'numeric',
      autoComplete: 'off',
      width: 'short',
      secret: true,
    },
    accountNumber: {
      label: 'Account number',
      hint: '5 to 9 digits',
      inputMode: 'numeric',
      autoComplete: 'off',
      width: 'medium',
      secret: true,
    },
  },
});

export const claimForm = {
  type: 'claim',
  schema: claimSchema,
  copy,
  page: { copy: 'promotions', listed: false },
  facts: (lead) => ({ postcode: lead.postcode, state: lead.state, email: lead.email }),
  // The promotion's page fills in which promotion is claimed.
  prefill: ['promotion'],
  // A claimant always gets the claim ID by mail (within the confirmation limits).
  alwaysConfirm: true,
  confirmation: 'claim-status',
  // The confirmation links the new record's status, opened by the owner's signed token.
  statusLink: 'claim',
  personalFields: ['name', 'email', 'phone', 'street', 'suburb', 'accountName', 'bsb', 'accountNumber'],
  // Staff review the invoice and pay (src/server/review).
  receivers: 'staff',
  // A claim carries the invoice and bank details: never kept by the worker.
  offline: { keepPage: false, queuePosts: false },
  // Its address names the claim, so the mail's link shows the claim's steps to its holder too.
  thankYou: { copy: 'thank-you-claim', namedInAddress: true },
  // "Check your claim status" carries the claim ID, as its mail does.
  thankYouExtras: async ({ page, reference }) => ({ page: withClaimId(page, reference) }),
  intake: (services, catalogue) =>
    claimIntake({
      repository: services.claims,
      amountOf: (slug) => catalogue.promotions.get(slug)?.amountAud,
      invoiceField: upload.name,
    }),
} as const satisfies LeadFormModule<'claim', ReturnType<typeof claimSchema>>;
