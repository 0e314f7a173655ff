/**
 * "Send this plan to a dealer" (from /rebates): a quote request that carries the rebate plan. It is
 * routed like a quote (the nearest installer that handles the product, in the lead's transaction),
 * and every answer the plan was worked out from, the plan's date and the plan as the visitor saw it
 * arrive as fields, so the dealer's lead page and mail show them. The planner's link fills in all of
 * them; the visitor adds how to reach them.
 */
import { z } from 'zod';
import { contactFieldCopy, leadForm, replyFieldCopy } from '#lib/lead-forms/definitions.ts';
import { currentSystemNames } from '#lib/rebates/names.ts';
import {
  concessions,
  contactTimes,
  currentSystems,
  incomeBands,
  landValueBands,
  tenures,
} from '#lib/value-lists.ts';
import {
  australianPhone,
  choice,
  emailAddress,
  multiLine,
  personName,
  wholeNumber,
} from '../leads/fields.ts';
import { acceptAnything, knownPostcode, knownProduct, type LeadLookups } from '../leads/form-kit.ts';
import { thankYouLocation } from '../leads/form-module.ts';
import type { LeadFormModule } from './module.ts';

export function planSchema(lookups: LeadLookups = acceptAnything) {
  return z
    .strictObject({
      /** The Cirrus system the plan is for (a product slug). */
      product: knownProduct(lookups),
      /** Postcode of the home (decides the dealer and the schemes). */
      postcode: knownPostcode(lookups),
      /** What heats the home now. */
      current: choice(currentSystems, 'The plan is missing what heats the home now'),
      /** Age of the reverse-cycle system replaced, years. */
      reverseCycleAgeYears: wholeNumber(0, 60, 'Enter the age in whole years, 0 to 60').optional(),
      /** Owner-occupier, landlord or renter. */
      tenure: choice(tenures, 'The plan is missing who lives in the home'),
      /** The concession card held. */
      concession: choice(concessions, 'The plan is missing the concession card'),
      /** Household income against the Victorian limit. */
      income: choice(incomeBands, 'Choose an income band').optional(),
      /** Unimproved land value against the ACT cap. */
      landValue: choice(landValueBands, 'Choose a land value band').optional(),
      /** Whether every gas appliance goes. */
      allGasGoes: choice(['yes', 'no'], 'The plan is missing whether every gas appliance goes'),
      /** The installed price the plan used, whole dollars. */
      price: wholeNumber(0, 200_000, 'Enter a price in dollars, up to $200,000').optional(),
      /** The day the plan was worked out (YYYY-MM-DD). */
      planDate: z.iso.date('The plan is missing its date'),
      /** The plan as the visitor saw it: each scheme, the running costs, the net price. */
      plan: multiLine('The plan is missing', 2000),
      /** Visitor's name. */
      name: personName(),
      /** Email address; this or a phone number is required. */
      email: emailAddress().optional(),
      /** Phone number, E.164; this or an email address is required. */
      phone: australianPhone().optional(),
      /** When the visitor prefers to be called. */
      contactTime: choice(contactTimes, 'Choose a time').optional(),
      /** Anything else the dealer should know. */
      message: multiLine('Enter a message', 2000).optional(),
    })
    .refine((value) => Boolean(value.email || value.phone), {
      path: ['email'],
      message: 'Enter an email address or a phone number so we can reply',
      when: () => true,
    });
}

/** Its copy: labels, hints, grouping, where it is and where it posts. */
const copy = leadForm({
  type: 'plan',
  path: '/send-your-plan',
  action: '/send-your-plan',
  noun: 'rebate plan quote request',
  title: 'Send this plan to a dealer',
  submitLabel: 'Send my plan',
  groups: [
    {
      legend: 'Your plan',
      fields: [
        'product',
        'postcode',
        'current',
        'reverseCycleAgeYears',
        'tenure',
        'concession',
        'income',
        'landValue',
        'allGasGoes',
        'price',
        'planDate',
        'plan',
      ],
    },
    { legend: 'How the dealer reaches you', fields: ['name', 'email', 'phone', 'contactTime', 'message'] },
  ],
  fields: {
    product: { label: 'System', widget: 'hidden' },
    postcode: { label: 'Postcode', widget: 'hidden' },
    current: { label: 'Heating now', widget: 'hidden', options: currentSystemNames },
    reverseCycleAgeYears: { label: 'Age of the reverse-cycle system (years)', widget: 'hidden' },
    tenure: {
      label: 'The home',
      widget: 'hidden',
      options: { 'owner-occupier': 'Owner-occupier', landlord: 'Rented out (landlord)', renter: 'Renter' },
    },
    concession: {
      label: 'Concession card',
      widget: 'hidden',
      options: {
        none: 'None',
        pensioner: 'Pensioner Concession Card',
        'health-care': 'Health Care Card',
        other: 'Another concession card',
      },
    },
    income: {
      label: 'Household income (VIC)',
      widget: 'hidden',
      options: { unknown: 'Not given', 'under-limit': 'Under $90,000', 'over-limit': '$90,000 or more' },
    },
    landValue: {
      label: 'Land value (ACT)',
      widget: 'hidden',
      options: { unknown: 'Not sure', 'under-cap': '$750,000 or less', 'over-cap': 'Over $750,000' },
    },
    allGasGoes: { label: 'Every gas appliance goes', widget: 'hidden', options: { yes: 'Yes', no: 'No' } },
    price: { label: 'Installed price used ($)', widget: 'hidden' },
    planDate: { label: 'Plan worked out on', widget: 'hidden' },
    plan: { label: 'The plan', widget: 'hidden' },
    name: contactFieldCopy.name,
    ...replyFieldCopy,
    message: { label: 'Anything else the dealer should know?', widget: 'textarea' },
  },
});

export const planForm = {
  type: 'plan',
  schema: planSchema,
  copy,
  prefill: [
    'product',
    'postcode',
    'current',
    'reverseCycleAgeYears',
    'tenure',
    'concession',
    'income',
    'landValue',
    'allGasGoes',
    'price',
    'planDate',
    'plan',
  ],
  alwaysConfirm: false,
  confirmation: 'next-step',
  // The answers and the plan are the visitor's situation, not how to reach them: a dealer sees them
  // before accepting, to decide; the name and the ways to reply only after.
  personalFields: ['name', 'email', 'phone'],
  // Routed like a quote: the nearest installer that handles the product.
  receivers: 'installer',
  // The page is made on request from the planner's answers; a post is queued like a quote's.
  offline: { keepPage: false, queuePosts: true },
  thankYouPage: 'thank-you-plan',
  thankYou: (reference) => thankYouLocation(reference),
} as const satisfies LeadFormModule<'plan', ReturnType<typeof planSchema>>;
