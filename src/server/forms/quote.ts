/**
 * Get a quote: short on purpose, only what routes the lead to an installer (the nearest dealer, in
 * the lead's transaction: src/server/routing). A product page or the sizing tool's result may fill
 * in the product, postcode, rooms and a message stating the loads; the dealer locator's "ask this
 * dealer for a quote" fills in the dealer, whom routing then offers the lead first.
 */
import { z } from 'zod';
import {
  contactFieldCopy,
  leadForm,
  productInterestField,
  replyFieldCopy,
} from '#lib/lead-forms/definitions.ts';
import { promotionBadgeText, promotionForProduct, promotionPath } from '#lib/promotions.ts';
import { contactTimes, propertyTypes } from '#lib/value-lists.ts';
import { slugSchema } from '#schemas/common.ts';
import { clock } from '../clock.ts';
import {
  australianPhone,
  choice,
  emailAddress,
  multiLine,
  personName,
  wholeNumber,
} from '../leads/fields.ts';
import { acceptAnything, knownPostcode, knownProduct, type LeadLookups } from '../leads/form-kit.ts';
import type { LeadFormModule } from './module.ts';

export function quoteSchema(lookups: LeadLookups = acceptAnything) {
  return z
    .strictObject({
      /** Product slug or product type the visitor is interested in; absent when not sure yet. */
      product: knownProduct(lookups).optional(),
      /** Kind of property the system is for. */
      propertyType: choice(propertyTypes, 'Choose a property type').optional(),
      /** Rooms to heat or cool, 1 to 30. */
      rooms: wholeNumber(1, 30, 'Enter a number of rooms from 1 to 30').optional(),
      /** Postcode of the property (decides the installer). */
      postcode: knownPostcode(lookups),
      /** Visitor's name. */
      name: personName(),
      /** Email address; this or a phone number is required. */
      email: emailAddress().optional(),
      /** Phone number, E.164; this or an email address is required. */
      phone: australianPhone().optional(),
      /** When the visitor prefers to be called. */
      contactTime: choice(contactTimes, 'Choose a time').optional(),
      /** Anything else the installer should know. */
      message: multiLine('Enter a message', 2000).optional(),
      /** Id of the dealer the visitor asked for (the locator's "ask this dealer"): offered the lead first. */
      dealer: slugSchema.max(80).optional(),
    })
    .refine((value) => Boolean(value.email || value.phone), {
      path: ['email'],
      message: 'Enter an email address or a phone number so we can reply',
      // Also when other fields have errors, so every problem shows at once.
      when: () => true,
    });
}

/** Its copy: labels, hints, grouping, where it is and where it posts. */
const copy = leadForm({
  type: 'quote',
  path: '/get-a-quote',
  action: '/get-a-quote',
  noun: 'quote request',
  title: 'Quote request',
  submitLabel: 'Get my free quote',
  groups: [
    { legend: 'What you need', fields: ['dealer', 'product', 'propertyType', 'rooms', 'postcode'] },
    { legend: 'How we reach you', fields: ['name', 'email', 'phone', 'contactTime', 'message'] },
  ],
  fields: {
    dealer: { label: 'Dealer asked for', widget: 'hidden' },
    product: productInterestField,
    propertyType: {
      label: 'Property type',
      widget: 'radio',
      options: {
        house: 'House',
        townhouse: 'Townhouse',
        apartment: 'Apartment',
        business: 'Business',
      } satisfies Record<(typeof propertyTypes)[number], string>,
    },
    rooms: { label: 'Rooms to heat or cool', inputMode: 'numeric', width: 'short' },
    postcode: contactFieldCopy.postcode,
    name: contactFieldCopy.name,
    ...replyFieldCopy,
    message: { label: 'Anything else we should know?', widget: 'textarea' },
  },
});

export const quoteForm = {
  type: 'quote',
  schema: quoteSchema,
  copy,
  page: { copy: 'get-a-quote', listed: true },
  facts: (lead, lookups) => ({
    postcode: lead.postcode,
    email: lead.email,
    productType: lead.product ? lookups.productType(lead.product) : undefined,
  }),
  prefill: ['product', 'postcode', 'rooms', 'message', 'dealer'],
  alwaysConfirm: false,
  confirmation: 'next-step',
  personalFields: ['name', 'email', 'phone'],
  // The nearest installer that handles the product (or the dealer the visitor asked for) first.
  receivers: 'installer',
  offline: { keepPage: true, queuePosts: true },
  thankYou: { copy: 'thank-you-quote' },
  // A product a promotion covers today: say so, and link the promotion.
  thankYouExtras: async ({ product }, _services, catalogue) => {
    const promotions = [...catalogue.promotions.values()];
    const covered = product ? promotionForProduct(product, promotions, clock.today()) : undefined;
    const name = product ? catalogue.productNames.get(product) : undefined;
    if (!covered || !name) return {};
    const offer = promotionBadgeText(covered);
    return { promotion: { product: name, offer, title: covered.title, href: promotionPath(covered) } };
  },
} as const satisfies LeadFormModule<'quote', ReturnType<typeof quoteSchema>>;
