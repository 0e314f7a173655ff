/**
 * Fault codes' addresses and the lookup: every code has its own page
 * (`/support/fault-codes/<family>/<code>`), and the lookup form (a plain GET to
 * `/support/fault-codes/lookup`) is turned into that address here, by the server (online) and by the
 * service worker (offline) alike. Pure and free of zod, so the worker bundle can import it.
 */
import {
  type ControllerFamily,
  controllerFamilies,
  controllerFamilyByProductType,
  type ProductType,
} from './value-lists.ts';

/** The fault codes page: the lookup form and every family. */
export const FAULT_CODES_PATH = '/support/fault-codes';

/** Where the lookup form sends its query. */
export const FAULT_CODE_LOOKUP_PATH = `${FAULT_CODES_PATH}/lookup`;

/** A product's controller family, from its type (the one place it is decided). */
export function controllerFamilyOf(product: { productType: ProductType }): ControllerFamily {
  return controllerFamilyByProductType[product.productType];
}

/** A family's page: all its codes. */
export function faultFamilyPath(family: ControllerFamily): string {
  return `${FAULT_CODES_PATH}/${family}`;
}

/** One code's page, its shareable address (the code in lower case: `/support/fault-codes/wall/e6`). */
export function faultCodePath(family: ControllerFamily, code: string): string {
  return `${faultFamilyPath(family)}/${code.toLowerCase()}`;
}

/**
 * The service request form with what is known filled in: the model and the fault code from a code's
 * answer, the model, serial and postcode from an owner's unit (src/server/forms/service.ts `prefill`).
 */
export function serviceRequestHref({
  model,
  serialNumber,
  postcode,
  code,
}: {
  model?: string;
  serialNumber?: string;
  postcode?: string | null;
  code?: string;
}): string {
  const query = new URLSearchParams();
  if (model) query.set('model', model);
  if (serialNumber) query.set('serialNumber', serialNumber);
  if (postcode) query.set('postcode', postcode);
  if (code) query.set('code', code);
  return `/service?${query}`;
}

/**
 * A code as typed ("e6", " E-6 ", "E06") in the form the display and the content write it ("E6"),
 * or undefined when it cannot be a code.
 */
export function normaliseFaultCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s\-_.]/g, '');
  const unpadded = code.replace(/^([A-Z])0([0-9])$/, '$1$2');
  return /^[A-Z][A-Z0-9]{1,2}$/.test(unpadded) ? unpadded : undefined;
}

/**
 * The lookup form's one choice of system: a family (`wall`) or a model of that family
 * (`wall:CCA-ED35R-I`), so the answer's address follows from the query alone, offline too.
 */
export function systemChoice(family: ControllerFamily, model?: string): string {
  return model ? `${family}:${model}` : family;
}

/** What a lookup asked for, or what is wrong with it (for a clear 400). */
export type FaultCodeLookup =
  | { ok: true; family: ControllerFamily; code: string; model?: string }
  | {
      ok: false;
      family?: ControllerFamily;
      model?: string;
      problems: { field: 'system' | 'code'; message: string }[];
    };

const isFamily = (value: string): value is ControllerFamily =>
  (controllerFamilies as readonly string[]).includes(value);

/** Reads the lookup form's query: `system` (see `systemChoice`) and `code`. */
export function readFaultCodeLookup(query: URLSearchParams): FaultCodeLookup {
  const [familyPart = '', model] = (query.get('system') ?? '').trim().split(':', 2);
  const family = isFamily(familyPart) ? familyPart : undefined;
  const typed = (query.get('code') ?? '').trim();
  const code = normaliseFaultCode(typed);
  const problems: { field: 'system' | 'code'; message: string }[] = [];
  if (!family) problems.push({ field: 'system', message: 'Choose your model or its type of system' });
  if (!typed) problems.push({ field: 'code', message: 'Enter the code your display shows, such as E6' });
  else if (!code) {
    problems.push({
      field: 'code',
      message: `"${typed.slice(0, 12)}" is not a fault code: codes are a letter and one or two letters or digits, such as E6 or F3`,
    });
  }
  if (family && code && problems.length === 0) return { ok: true, family, code, ...(model ? { model } : {}) };
  return { ok: false, ...(family ? { family } : {}), ...(model ? { model } : {}), problems };
}

/** The answer's address for a lookup: the code's page, with the model kept for the service link. */
export function faultCodeAnswerHref(lookup: {
  family: ControllerFamily;
  code: string;
  model?: string;
}): string {
  const path = faultCodePath(lookup.family, lookup.code);
  return lookup.model ? `${path}?${new URLSearchParams({ model: lookup.model })}` : path;
}

/** How each severity reads to an owner, and whether it needs a technician. */
export const faultSeverityLabels = {
  advice: { label: 'You can clear this', technician: false },
  service: { label: 'Book a service', technician: true },
  urgent: { label: 'Stop and book a service now', technician: true },
} as const satisfies Record<'advice' | 'service' | 'urgent', { label: string; technician: boolean }>;

/** The plain answer to "can I keep using it?". */
export const keepUsingLabels = {
  yes: 'Yes, you can keep using it.',
  'with-care': 'You can keep using it for now, but book a service if the code stays or comes back.',
  no: 'No. Turn it off and leave it off until a technician has checked it.',
} as const satisfies Record<'yes' | 'with-care' | 'no', string>;

/** The limit on every owner's fix. */
export const COMES_BACK_LIMIT = 'If the code comes back after you have tried this, book a service.';
