/**
 * Every lead form, by the kind of lead it stores: the one registry the pages, the thank-you page,
 * routing, the portal, the dealers' mail, the sitemap, site search, the page data and the service
 * worker's build read a form from. Each form is one module in this folder (./module.ts says what it
 * declares); the pipeline that runs them (src/server/leads/form-handler.ts) names no form. A new
 * form is its module, a line here, its kind in src/lib/value-lists.ts, its page, its copy and its
 * test (README, "Adding a lead form").
 */
import type { z } from 'zod';
import type { LeadFormDefinition } from '#lib/lead-forms/definitions.ts';
import type { DealerRole } from '#lib/routing/choose-dealer.ts';
import { acceptAnything, type LeadLookups } from '../leads/form-kit.ts';
import { formSchema } from '../leads/form-module.ts';
import type { LeadType } from '../leads/schema.ts';
import { accessibilityForm } from './accessibility.ts';
import { claimForm } from './claim.ts';
import { contactForm } from './contact.ts';
import { installerForm } from './installer.ts';
import type { LeadFormModule } from './module.ts';
import { planForm } from './plan.ts';
import { quoteForm } from './quote.ts';
import { serviceForm } from './service.ts';
import { warrantyForm } from './warranty.ts';

export { acceptAnything, type ClaimablePromotion, type LeadLookups } from '../leads/form-kit.ts';

export const leadForms = {
  quote: quoteForm,
  installer: installerForm,
  contact: contactForm,
  warranty: warrantyForm,
  claim: claimForm,
  service: serviceForm,
  plan: planForm,
  accessibility: accessibilityForm,
} as const satisfies { [T in LeadType]: LeadFormModule<T> };

/** A form's module, typed for any kind of lead (what the shared handler works with). */
export const leadFormOf = (type: LeadType): LeadFormModule => leadForms[type];

const allForms: readonly LeadFormModule[] = Object.values(leadForms);

/** Every form's copy, by lead type (labels for the mails and the portal's lead view). */
export const leadFormDefinitions = Object.fromEntries(allForms.map((form) => [form.type, form.copy])) as {
  readonly [T in LeadType]: LeadFormDefinition;
};

/**
 * The pages of the forms that are listed with the site's pages, each at its copy's `path` with its
 * module's page copy: the sitemap, site search and the page data take them from here
 * (astro.config.ts, src/integrations/site-search.ts, src/lib/server-only/site-pages.ts), so a new
 * form's page is listed by its module alone.
 */
export const listedFormPages: readonly { path: string; copy: string }[] = allForms
  .filter((form) => form.page.listed)
  .map((form) => ({ path: form.copy.path, copy: form.page.copy }));

/** Every form's own page (listed or not): pages made on demand, each visit with its own form key. */
export const formPagePaths: readonly string[] = [...new Set(allForms.map((form) => form.copy.path))];

/** Addresses that only take a form's posts (the warranty's, a claim's): not pages of their own. */
export const postOnlyFormRoutes: ReadonlySet<string> = new Set(
  allForms.filter((form) => form.copy.action !== form.copy.path).map((form) => form.copy.action),
);

/** Paths the forms post to (request guards, tests). */
export const leadFormActions: ReadonlySet<string> = new Set(allForms.map((form) => form.copy.action));

/** Paths the forms that take a file post to (multipart, with the larger streamed body limit). */
export const uploadFormActions: ReadonlySet<string> = new Set(
  allForms.filter((form) => form.copy.upload).map((form) => form.copy.action),
);

/** The dealer role a lead is routed to, or null when it stays with staff. */
export const receiverRole = (type: LeadType): DealerRole | null => {
  const { receivers } = leadFormOf(type);
  return receivers === 'staff' ? null : receivers;
};

/**
 * The role a dealer needs to take a lead of this kind: its receivers' role, and for a lead that
 * stays with staff (a contact enquiry staff hand over by hand) an installer.
 */
export const dealerRoleFor = (type: LeadType): DealerRole => receiverRole(type) ?? 'installer';

/** Lead kinds that go to a dealer (routed in the lead's transaction); the rest stay with staff. */
export const isRoutedLeadType = (type: LeadType): boolean => receiverRole(type) !== null;

/** The fields of a lead of this kind that a dealer sees only once it has accepted. */
export const personalFieldsOf = (type: LeadType): ReadonlySet<string> => personalFields[type];
const personalFields = Object.fromEntries(
  allForms.map((form) => [form.type, new Set<string>(form.personalFields)]),
) as unknown as Record<LeadType, ReadonlySet<string>>;

/**
 * What the service worker does with the forms offline, by path (read by its build,
 * src/integrations/service-worker.ts): the pages it keeps, and the posts it may queue.
 */
export const offlineForms = {
  keptPages: allForms.filter((form) => form.offline.keepPage).map((form) => form.copy.action),
  queuedPosts: allForms.filter((form) => form.offline.queuePosts).map((form) => form.copy.action),
};

/** Each form's schema factory, by lead type (from its module). */
export const leadFormSchemas = Object.fromEntries(allForms.map((form) => [form.type, form.schema])) as {
  readonly [T in LeadType]: (typeof leadForms)[T]['schema'];
};

export type LeadFormSchema<T extends LeadType> = ReturnType<(typeof leadForms)[T]['schema']>;
/** A form's validated, normalised input: what is stored as the lead's payload. */
export type LeadPayload<T extends LeadType = LeadType> = { [K in LeadType]: z.output<LeadFormSchema<K>> }[T];
/** The field names of a form. */
export type LeadFieldName<T extends LeadType> = keyof LeadFormSchema<T>['shape'] & string;

/** The schema of a form for a set of look-ups, built once per look-ups object. */
export function leadFormSchema<T extends LeadType>(
  type: T,
  lookups: LeadLookups = acceptAnything,
): LeadFormSchema<T> {
  return formSchema(leadFormOf(type), lookups) as LeadFormSchema<T>;
}

/** Field names a form accepts, in schema order. */
export function leadFieldNames<T extends LeadType>(type: T): LeadFieldName<T>[] {
  return Object.keys(leadFormSchema(type).shape) as LeadFieldName<T>[];
}

/** Every field of every form is presented exactly once (checked by the tests). */
export function missingOrExtraFields(type: LeadType): string[] {
  const definition: LeadFormDefinition = leadFormDefinitions[type];
  const schemaFields = Object.keys(leadFormSchema(type).shape);
  const grouped = definition.groups.flatMap((group) => group.fields);
  return [
    ...schemaFields.filter((field) => !grouped.includes(field)).map((field) => `missing: ${field}`),
    ...grouped.filter((field) => !schemaFields.includes(field)).map((field) => `extra: ${field}`),
    ...grouped.filter((field, index) => grouped.indexOf(field) !== index).map((field) => `twice: ${field}`),
  ];
}
