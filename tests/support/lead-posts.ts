/**
 * Posting lead forms to a running site the way a browser without JavaScript does, and valid answers
 * for each form.
 */
import { randomUUID } from 'node:crypto';
import { australianToday, shiftDate } from '../../src/lib/lead-forms/dates.ts';
import type { LeadType } from '../../src/server/leads/schema.ts';

export const formPaths: Record<LeadType, string> = {
  quote: '/get-a-quote',
  installer: '/request-an-installer',
  contact: '/contact-us',
  warranty: '/warranty/register',
};

const day = (days: number) => shiftDate(australianToday(), { days });

/** A valid submission of each form (field values as typed). */
export function validAnswers(type: LeadType): Record<string, string> {
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
        serialNumber: 'CE25-2411-0042',
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
  }
}

export const newSubmissionKey = () => randomUUID();

export interface PostOptions {
  origin?: string | null;
  headers?: Record<string, string>;
  /** Form fields, in addition to the submission key; a raw string is sent as is. */
  body?: Record<string, string> | string;
  key?: string | null;
}

/** Posts like a browser without JavaScript: urlencoded, with Origin, not following the redirect. */
export function postForm(siteUrl: string, path: string, options: PostOptions = {}): Promise<Response> {
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
