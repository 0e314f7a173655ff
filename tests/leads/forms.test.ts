/**
 * The lead form schemas: Australian rules, every message, and the HTML constraints derived from them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dateBounds, shiftDate } from '../../src/lib/lead-forms/dates.ts';
import type { FieldUi } from '../../src/lib/lead-forms/definitions.ts';
import { clock, startClock } from '../../src/server/clock.ts';
import {
  type LeadLookups,
  leadFormDefinitions,
  leadFormSchema,
  leadFormSchemas,
  leadForms,
  missingOrExtraFields,
} from '../../src/server/forms/index.ts';
import { fieldConstraints } from '../../src/server/leads/constraints.ts';
import { describePayload, leadNotifications } from '../../src/server/leads/notifications.ts';
import { formatAustralianPhone, normaliseAustralianPhone } from '../../src/server/leads/phone.ts';
import { leadTypeSchema } from '../../src/server/leads/schema.ts';

const lookups: LeadLookups = {
  isKnownPostcode: (postcode) => ['2000', '3000', '0800', '2600'].includes(postcode),
  isKnownProduct: (value) =>
    ['ducted', 'wall-split', 'aura-2-5kw-reverse-cycle-split-system'].includes(value),
};

// The date rules count from the server's clock: set here, far from the machine's.
startClock('2031-02-14T10:00:00+11:00');
afterAll(() => startClock(undefined));
const today = clock.today();
const daysFromToday = (days: number) => shiftDate(today, { days });

const valid = {
  quote: { postcode: '2000', name: 'Ann O’Brien', email: 'ann@example.com' },
  installer: {
    service: 'service-repair',
    postcode: '3000',
    name: 'Bo Nguyen',
    phone: '(03) 9876 5432',
    email: 'bo@example.com',
  },
  contact: {
    enquiryType: 'warranty',
    name: 'Cy Tran',
    email: 'cy@example.com',
    message: 'Where is my serial number?',
  },
  warranty: {
    model: 'cca-w25r',
    serialNumber: 'ce25-2411-0042',
    purchaseDate: daysFromToday(-30),
    installationDate: daysFromToday(-20),
    dealer: 'Coolside Air, Parramatta',
    name: 'Di Smith-Jones',
    email: 'di@example.com',
    phone: '+61 2 9876 5432',
    postcode: '2600',
    state: 'ACT',
  },
} as const;

/** The first message for each field, as the form shows them. */
function errorsOf(type: keyof typeof valid, input: Record<string, unknown>) {
  const result = leadFormSchema(type, lookups).safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '(form)');
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('Australian phone numbers', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412345678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['0061 412 345 678', '+61412345678'],
    ['(02) 9876 5432', '+61298765432'],
    ['02-9876-5432', '+61298765432'],
    ['+61 (0)2 9876 5432', '+61298765432'],
    ['(08) 8123 4567', '+61881234567'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseAustralianPhone(input)).toBe(expected);
  });

  it.each(['1300 247 787', '0512 345 678', '412 345 678', '+1 415 555 0100', '0412 345 67', '02 9876 54321'])(
    'refuses %s',
    (input) => {
      expect(normaliseAustralianPhone(input)).toBeUndefined();
    },
  );

  it('formats numbers the Australian way', () => {
    expect(formatAustralianPhone('+61412345678')).toBe('0412 345 678');
    expect(formatAustralianPhone('+61298765432')).toBe('(02) 9876 5432');
  });
});

describe('valid submissions', () => {
  it.each(Object.keys(valid) as (keyof typeof valid)[])('%s: parses and normalises', (type) => {
    const result = leadFormSchema(type, lookups).safeParse(valid[type]);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it('normalises phones to E.164 and plate codes to upper case', () => {
    const warranty = leadFormSchema('warranty', lookups).parse(valid.warranty);
    expect(warranty).toMatchObject({
      phone: '+61298765432',
      model: 'CCA-W25R',
      serialNumber: 'CE25-2411-0042',
    });
    const installer = leadFormSchema('installer', lookups).parse(valid.installer);
    expect(installer.phone).toBe('+61398765432');
  });

  it('accepts a quote with only a phone number, and the optional details', () => {
    const { email: _email, ...rest } = valid.quote;
    const result = leadFormSchema('quote', lookups).safeParse({
      ...rest,
      phone: '0412 345 678',
      product: 'aura-2-5kw-reverse-cycle-split-system',
      propertyType: 'apartment',
      rooms: '3',
      contactTime: 'evening',
      message: 'Two bedrooms facing west.\nSecond line < 3 kW is fine.',
    });
    expect(result.success).toBe(true);
    expect(result.data?.rooms).toBe(3);
  });
});

describe('each rule has its message', () => {
  it.each([
    ['quote', { ...valid.quote, name: undefined }, 'name', 'Enter your name'],
    ['quote', { ...valid.quote, postcode: undefined }, 'postcode', 'Enter your postcode'],
    ['quote', { ...valid.quote, postcode: '200' }, 'postcode', 'Enter a 4-digit postcode'],
    [
      'quote',
      { ...valid.quote, postcode: '9999' },
      'postcode',
      'We don’t recognise that postcode: check it and try again',
    ],
    [
      'quote',
      { ...valid.quote, email: undefined },
      'email',
      'Enter an email address or a phone number so we can reply',
    ],
    ['quote', { ...valid.quote, email: 'ann@' }, 'email', 'Enter an email address like name@example.com'],
    [
      'quote',
      { ...valid.quote, phone: '1300 247 787' },
      'phone',
      'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432',
    ],
    [
      'quote',
      { ...valid.quote, phone: 'call me' },
      'phone',
      'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432',
    ],
    ['quote', { ...valid.quote, name: 'x'.repeat(81) }, 'name', 'Use 80 characters or fewer'],
    [
      'quote',
      { ...valid.quote, name: "Robert'); DROP TABLE leads;--" },
      'name',
      'Use letters, spaces, apostrophes and hyphens only',
    ],
    ['quote', { ...valid.quote, rooms: 'many' }, 'rooms', 'Enter a number of rooms from 1 to 30'],
    ['quote', { ...valid.quote, rooms: '31' }, 'rooms', 'Enter a number of rooms from 1 to 30'],
    ['quote', { ...valid.quote, rooms: '2.5' }, 'rooms', 'Enter a number of rooms from 1 to 30'],
    ['quote', { ...valid.quote, propertyType: 'castle' }, 'propertyType', 'Choose one of the options'],
    ['quote', { ...valid.quote, product: 'made-up-model' }, 'product', 'Choose a product from the list'],
    ['quote', { ...valid.quote, product: '<b>x</b>' }, 'product', 'Choose a product from the list'],
    [
      'quote',
      { ...valid.quote, message: '<script>alert(1)</script>' },
      'message',
      'Remove anything that looks like HTML (a < followed by a letter)',
    ],
    ['quote', { ...valid.quote, message: 'a'.repeat(2001) }, 'message', 'Use 2000 characters or fewer'],
    ['quote', { ...valid.quote, message: 'bell \u0007' }, 'message', 'Use plain text'],
    ['quote', { ...valid.quote, extra: 'field' }, '(form)', expect.stringMatching(/Unrecognized key/)],
    ['installer', { ...valid.installer, service: undefined }, 'service', 'Choose what you need'],
    ['installer', { ...valid.installer, phone: undefined }, 'phone', 'Enter your phone number'],
    ['installer', { ...valid.installer, email: undefined }, 'email', 'Enter your email address'],
    [
      'installer',
      { ...valid.installer, serialNumber: 'SN#1' },
      'serialNumber',
      'Use the letters and digits as printed, e.g. CE35-2411-0042',
    ],
    [
      'installer',
      { ...valid.installer, preferredDate: daysFromToday(-1) },
      'preferredDate',
      'Choose today or a later date',
    ],
    [
      'installer',
      { ...valid.installer, preferredDate: daysFromToday(181) },
      'preferredDate',
      'Choose a date within the next six months',
    ],
    [
      'installer',
      { ...valid.installer, preferredDate: '31/12/2030' },
      'preferredDate',
      'Enter a date as DD/MM/YYYY',
    ],
    [
      'installer',
      { ...valid.installer, preferredDate: '2030-02-30' },
      'preferredDate',
      'Enter a date as DD/MM/YYYY',
    ],
    [
      'contact',
      { ...valid.contact, enquiryType: undefined },
      'enquiryType',
      'Choose what your enquiry is about',
    ],
    ['contact', { ...valid.contact, message: undefined }, 'message', 'Enter your message'],
    [
      'contact',
      { ...valid.contact, email: ['a@b.co', 'c@d.co'] },
      'email',
      'Enter an email address like name@example.com',
    ],
    [
      'warranty',
      { ...valid.warranty, purchaseDate: daysFromToday(1) },
      'purchaseDate',
      'The purchase date can’t be in the future',
    ],
    [
      'warranty',
      { ...valid.warranty, installationDate: daysFromToday(-40) },
      'installationDate',
      'The installation date can’t be before the purchase date',
    ],
    [
      'warranty',
      {
        ...valid.warranty,
        purchaseDate: shiftDate(today, { years: -16 }),
        installationDate: shiftDate(today, { years: -16 }),
      },
      'purchaseDate',
      'Systems older than 15 years are out of warranty',
    ],
    ['warranty', { ...valid.warranty, state: 'XX' }, 'state', 'Choose a state or territory from the list'],
    ['warranty', { ...valid.warranty, state: undefined }, 'state', 'Choose your state or territory'],
    ['warranty', { ...valid.warranty, dealer: 'Shop\nSecond line' }, 'dealer', 'Use plain text on one line'],
    ['warranty', { ...valid.warranty, model: undefined }, 'model', 'Enter the model number'],
  ] as const)('%s: %j → %s', (type, input, field, message) => {
    expect(errorsOf(type, input)).toMatchObject({ [field]: message });
  });

  it('reports every problem at once, cross-field ones included', () => {
    const errors = errorsOf('quote', { postcode: 'abcd', name: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'postcode']);
  });
});

describe('HTML constraints come from the schema', () => {
  it('marks required fields, lengths, patterns and types', () => {
    const quote = fieldConstraints(leadFormSchemas.quote(lookups));
    expect(quote.postcode).toMatchObject({ required: true, type: 'text', pattern: '^\\d{4}$' });
    expect(quote.name).toMatchObject({ required: true, maxLength: 80 });
    expect(quote.email).toMatchObject({ required: false, type: 'email', maxLength: 254 });
    expect(quote.email?.pattern).toBeUndefined();
    expect(quote.phone).toMatchObject({ required: false, maxLength: 20, pattern: expect.any(String) });
    expect(quote.rooms).toMatchObject({ type: 'number', min: 1, max: 30 });
    expect(quote.propertyType?.options).toEqual(['house', 'townhouse', 'apartment', 'business']);
    expect(quote.message).toMatchObject({ required: false, maxLength: 2000 });
    const warranty = fieldConstraints(leadFormSchemas.warranty(lookups));
    expect(warranty.purchaseDate).toMatchObject({ required: true, type: 'date' });
    expect(warranty.installerLicence?.required).toBe(false);
    expect(warranty.state?.options).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it('turns date windows into min and max on a given day', () => {
    const warranty = fieldConstraints(leadFormSchemas.warranty(lookups));
    expect(
      dateBounds(warranty.purchaseDate?.dateWindow ?? { earliest: {}, latest: {} }, '2026-03-01'),
    ).toEqual({
      min: '2011-03-01',
      max: '2026-03-01',
    });
    const installer = fieldConstraints(leadFormSchemas.installer(lookups));
    expect(
      dateBounds(installer.preferredDate?.dateWindow ?? { earliest: {}, latest: {} }, '2026-03-01'),
    ).toEqual({
      min: '2026-03-01',
      max: '2026-08-28',
    });
  });

  it.each(leadTypeSchema.options)(
    '%s: every pattern compiles as the browser compiles it (v flag)',
    (type) => {
      for (const [name, constraints] of Object.entries(fieldConstraints(leadFormSchema(type)))) {
        if (constraints.pattern) expect(() => new RegExp(constraints.pattern ?? '', 'v'), name).not.toThrow();
      }
    },
  );

  it.each(leadTypeSchema.options)(
    '%s: the form presents every schema field once, and labels every choice',
    (type) => {
      expect(missingOrExtraFields(type)).toEqual([]);
      const constraints = fieldConstraints(leadFormSchema(type));
      const fields = leadFormDefinitions[type].fields as Record<string, FieldUi>;
      for (const [name, field] of Object.entries(constraints)) {
        for (const option of field.options ?? [])
          expect(fields[name]?.options?.[option], `${name}.${option}`).toBeTruthy();
      }
    },
  );
});

describe('notification emails', () => {
  it('list the answers with the form’s labels and notify the leads inbox', () => {
    const payload = leadFormSchema('quote', lookups).parse({
      ...valid.quote,
      phone: '0412345678',
      product: 'ducted',
      contactTime: 'morning',
    });
    expect(describePayload(leadForms.quote.copy, payload)).toEqual([
      'What are you interested in?: Ducted air conditioning',
      'Postcode: 2000',
      'Your name: Ann O’Brien',
      'Email: ann@example.com',
      'Phone: 0412 345 678',
      'Best time to call: Morning (8 am to 12 pm)',
    ]);
    const [notification, confirmation] = leadNotifications(leadForms.quote, 'CC-ABCDEF', payload, {
      notifyTo: 'leads@example.com',
      siteUrl: 'https://www.example.com.au',
      confirmVisitor: true,
    });
    expect(notification).toMatchObject({
      kind: 'lead-notification',
      recipient: 'leads@example.com',
      subject: 'New quote request CC-ABCDEF (2000)',
    });
    expect(confirmation).toMatchObject({ kind: 'visitor-confirmation', recipient: 'ann@example.com' });
    expect(confirmation?.body).toContain('CC-ABCDEF');
  });

  it('send no confirmation when turned off or without an email address', () => {
    const payload = leadFormSchema('quote', lookups).parse({
      postcode: '2000',
      name: 'Al',
      phone: '0412345678',
    });
    expect(
      leadNotifications(leadForms.quote, 'CC-ABCDEF', payload, {
        notifyTo: 'l@x.co',
        siteUrl: 'https://www.example.com.au',
        confirmVisitor: true,
      }),
    ).toHaveLength(1);
    expect(
      leadNotifications(leadForms.contact, 'CC-ABCDEF', leadFormSchema('contact').parse(valid.contact), {
        notifyTo: 'l@x.co',
        siteUrl: 'https://www.example.com.au',
        confirmVisitor: false,
      }),
    ).toHaveLength(1);
  });
});
