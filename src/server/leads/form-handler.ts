/**
 * What happens when a lead form page is requested: GET renders an empty form with a fresh
 * idempotency key; POST reads, checks and stores the submission, then either redirects (303) to the
 * thank-you page or renders the form again with the errors, the values and the right status.
 *
 * Order of checks on a post: body type and size (415, 413), rate limit (429), unknown or repeated
 * fields (400), honeypot (pretend success, store nothing), idempotency key format (400), schema
 * validation (400), then one transaction storing the lead and its emails. A key already stored (see
 * idempotency.ts) returns the first reference only when the content is the same; other content
 * under the same key is refused (409). A database that cannot be reached answers 503.
 * A quote or installer request is given to its dealer in that same transaction (src/server/routing).
 */
import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_FILE_BYTES } from '../../config/env.ts';
import { leadFormDefinitions } from '../../lib/lead-forms/definitions.ts';
import {
  type FieldErrors,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type LeadFormView,
} from '../../lib/lead-forms/form-view.ts';
import { isKnownPostcode, lookupPostcode, type PostcodeTable } from '../../lib/postcodes/index.ts';
import type { RegistrableModel } from '../../lib/warranty-registration/models.ts';
import { australianStateSchema, type ProductType, productTypeSchema } from '../../schemas/common.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import type { ClientInfo } from '../http/request-guards.ts';
import { isRoutedLeadType } from '../routing/schema.ts';
import type { Services } from '../services.ts';
import { isMultipart, readMultipart, type UploadedFile } from '../uploads/multipart.ts';
import { type FormBodyResult, readFormBody, unknownFields } from './form-body.ts';
import {
  type ClaimablePromotion,
  type LeadFieldName,
  type LeadLookups,
  leadFieldNames,
  leadFormSchema,
} from './forms.ts';
import { sameSubmission, scopedIdempotencyKey } from './idempotency.ts';
import type { LeadIntake } from './intake.ts';
import { leadNotifications } from './notifications.ts';
import { newLeadReference, userAgentFamily } from './reference.ts';
import { idempotencyKeySchema, type LeadType } from './schema.ts';

type FormStatus = 200 | 400 | 409 | 413 | 415 | 429 | 503;

export type LeadFormOutcome =
  /** `submissionKey`: the stored lead's, which binds the thank-you page to this browser (thank-you-binding.ts). */
  | { kind: 'redirect'; location: string; submissionKey?: string }
  | {
      kind: 'page';
      status: FormStatus;
      view: LeadFormView;
      headers: Readonly<Record<string, string>>;
    };

export interface LeadFormContext {
  services: Pick<
    Services,
    | 'leads'
    | 'rateLimiter'
    | 'postcodes'
    | 'outbox'
    | 'logger'
    | 'settings'
    | 'routing'
    | 'confirmationLimits'
  > &
    Partial<Pick<Services, 'metrics'>>;
  client: ClientInfo;
  requestId?: string;
  /** Slugs of the catalogue's products (the forms' product choice). */
  productSlugs: ReadonlySet<string>;
  /** A product's name by slug, for the notification email. */
  productName?: (slug: string) => string | undefined;
  /** A product's type by slug, so routing can skip dealers that do not handle it. */
  productType?: (slug: string) => ProductType | undefined;
  /** Model numbers warranty registration accepts, with their serial formats. */
  registrableModels?: ReadonlyMap<string, RegistrableModel>;
  /** Promotions by slug, for claims. */
  promotions?: ReadonlyMap<string, ClaimablePromotion>;
  /** The form's upload, duplicate check and extra rows (the warranty registration). */
  intake?: LeadIntake;
}

const productTypeValues: ReadonlySet<string> = new Set(productTypeSchema.options);

/** The product type a form's product answer names: a type as is, a product by its type. */
function productTypeAsked(value: unknown, typeOf: LeadFormContext['productType']): ProductType | null {
  if (typeof value !== 'string') return null;
  return productTypeSchema.safeParse(value).data ?? typeOf?.(value) ?? null;
}

const lookupsCache = new WeakMap<PostcodeTable, WeakMap<ReadonlySet<string>, LeadLookups>>();
/** With the registrable models (one table per process, so one entry). */
const modelLookupsCache = new WeakMap<ReadonlyMap<string, RegistrableModel>, LeadLookups>();

/** Look-ups over the postcode table and the catalogue; one object per table and product list. */
export function leadLookups(
  postcodes: PostcodeTable,
  productSlugs: ReadonlySet<string>,
  models?: ReadonlyMap<string, RegistrableModel>,
  promotions?: ReadonlyMap<string, ClaimablePromotion>,
): LeadLookups {
  if (models) {
    let withModels = modelLookupsCache.get(models);
    if (!withModels) {
      withModels = {
        ...leadLookups(postcodes, productSlugs),
        registrableModel: (modelNumber: string) => models.get(modelNumber.toUpperCase()),
        ...(promotions ? { promotion: (slug: string) => promotions.get(slug) } : {}),
      };
      modelLookupsCache.set(models, withModels);
    }
    return withModels;
  }
  let byProducts = lookupsCache.get(postcodes);
  if (!byProducts) {
    byProducts = new WeakMap();
    lookupsCache.set(postcodes, byProducts);
  }
  let lookups = byProducts.get(productSlugs);
  if (!lookups) {
    lookups = {
      // The schema has already required four digits, so no padding of "800" to 0800 happens here.
      isKnownPostcode: (postcode) => isKnownPostcode(postcodes, postcode),
      isKnownProduct: (value) => productTypeValues.has(value) || productSlugs.has(value),
    };
    byProducts.set(productSlugs, lookups);
  }
  return lookups;
}

const acceptedByType = new Map<LeadType, ReadonlySet<string>>();

/** Every field name a post of this form may carry: the schema's, the honeypot and the key. */
function acceptedFields(type: LeadType): ReadonlySet<string> {
  let accepted = acceptedByType.get(type);
  if (!accepted) {
    const upload = leadFormDefinitions[type].upload?.name;
    accepted = new Set<string>([
      ...leadFieldNames(type),
      HONEYPOT_FIELD,
      IDEMPOTENCY_FIELD,
      ...(upload ? [upload] : []),
    ]);
    acceptedByType.set(type, accepted);
  }
  return accepted;
}

export const thankYouLocation = (reference: string) => `/thank-you?ref=${encodeURIComponent(reference)}`;

/** Longest text field of a multipart form, bytes (the longest field allows 2,000 characters). */
const MAX_MULTIPART_FIELD_BYTES = 16 * 1024;
const MAX_MULTIPART_FIELDS = 40;

type ReadBody =
  | (Extract<FormBodyResult, { ok: true }> & { files: ReadonlyMap<string, UploadedFile> })
  | (Extract<FormBodyResult, { ok: false }> & { values?: Record<string, string> });

/**
 * The post's fields, and its files when the form takes one: a form with a file is read as multipart
 * while it streams (the file held to its limit), every other form by the urlencoded reader.
 */
async function readBody(type: LeadType, request: Request, limitBytes: number): Promise<ReadBody> {
  const upload = leadFormDefinitions[type].upload;
  if (upload && isMultipart(request)) {
    const result = await readMultipart(request, {
      fileFields: new Set([upload.name]),
      maxFileBytes: MAX_UPLOAD_FILE_BYTES,
      maxFieldBytes: MAX_MULTIPART_FIELD_BYTES,
      maxFields: MAX_MULTIPART_FIELDS,
    });
    return result;
  }
  if (upload) {
    // Not read at all: its body streams (up to the upload limit), and no other encoding carries a file.
    return { ok: false, status: 415, reason: 'The form must be sent as multipart/form-data, with its file.' };
  }
  const body = await readFormBody(request, limitBytes);
  return body.ok ? { ...body, files: new Map() } : body;
}

const newKey = () => randomUUID();

/** How long a visitor is asked to wait when the database cannot be reached. */
const RETRY_AFTER_UNAVAILABLE_SECONDS = 30;

/**
 * The visitor's confirmation goes out only within both limits: per recipient address (nobody's
 * inbox can be flooded through the form) and per client (nobody can mail many addresses).
 */
async function confirmationAllowed(
  services: LeadFormContext['services'],
  email: string,
  address: string,
): Promise<boolean> {
  // The client's allowance is spent only on confirmations the recipient's limit lets through.
  if (!(await services.confirmationLimits.recipient.hit(email.toLowerCase())).allowed) return false;
  return (await services.confirmationLimits.client.hit(clientRateKey(address))).allowed;
}

function page(status: FormStatus, view: LeadFormView, headers: Record<string, string> = {}): LeadFormOutcome {
  return { kind: 'page', status, view, headers };
}

/**
 * Fields a link may fill in: a product page's `?product=`, and the sizing tool's result (product or
 * product type, postcode, rooms and a message stating the loads). Each value must pass its field's
 * own schema, or it is left out: a crafted link can suggest an answer, never smuggle one in.
 */
const prefillFields = {
  quote: ['product', 'postcode', 'rooms', 'message'],
  installer: ['product', 'postcode'],
  contact: [],
  warranty: [],
  // The promotion's page fills in which promotion is claimed.
  claim: ['promotion'],
} as const satisfies { [T in LeadType]: readonly LeadFieldName<T>[] };

/** The empty form, with what the link's query may fill in. */
export function initialView(type: LeadType, url: URL, lookups: LeadLookups): LeadFormView {
  const values: Record<string, string> = {};
  const shape: Record<string, { safeParse(value: unknown): { success: boolean } } | undefined> =
    leadFormSchema(type, lookups).shape;
  for (const field of prefillFields[type]) {
    const value = url.searchParams.get(field);
    if (value !== null && shape[field]?.safeParse(value).success) values[field] = value;
  }
  return { values, errors: {}, idempotencyKey: newKey() };
}

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export async function handleLeadForm(
  type: LeadType,
  request: Request,
  url: URL,
  context: LeadFormContext,
): Promise<LeadFormOutcome> {
  const { services, client } = context;
  const lookups = leadLookups(
    services.postcodes,
    context.productSlugs,
    context.registrableModels,
    context.promotions,
  );
  if (request.method !== 'POST') return page(200, initialView(type, url, lookups));

  const logger = services.logger.child({ requestId: context.requestId, form: type });
  const body = await readBody(type, request, services.settings.formBodyLimitBytes);
  if (!body.ok) {
    logger.info('lead form refused', { status: body.status, reason: body.reason });
    // A multipart post cut off past its limit keeps the fields read before the file.
    const kept: Record<string, string> = {};
    for (const name of leadFieldNames(type)) {
      const value = body.values?.[name];
      if (value !== undefined) kept[name] = value;
    }
    const upload = leadFormDefinitions[type].upload;
    const keptKey = idempotencyKeySchema.safeParse(body.values?.[IDEMPOTENCY_FIELD]);
    return page(
      body.status,
      {
        values: kept,
        errors:
          upload && body.status === 413
            ? {
                [upload.name]: `That file is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB: take a smaller photo, or save the invoice as a PDF`,
              }
            : {},
        formError: body.reason,
        idempotencyKey: keptKey.success ? keptKey.data : newKey(),
      },
      body.status === 413 ? { Connection: 'close' } : {},
    );
  }

  const fieldNames = leadFieldNames(type);
  const values: Record<string, string> = {};
  for (const name of fieldNames) {
    const value = body.values[name];
    if (value !== undefined) values[name] = value;
  }
  const submittedKey = body.values[IDEMPOTENCY_FIELD] ?? '';
  const keyCheck = idempotencyKeySchema.safeParse(submittedKey);
  // Secret fields (bank details) are never written back into the page.
  const fieldUi = leadFormDefinitions[type].fields as Readonly<Record<string, { secret?: boolean }>>;
  const shownValues = Object.fromEntries(Object.entries(values).filter(([name]) => !fieldUi[name]?.secret));
  const view = (errors: FieldErrors, formError?: string): LeadFormView => ({
    values: shownValues,
    errors,
    formError,
    idempotencyKey: keyCheck.success ? keyCheck.data : newKey(),
  });

  const limit = await services.rateLimiter.hit(`${type}:${clientRateKey(client.address)}`);
  if (!limit.allowed) {
    logger.warn('lead form rate limited', { retryAfter: limit.retryAfterSeconds });
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return page(
      429,
      view(
        {},
        `You have sent this form several times in a short while. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and send it again; your details are still here.`,
      ),
      { 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }

  const unknown = unknownFields(body.names, acceptedFields(type));
  if (unknown.length > 0) {
    logger.info('lead form refused: unknown fields', {
      fields: unknown.slice(0, 10).map((f) => f.slice(0, 40)),
    });
    return page(
      400,
      view({}, 'The form contained fields we don’t recognise. Please use the form on this page.'),
    );
  }

  if (body.values[HONEYPOT_FIELD]) {
    // A bot: thank it like a person, store nothing.
    logger.info('lead form honeypot filled: discarded');
    return { kind: 'redirect', location: thankYouLocation(newLeadReference()) };
  }

  if (!keyCheck.success) {
    return page(400, view({}, 'This form had expired. Please check your details and send it again.'));
  }
  const parsed = leadFormSchema(type, lookups).safeParse(values);
  const intake = context.intake;
  const fileCheck = intake ? await intake.checkFiles(body.files) : { errors: {} };
  if (!parsed.success || Object.keys(fileCheck.errors).length > 0) {
    const errors: Record<string, string> = parsed.success ? {} : { ...firstErrors(parsed.error.issues) };
    Object.assign(errors, fileCheck.errors);
    const upload = leadFormDefinitions[type].upload;
    if (upload && !errors[upload.name] && body.files.has(upload.name)) {
      // A browser never fills a file input in again: say so where the file was.
      errors[upload.name] =
        'Your file was fine: choose it again when you send the form (we keep nothing until then)';
    }
    logger.info('lead form invalid', { fields: Object.keys(errors) });
    return page(400, view(errors));
  }

  const payload = parsed.data as Record<string, unknown>;
  const scopedKey = scopedIdempotencyKey(type, keyCheck.data);
  // What is stored and mailed: for a claim, the bank details stay out of the lead (intake.ts).
  const stored = (intake?.storedPayload?.(payload) ?? parsed.data) as typeof parsed.data;
  /** A repeat of an earlier record: refused with the intake's words, which disclose nothing of it. */
  const repeatAnswer = (): LeadFormOutcome => {
    const refusal = intake?.repeatError();
    return page(409, view(refusal ? { [refusal.field]: refusal.message } : {}));
  };
  // A repeat of an earlier record (a serial already registered) is refused, unless this very post
  // was stored before (then the idempotency key answers below with its reference, as for every form).
  const repeated = async () =>
    intake && !(await services.leads.findByIdempotencyKey(scopedKey))
      ? await intake.existingReference(payload)
      : undefined;
  try {
    const existing = await repeated();
    if (existing) {
      logger.info('lead form repeats an earlier record', { reference: existing });
      return repeatAnswer();
    }
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
  }
  const postcode = typeof payload.postcode === 'string' ? payload.postcode : null;
  const state =
    australianStateSchema.safeParse(payload.state).data ??
    (postcode ? (lookupPostcode(services.postcodes, postcode)?.state ?? null) : null);
  const unavailable = () =>
    page(
      503,
      view(
        {},
        'We could not save your request just now. Please send it again in a minute; your details are still here.',
      ),
      { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
    );
  let created: Awaited<ReturnType<typeof services.leads.createLead>>;
  try {
    // A claimant always gets the claim ID by mail (within the confirmation limits).
    const confirmVisitor =
      (services.settings.confirmVisitor || type === 'claim') &&
      typeof payload.email === 'string' &&
      (await confirmationAllowed(services, payload.email, client.address));
    created = await services.leads.createLead(
      {
        type,
        idempotencyKey: scopedKey,
        payload: stored,
        postcode,
        state,
        userAgentFamily: userAgentFamily(client.userAgent),
        // Routing runs inside the lead's transaction; the visitor's confirmation names where it went.
        routing: isRoutedLeadType(type)
          ? { productType: productTypeAsked(payload.product, context.productType) }
          : undefined,
        afterInsert: intake
          ? (trx, stored) => intake.afterInsert(trx, stored, payload, fileCheck.accepted)
          : undefined,
      },
      (reference, placement) =>
        leadNotifications(type, reference, stored, {
          notifyTo: services.settings.notifyTo,
          siteUrl: services.settings.siteUrl,
          confirmVisitor,
          productName: context.productName,
          placement,
        }),
    );
    if (created.duplicate) {
      const earlier = await services.leads.getLeadByReference(created.reference);
      if (!sameSubmission(earlier?.payload, stored)) {
        logger.warn('lead form refused: key reused with other content');
        return page(409, {
          ...view(
            {},
            'This form was already sent with different details. Check your details and send it again as a new request.',
          ),
          // A fresh key: sending again makes a new request, never a change to an earlier one.
          idempotencyKey: newKey(),
        });
      }
    }
  } catch (error) {
    if (intake?.isDuplicate(error)) {
      // Registered meanwhile (another tab, another instance): the same answer as a repeat.
      if (await intake.existingReference(payload)) return repeatAnswer();
    }
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error('lead form: database unavailable', { error });
    return unavailable();
  }
  logger.info('lead stored', {
    lead: created.id,
    reference: created.reference,
    duplicate: created.duplicate,
  });
  if (!created.duplicate) {
    services.metrics?.leadsStored.inc({ type });
    services.outbox.kick();
  }
  return {
    kind: 'redirect',
    location:
      type === 'claim'
        ? `${thankYouLocation(created.reference)}&for=claim`
        : thankYouLocation(created.reference),
    submissionKey: keyCheck.data,
  };
}
