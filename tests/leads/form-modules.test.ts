/**
 * What each lead form's module declares (src/server/forms), and that the rest of the site takes it
 * from there: which fields are personal (withheld from a dealer until it accepts), who may receive
 * the lead, what the service worker may do with it offline, and its thank-you page.
 */
import { describe, expect, it } from 'vitest';
import { contactFieldCopy, type FieldUi, leadForm } from '../../src/lib/lead-forms/definitions.ts';
import type { DealerEntry } from '../../src/schemas/dealer.ts';
import {
  dealerRoleFor,
  isRoutedLeadType,
  leadForms,
  offlineForms,
  personalFieldsOf,
} from '../../src/server/forms/index.ts';
import type { LeadFormModule } from '../../src/server/forms/module.ts';
import { leadTypeSchema } from '../../src/server/leads/schema.ts';
import { dealerAssignmentMail } from '../../src/server/routing/mail.ts';

/** Autocomplete tokens of fields that identify or reach a person (not an area: suburb, state, postcode). */
const personalTokens = /^(?:name|given-name|family-name|email|tel.*|street-address|address-line\d)$/;

/** Fields the copy presents as a name, an email, a phone, a street address or a secret. */
const looksPersonal = (ui: FieldUi) =>
  ui.secret === true ||
  ui.widget === 'tel' ||
  ui.inputMode === 'tel' ||
  ui.inputMode === 'email' ||
  personalTokens.test(ui.autoComplete ?? '');

const dealer = {
  id: 'parramatta-air',
  name: 'Parramatta Air & Heat',
  email: 'jobs@parramatta-air.test',
  phone: '02 9635 1100',
  address: { street: '12 Church St', suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
} as unknown as DealerEntry;

/**
 * A form a dealer receives with a personal field outside name, email and phone: a commercial site
 * visit whose site contact is not the person who asked. Before forms declared their personal
 * fields, a fixed set of names (name, email, phone) was withheld, and this number would have gone
 * to every dealer offered the job.
 */
const siteVisitCopy = leadForm({
  type: 'installer',
  path: '/site-visit',
  action: '/site-visit',
  noun: 'site visit request',
  title: 'Site visit request',
  submitLabel: 'Request a site visit',
  groups: [
    { legend: 'The job', fields: ['details', 'postcode'] },
    { legend: 'Who we contact', fields: ['name', 'email', 'siteContactName', 'siteContactPhone'] },
  ],
  fields: {
    details: { label: 'What needs doing', widget: 'textarea' },
    postcode: contactFieldCopy.postcode,
    name: contactFieldCopy.name,
    email: contactFieldCopy.email,
    siteContactName: { label: 'Site contact', autoComplete: 'name' },
    siteContactPhone: { label: 'Site contact’s phone', widget: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  },
});

const siteVisitPayload = {
  details: 'Two 7 kW cassettes for a dental surgery fit-out, ceiling open until Friday.',
  postcode: '2150',
  name: 'Priya Raman',
  email: 'priya@ramandental.test',
  siteContactName: 'Dean Kowalski',
  siteContactPhone: '+61412987654',
};

const assignmentTo = (personalFields: readonly string[]) =>
  dealerAssignmentMail({
    form: { copy: siteVisitCopy, personalFields },
    lead: {
      type: 'installer',
      reference: 'CC-SV4K2M',
      payload: JSON.stringify(siteVisitPayload),
      erased_at: null,
    },
    dealer,
    respondBy: '2031-03-04T01:00:00.000Z',
    area: 'Harris Park, Parramatta NSW 2150',
    siteUrl: 'https://www.cirrus.test',
    fallbackTo: 'leads@cirrus.test',
  });

describe('personal fields, as each form declares them', () => {
  it('a site contact’s phone a form declares personal is withheld from the dealer’s mail before it accepts; the job is not', () => {
    const mail = assignmentTo(['name', 'email', 'siteContactName', 'siteContactPhone']);
    expect(mail.body).toContain('Two 7 kW cassettes for a dental surgery fit-out');
    expect(mail.body).toContain('Harris Park, Parramatta NSW 2150');
    for (const withheld of ['0412 987 654', '+61412987654', 'Dean', 'Kowalski', 'Priya', 'ramandental']) {
      expect(mail.body).not.toContain(withheld);
      expect(mail.html).not.toContain(withheld);
    }
  });

  it('the old fixed set (name, email, phone) would have sent that number to the dealer', () => {
    const mail = assignmentTo(['name', 'email', 'phone']);
    expect(mail.body).toContain('+61412987654');
    expect(mail.body).toContain('Dean Kowalski');
  });

  it('every form declares as personal each field its copy presents as a name, email, phone, street address or secret', () => {
    // The site visit form above passes the same check, so a new form with a site contact cannot forget it.
    const forms: { type: string; copy: { fields: Record<string, FieldUi> }; personal: readonly string[] }[] =
      [
        ...Object.values(leadForms).map((form: LeadFormModule) => ({
          type: form.type,
          copy: form.copy,
          personal: form.personalFields,
        })),
        {
          type: 'site visit',
          copy: siteVisitCopy,
          personal: ['name', 'email', 'siteContactName', 'siteContactPhone'],
        },
      ];
    for (const form of forms) {
      const presentedPersonal = Object.entries(form.copy.fields)
        .filter(([, ui]) => looksPersonal(ui))
        .map(([field]) => field);
      expect(
        presentedPersonal.filter((field) => !form.personal.includes(field)),
        form.type,
      ).toEqual([]);
    }
  });

  it('the portal and the mails read them from the form: a claim withholds its bank details and address too', () => {
    expect([...personalFieldsOf('quote')].sort()).toEqual(['email', 'name', 'phone']);
    expect([...personalFieldsOf('claim')]).toEqual(
      expect.arrayContaining(['street', 'accountName', 'bsb', 'accountNumber']),
    );
  });
});

describe('who may receive each form', () => {
  it('quotes, installer requests and rebate plans go to installers, service requests to service agents, the rest stay with staff', () => {
    const byType = Object.fromEntries(
      leadTypeSchema.options.map((type) => [type, leadForms[type].receivers]),
    );
    // Each form's own rule: a new form adds none here (its module says who receives it).
    expect(byType).toMatchObject({
      quote: 'installer',
      installer: 'installer',
      contact: 'staff',
      warranty: 'staff',
      claim: 'staff',
      service: 'service-agent',
      plan: 'installer',
    });
    expect((['quote', 'installer', 'service', 'plan'] as const).filter(isRoutedLeadType)).toHaveLength(4);
    expect((['contact', 'warranty', 'claim'] as const).filter(isRoutedLeadType)).toEqual([]);
    expect(dealerRoleFor('service')).toBe('service-agent');
    expect(dealerRoleFor('contact')).toBe('installer');
  });
});

describe('what the service worker may do offline', () => {
  it('queues the four forms without a file, keeps the pages built ahead and the warranty form’s, never a claim or a service request', () => {
    // The plan's page is made on request from the planner's answers: its post is queued, the page not kept.
    expect(offlineForms.queuedPosts).toEqual(
      expect.arrayContaining(['/get-a-quote', '/request-an-installer', '/contact-us', '/send-your-plan']),
    );
    expect(offlineForms.keptPages).toEqual(
      expect.arrayContaining(['/get-a-quote', '/request-an-installer', '/contact-us', '/warranty/register']),
    );
    for (const neverKept of ['/send-your-plan', '/promotions/claim', '/service']) {
      expect(offlineForms.keptPages).not.toContain(neverKept);
    }
    for (const neverQueued of ['/warranty/register', '/promotions/claim', '/service']) {
      expect(offlineForms.queuedPosts).not.toContain(neverQueued);
    }
  });

  it('never queues a form that carries a file or a secret', () => {
    for (const form of Object.values(leadForms) as LeadFormModule[]) {
      const carriesPersonalData =
        form.copy.upload !== undefined || Object.values(form.copy.fields).some((ui: FieldUi) => ui.secret);
      if (carriesPersonalData) expect(form.offline.queuePosts, form.type).toBe(false);
    }
  });
});

describe('the thank-you page', () => {
  it('each form names its own next-steps page', () => {
    const forms = ['quote', 'installer', 'contact', 'warranty', 'claim', 'service', 'plan'] as const;
    for (const type of forms) expect(leadForms[type].thankYou.copy).toBe(`thank-you-${type}`);
    // Its content must exist: tests/content/copy.test.ts reads every form's page and thank-you copy.
  });
});
