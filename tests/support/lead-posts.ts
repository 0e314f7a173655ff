/**
 * Posting lead forms to a running site the way a browser without JavaScript does, and valid answers
 * for each form.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { shiftDate } from '../../src/lib/lead-forms/dates.ts';
import { leadForms } from '../../src/server/forms/index.ts';
import type { LeadType } from '../../src/server/leads/schema.ts';
import { machineToday, testPromotions } from './promotion-fixtures.ts';
import { pngFile } from './upload-files.ts';

/** Where each form posts, from its module. */
export const formPaths = Object.fromEntries(
  Object.values(leadForms).map((form) => [form.type, form.copy.action]),
) as Record<LeadType, string>;

/**
 * A serial's sequence part, different on every call in this process (a serial registers once):
 * counted up from a random start, so two calls never draw the same number, as random draws did
 * now and then, and a rerun against the same database does not repeat the last run's serials.
 */
let lastSequence = randomInt(0, 100_000);
const sequence = () => {
  lastSequence = (lastSequence + 1) % 100_000;
  return String(lastSequence).padStart(5, '0');
};

/** An Aura split system's pair of serials, fresh on every call. */
export function auraSerials(): { serialNumber: string; outdoorSerialNumber: string } {
  const number = sequence();
  return { serialNumber: `CAI-2503-${number}`, outdoorSerialNumber: `CAO-2503-${number}` };
}

/**
 * A valid submission of each form (field values as typed) on `today` (YYYY-MM-DD, Australian) by
 * the server's clock: its dates count from it, and a claim is under the tests' open split-system
 * promotion (promotion-fixtures.ts).
 */
export function validAnswers(type: LeadType, today = machineToday()): Record<string, string> {
  const day = (days: number) => shiftDate(today, { days });
  switch (type) {
    case 'quote':
      return {
        product: 'ducted',
        propertyType: 'house',
        rooms: '4',
        postcode: '2000',
        name: 'Ann O’Brien',
        email: 'ann@example.com',
        phone: '0412 345 678',
        contactTime: 'morning',
        message: 'Four bedrooms, west facing.',
      };
    case 'installer':
      return {
        service: 'service-repair',
        serialNumber: 'ce35-2411-0042',
        postcode: '3000',
        preferredDate: day(7),
        details: 'Not cooling since Tuesday.',
        name: 'Bo Nguyen',
        phone: '(03) 9876 5432',
        email: 'bo@example.com',
      };
    case 'plan':
      return {
        product: 'aura-3-5kw-reverse-cycle-split-system',
        postcode: '2150',
        current: 'ducted-gas',
        tenure: 'owner-occupier',
        concession: 'none',
        allGasGoes: 'yes',
        price: '3900',
        planDate: today,
        plan: 'Rebate plan of today. NSW Energy Savings Scheme: eligible on the answers, $500 to $640.',
        name: 'Dee Walker',
        email: 'dee@example.com',
      };
    case 'contact':
      return {
        enquiryType: 'product',
        name: 'Cy Tran',
        email: 'cy@example.com',
        message: 'Is the Edge quiet?',
      };
    case 'warranty':
      return {
        model: 'CCA-W25R',
        ...auraSerials(),
        purchaseDate: day(-30),
        installationDate: day(-20),
        dealer: 'Coolside Air',
        installerLicence: 'L123456',
        name: 'Di Smith',
        email: 'di@example.com',
        phone: '+61 2 9876 5432',
        postcode: '2600',
        state: 'ACT',
      };
    case 'claim':
      return {
        promotion: testPromotions(today).splits.slug,
        model: 'CCA-W35R',
        ...auraSerials(),
        purchaseDate: day(-10),
        name: 'Ellie Fraser',
        email: 'ellie@example.com',
        phone: '0412 555 019',
        street: '14 Banksia Street',
        suburb: 'Parramatta',
        postcode: '2150',
        state: 'NSW',
        accountName: 'E Fraser',
        bsb: '062-000',
        accountNumber: '12345678',
      };
    case 'accessibility':
      return {
        problem:
          'The Compare button on the product pages is read out as “button” with no name, so I cannot tell which product it adds.',
        where: '/products/wall-mounted-air-conditioning',
        technology: 'NVDA 2025.3 with Firefox on Windows 11',
        name: 'Mei Lin Chow',
        email: 'meilin@example.com',
        replyFormat: 'email',
      };
    case 'service':
      return {
        model: 'CCA-W25R',
        serialNumber: auraSerials().serialNumber,
        postcode: '2150',
        faultCode: 'E6',
        symptom: 'Blinks E6 and blows warm air in cooling mode.',
        availability: 'weekday-morning',
        name: 'Hamid Rahimi',
        phone: '0412 555 140',
        email: 'hamid@example.com',
      };
  }
}

/** A valid warranty registration, with its (fresh) serials typed as present. */
export const warrantyAnswers = () =>
  validAnswers('warranty') as Record<string, string> & ReturnType<typeof auraSerials>;

export const newSubmissionKey = () => randomUUID();

export interface PostOptions {
  origin?: string | null;
  headers?: Record<string, string>;
  /** Form fields, in addition to the submission key; a raw string is sent as is. */
  body?: Record<string, string> | string;
  key?: string | null;
  /**
   * The file of a form that takes one (the warranty registration), sent multipart: a small PNG
   * unless given; null sends the form without a file part.
   */
  file?: { name: string; type?: string; bytes: Uint8Array } | null;
}

/** Forms that take a file, by path. */
const uploadFields: Readonly<Record<string, string>> = {
  [formPaths.warranty]: 'proofOfPurchase',
  [formPaths.claim]: 'invoice',
  [formPaths.service]: 'photo',
};

/** Posts multipart/form-data like a browser without JavaScript, with the file last. */
export function postMultipart(siteUrl: string, path: string, options: PostOptions = {}): Promise<Response> {
  const origin = options.origin === undefined ? new URL(siteUrl).origin : options.origin;
  const form = new FormData();
  if (options.key !== null) form.set('submissionKey', options.key ?? newSubmissionKey());
  for (const [name, value] of Object.entries(typeof options.body === 'object' ? options.body : {}))
    form.set(name, value);
  const field = uploadFields[path.replace(/\/{2,}/g, '/')] ?? 'file';
  const file =
    options.file === undefined ? { name: 'invoice.png', type: 'image/png', bytes: pngFile() } : options.file;
  if (file)
    form.set(
      field,
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return fetch(new URL(path, siteUrl), {
    method: 'POST',
    headers: { ...(origin ? { Origin: origin } : {}), ...options.headers },
    body: form,
    redirect: 'manual',
  });
}

/**
 * Posts like a browser without JavaScript: urlencoded (multipart with a file for a form that takes
 * one, unless the body is a raw string or a content type is given), with Origin, not following the
 * redirect.
 */
export function postForm(siteUrl: string, path: string, options: PostOptions = {}): Promise<Response> {
  if (
    uploadFields[path.replace(/\/{2,}/g, '/')] &&
    typeof options.body !== 'string' &&
    !options.headers?.['Content-Type']
  )
    return postMultipart(siteUrl, path, options);
  const origin = options.origin === undefined ? new URL(siteUrl).origin : options.origin;
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    ...(origin ? { Origin: origin } : {}),
    ...options.headers,
  };
  let body: string;
  if (typeof options.body === 'string') body = options.body;
  else {
    const params = new URLSearchParams();
    if (options.key !== null) params.set('submissionKey', options.key ?? newSubmissionKey());
    for (const [name, value] of Object.entries(options.body ?? {})) params.set(name, value);
    body = params.toString();
  }
  return fetch(new URL(path, siteUrl), { method: 'POST', headers, body, redirect: 'manual' });
}

/** The reference in a 303's Location, or undefined. */
export function referenceOf(response: Response): string | undefined {
  const location = response.headers.get('location') ?? '';
  return /[?&]ref=(CC-[A-Z0-9]{6})/.exec(location)?.[1];
}
