/**
 * A lead form as the generic pipeline sees it (form-handler.ts runs the steps of form-steps.ts and
 * form-store.ts; notifications.ts writes its mails): everything that differs between forms is a
 * field of this object, so nothing in src/server/leads names a form. The forms themselves, each one
 * module, and their registry are in src/server/forms/.
 */
import type { z } from 'zod';
import type { LeadFormDefinition } from '../../lib/lead-forms/definitions.ts';
import type { DealerRole } from '../../lib/routing/choose-dealer.ts';
import type { AustralianState, ProductType } from '../../schemas/common.ts';
import type { OwnerLinkKind } from '../review/owner-link.ts';
import type { LeadLookups } from './form-kit.ts';
import type { LeadType } from './schema.ts';

/** The field names of a schema. */
export type FieldOf<S extends z.ZodObject> = keyof S['shape'] & string;

/**
 * Who may receive a lead of the form: `staff` only (the leads inbox and the review queues), or,
 * routed in the lead's transaction (src/server/routing), the nearest dealer in that role.
 */
export type LeadReceivers = 'staff' | DealerRole;

/** What the service worker may do with a form while the visitor is offline (src/service-worker). */
export interface OfflineUse {
  /** Its page is kept, so a visitor who opened it can open it again offline. */
  keepPage: boolean;
  /**
   * Its posts wait in the worker's queue until the connection is back (and its page is kept at
   * install). Never for a form that carries a file or bank details: the worker stores no personal
   * documents.
   */
  queuePosts: boolean;
}

/** A summary the visitor's confirmation carries (src/server/mail/templates/visitor-confirmation.ts). */
export interface ConfirmationSummary {
  /** Its heading, e.g. "Your plan". */
  title: string;
  /** Its lines, made by the server. */
  lines: readonly string[];
  /** Where to see it again. */
  link: { href: string; label: string };
}

/** Where a form lives (its address is its copy's `path`; it posts to its copy's `action`). */
export interface FormPage {
  /** The content page (src/content/pages) of its heading, introduction and sections. */
  copy: string;
  /**
   * Listed with the site's pages: named in the sitemap, indexed by site search from its page data.
   * False for a form shown on other pages (a promotion's claim form on each promotion's page) or
   * made from another page's link (the rebate plan's, from the planner).
   */
  listed: boolean;
}

/** What the form's thank-you page shows: its next steps, and whether anyone with the link sees them. */
export interface ThankYouSteps {
  /** The content page (src/content/pages) of its next steps. */
  copy: string;
  /**
   * The address names the form (`&for={type}`), so its steps show to anyone holding the link,
   * not only to the browser that sent it (a claim's, whose mail carries the same link).
   */
  namedInAddress?: boolean;
}

/** What the generic pipeline reads from a valid post, whatever the form calls its fields. */
export interface LeadFacts {
  /** The postcode the lead is about (routing's distance, the portal's area). */
  postcode?: string;
  /** Its state or territory; left out, the postcode's. */
  state?: AustralianState;
  /** The address the visitor's confirmation goes to. */
  email?: string;
  /** The product type routing matches a dealer on. */
  productType?: ProductType;
}

/** What a form's facts may look up: the catalogue's product types. */
export interface FactLookups {
  /** The type of a product slug, or the type itself when the answer is a type. */
  productType(slugOrType: string): ProductType | undefined;
  /** The type of the product a model number belongs to. */
  modelType(modelNumber: string): ProductType | undefined;
}

export interface LeadForm<T extends LeadType = LeadType, S extends z.ZodObject = z.ZodObject> {
  /** The kind of lead it stores. */
  type: T;
  /** What it accepts: validates posts, sets the HTML constraints, types the stored payload. */
  schema(lookups?: LeadLookups): S;
  /** Its copy: labels, hints, field order, the file field, where it is and where it posts. */
  copy: LeadFormDefinition;
  /** Its page: the content it is shown with, and whether it is listed with the site's pages. */
  page: FormPage;
  /** The facts the pipeline stores, routes and mails by, read from the valid post. */
  facts(payload: z.output<S>, lookups: FactLookups): LeadFacts;
  /** Fields a link may fill in (each value must pass its field's own schema). */
  prefill: readonly FieldOf<S>[];
  /** The query parameter of a prefilled field whose link names it otherwise (`?code=` for the fault code). */
  prefillParams?: Readonly<Partial<Record<FieldOf<S>, string>>>;
  /**
   * Fields that identify or reach the person (name, phone, email, an address, a site contact's
   * number): withheld from a dealer until it accepts the lead, in its mail and in the portal. A
   * test checks that every field the copy marks as a name, phone, email or address is listed.
   */
  personalFields: readonly FieldOf<S>[];
  /** Who may receive the lead: staff, or the nearest installer or service agent. */
  receivers: LeadReceivers;
  /**
   * Posts one client may make a day, beside the per-minute limit every form has: for a form whose
   * posts fill a dealer's waiting list (ten plan posts would otherwise fill a dealer's cap).
   */
  postsPerClientPerDay?: number;
  /** The visitor is mailed a confirmation whatever LEADS_CONFIRMATION_EMAIL says. */
  alwaysConfirm: boolean;
  /**
   * What the visitor's confirmation promises: who will be in touch (`next-step`, naming the dealer
   * when routing found one), or the claim ID with a link to its status page (`claim-status`).
   */
  confirmation: 'next-step' | 'claim-status';
  /**
   * The record the lead makes, whose status page the confirmation links with the owner's signed
   * token (src/server/review/owner-link.ts), opening it with nothing to type; none: no status page.
   */
  statusLink?: OwnerLinkKind;
  /**
   * What the confirmation adds from the stored lead: text the server made itself (never words the
   * sender typed, since anyone can type anyone's address) and a link back to it (the rebate plan).
   */
  confirmationSummary?(
    stored: Readonly<Record<string, unknown>>,
    siteUrl: string,
  ): ConfirmationSummary | undefined;
  /** What the service worker may do with it offline. */
  offline: OfflineUse;
  /** Its thank-you page's next steps. */
  thankYou: ThankYouSteps;
}

const schemaCache = new WeakMap<LeadLookups, Map<LeadForm, z.ZodObject>>();

/** A form's schema for a set of look-ups, built once per look-ups object. */
export function formSchema<S extends z.ZodObject>(form: LeadForm<LeadType, S>, lookups: LeadLookups): S {
  let byForm = schemaCache.get(lookups);
  if (!byForm) {
    byForm = new Map();
    schemaCache.set(lookups, byForm);
  }
  let schema = byForm.get(form as unknown as LeadForm);
  if (!schema) {
    schema = form.schema(lookups);
    byForm.set(form as unknown as LeadForm, schema);
  }
  return schema as S;
}

/** Where the visitor is sent once the form's lead is stored. */
export function thankYouLocation(form: Pick<LeadForm, 'type' | 'thankYou'>, reference: string): string {
  const query = new URLSearchParams({ ref: reference });
  if (form.thankYou.namedInAddress) query.set('for', form.type);
  return `/thank-you?${query}`;
}
