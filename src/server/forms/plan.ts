/**
 * "Send this plan to a dealer" (from /rebates): a quote request that carries the rebate plan. It is
 * routed like a quote (the nearest installer that handles the product, by the home's postcode, in
 * the lead's transaction), and every answer the plan was worked out from and its date arrive as
 * fields. The plan itself is worked out again by the server from those answers and the rules in force
 * on the plan's day, shown read-only on the page before it is sent, and stored and mailed as the
 * server made it: text a browser posts is never passed on. The planner's link fills in the answers;
 * the visitor adds how to reach them.
 */
import { z } from 'zod';
import { contactFieldCopy, leadForm, replyFieldCopy } from '#lib/lead-forms/definitions.ts';
import { currentSystemNames } from '#lib/rebates/names.ts';
import { reopenPlanHref } from '#lib/rebates/summary.ts';
import {
  concessions,
  contactTimes,
  currentSystems,
  incomeBands,
  landValueBands,
  tenures,
} from '#lib/value-lists.ts';
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
import type { LeadIntake } from '../leads/intake.ts';
import { withServerPlan } from '../rebates/plan-lead.ts';
import type { FormCatalogue, LeadFormModule } from './module.ts';

/** No file, no repeat, no rows of its own: the intake only replaces the plan with the server's. */
function serverPlanIntake(planner: FormCatalogue['planner']): LeadIntake {
  return {
    checkFiles: async () => ({ errors: {} }),
    existingReference: async () => undefined,
    afterInsert: async () => {},
    isDuplicate: () => false,
    repeatError: () => ({ field: 'plan', message: 'This plan was sent already.' }),
    // Never the posted text: without a plan of the server's (the schema has checked the answers, so
    // this is not expected), the lead carries the answers alone.
    storedPayload: (payload) => {
      const { plan: _posted, ...answers } = payload;
      return withServerPlan(payload, planner, clock.today()) ?? answers;
    },
  };
}

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
      /** The floor area the system heats and cools, m² (the running costs are worked out from it). */
      areaM2: wholeNumber(9, 1000, 'Enter the area in square metres, 9 to 1,000').optional(),
      /** Whether every gas appliance goes. */
      allGasGoes: choice(['yes', 'no'], 'The plan is missing whether every gas appliance goes'),
      /** The installed price the plan used, whole dollars. */
      price: wholeNumber(0, 200_000, 'Enter a price in dollars, up to $200,000').optional(),
      /** The day the plan was worked out (YYYY-MM-DD). */
      planDate: z.iso.date('The plan is missing its date'),
      /**
       * The plan as the server works it out (src/server/rebates/plan-lead.ts): shown on the page and
       * stored with the lead. The page posts none; whatever a crafted post sends here is dropped
       * unread (the request's size limit bounds it), never refused: it is not the visitor's to fix.
       */
      plan: z
        .string()
        .optional()
        .transform(() => undefined),
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
        'areaM2',
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
    areaM2: { label: 'Area heated and cooled (m²)', widget: 'hidden' },
    allGasGoes: { label: 'Every gas appliance goes', widget: 'hidden', options: { yes: 'Yes', no: 'No' } },
    price: { label: 'Installed price used ($)', widget: 'hidden' },
    planDate: { label: 'Plan worked out on', widget: 'hidden' },
    plan: { label: 'The plan the dealer receives', widget: 'summary' },
    name: contactFieldCopy.name,
    ...replyFieldCopy,
    message: { label: 'Anything else the dealer should know?', widget: 'textarea' },
  },
});

export const planForm = {
  type: 'plan',
  schema: planSchema,
  copy,
  // Made from the planner's link: the planner (/rebates) is the page search finds.
  page: { copy: 'send-your-plan', listed: false },
  facts: (lead, lookups) => ({
    postcode: lead.postcode,
    email: lead.email,
    productType: lookups.productType(lead.product),
  }),
  prefill: [
    'product',
    'postcode',
    'current',
    'reverseCycleAgeYears',
    'tenure',
    'concession',
    'income',
    'landValue',
    'areaM2',
    'allGasGoes',
    'price',
    'planDate',
  ],
  // The plan the dealer receives, worked out from the answers and shown before it is sent.
  presentedValues: (values, catalogue, today) => {
    const plan = withServerPlan(values, catalogue.planner, today)?.plan;
    return typeof plan === 'string' ? { ...values, plan } : values;
  },
  intake: (_services, catalogue) => serverPlanIntake(catalogue.planner),
  // The homeowner keeps the plan: it is always mailed back, with a link that reopens it.
  alwaysConfirm: true,
  confirmation: 'next-step',
  confirmationSummary: (stored, siteUrl) =>
    typeof stored.plan === 'string'
      ? {
          title: 'The plan the dealer received',
          lines: stored.plan.split('\n'),
          link: { href: new URL(reopenPlanHref(stored), siteUrl).href, label: 'Open your plan again' },
        }
      : undefined,
  // The answers and the plan are the visitor's situation, not how to reach them: a dealer sees them
  // before accepting, to decide; the name and the ways to reply only after.
  // The concession card and the income band are a person's circumstances: they too wait for acceptance.
  personalFields: ['name', 'email', 'phone', 'concession', 'income'],
  // Routed like a quote: the nearest installer that handles the product, by the postcode alone.
  receivers: 'installer',
  // A household sends a plan or two; more from one client would only fill a dealer's waiting list.
  postsPerClientPerDay: 3,
  // The page is made on request from the planner's answers; a post is queued like a quote's.
  offline: { keepPage: false, queuePosts: true },
  thankYou: { copy: 'thank-you-plan' },
} as const satisfies LeadFormModule<'plan', ReturnType<typeof planSchema>>;
