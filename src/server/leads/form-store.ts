/**
 * The last steps of a lead form's post (after form-steps.ts): store the lead with its routing, the
 * intake's rows and its emails in one transaction, then answer with the form's thank-you page.
 */

import { lookupPostcode } from '../../lib/postcodes/index.ts';
import { productTypeSchema } from '../../schemas/common.ts';
import { clock } from '../clock.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import { mailLinks } from '../mail/links.ts';
import { recordMailHomeLink } from '../my-home/mail.ts';
import { leadFormConsent } from '../privacy/consent.ts';
import { firstLinkExpiry } from '../review/owner-link.ts';
import type { LeadFormContext } from './form-context.ts';
import { type FactLookups, thankYouLocation } from './form-module.ts';
import { type LeadFormOutcome, newKey, page } from './form-outcome.ts';
import type { Post, ReadPost, ValidPost } from './form-steps.ts';
import { sameSubmission } from './idempotency.ts';
import { leadNotifications } from './notifications.ts';
import { userAgentFamily } from './reference.ts';

/** A step that ends the request. */
type Ended = { outcome: LeadFormOutcome };

/** How long a visitor is asked to wait when the database cannot be reached. */
const RETRY_AFTER_UNAVAILABLE_SECONDS = 30;

/** The catalogue's product types, as a form's facts look them up. */
function factLookups(context: LeadFormContext): FactLookups {
  return {
    productType: (value) => productTypeSchema.safeParse(value).data ?? context.productType?.(value),
    modelType: (model) => context.registrableModels?.get(model)?.productType,
  };
}

/**
 * The visitor's confirmation goes out only within both limits: per recipient address (nobody's
 * inbox can be flooded through the form) and per client (nobody can mail many addresses).
 */
async function confirmationAllowed(post: Post, email: string): Promise<boolean> {
  const { services, client } = post.context;
  // The client's allowance is spent only on confirmations the recipient's limit lets through.
  if (!(await services.confirmationLimits.recipient.hit(email.toLowerCase())).allowed) return false;
  return (await services.confirmationLimits.client.hit(clientRateKey(client.address))).allowed;
}

/**
 * The confirmation's link to the new record's status page, signed for its owner (the form's
 * `statusLink`), as a function of the reference the lead is stored under; none for a form without one.
 */
async function ownerStatusUrl(post: Post): Promise<((reference: string) => string) | undefined> {
  const kind = post.form.statusLink;
  if (!kind) return undefined;
  const { services } = post.context;
  const holders = { service: services.service, warranty: services.warranty, claim: services.claims };
  const links = await holders[kind].ownerLinks();
  const expires = firstLinkExpiry(kind, clock.now());
  return (reference) =>
    mailLinks.ownerStatus(kind, services.settings.siteUrl, reference, links.issue(reference, 0, expires));
}

export type StoredLead = { id: number; reference: string; duplicate: boolean };

/**
 * 6. Store (and route): the lead, its routing, the intake's rows and its emails in one transaction; a repeat of
 * an earlier record (a serial registered before) or a reused key gets its own answer.
 */
export async function store(post: Post, body: ReadPost, valid: ValidPost): Promise<StoredLead | Ended> {
  const { form, context, logger } = post;
  const { services, client } = context;
  const intake = context.intake;
  const { payload, stored, scopedKey } = valid;
  /** A repeat of an earlier record: refused with the intake's words, which disclose nothing of it. */
  const repeatAnswer = (): Ended => {
    const refusal = intake?.repeatError();
    return { outcome: page(409, body.view(refusal ? { [refusal.field]: refusal.message } : {})) };
  };
  /** This submission as stored under its key, by this post's twin (a double click) or earlier. */
  const storedUnderKey = () => services.leads.findByIdempotencyKey(scopedKey);
  /**
   * The answer to a key already stored: that lead's reference when the content is the same (a
   * double click, a replay after offline), else a refusal with a fresh key.
   */
  const answerForStoredKey = async (reference: string): Promise<StoredLead | Ended> => {
    const earlier = await services.leads.getLeadByReference(reference);
    if (earlier && sameSubmission(earlier.payload, stored))
      return { id: earlier.id, reference, duplicate: true };
    logger.warn('lead form refused: key reused with other content');
    const view = body.view(
      {},
      'This form was already sent with different details. Check your details and send it again as a new request.',
    );
    // A fresh key: sending again makes a new request, never a change to an earlier one.
    return { outcome: page(409, { ...view, idempotencyKey: newKey() }) };
  };
  // A repeat of an earlier record (a serial already registered) is refused, unless this very post
  // was stored before (then the idempotency key answers below with its reference, as for every form).
  // The key is looked up again once a record is found: a double click's twin may have stored it
  // between the two lookups, and that record is then this submission's own.
  try {
    const existing =
      intake && !(await storedUnderKey()) ? await intake.existingReference(payload) : undefined;
    if (existing && !(await storedUnderKey())) {
      logger.info('lead form repeats an earlier record');
      return repeatAnswer();
    }
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
  }
  const facts = form.facts(payload, factLookups(context));
  const postcode = facts.postcode ?? null;
  const state =
    facts.state ?? (postcode ? (lookupPostcode(services.postcodes, postcode)?.state ?? null) : null);
  try {
    const confirmVisitor =
      (services.settings.confirmVisitor || form.alwaysConfirm) &&
      facts.email !== undefined &&
      (await confirmationAllowed(post, facts.email));
    const statusUrl = confirmVisitor ? await ownerStatusUrl(post) : undefined;
    // An owner's record (it has a status link) also signs its owner in to My home from the mail;
    // the link's row is written with the lead (NewNotification's `signIn`).
    const home = statusUrl ? await recordMailHomeLink(services.home, services.settings.siteUrl) : undefined;
    const created = await services.leads.createLead(
      {
        type: form.type,
        idempotencyKey: scopedKey,
        payload: stored,
        postcode,
        state,
        userAgentFamily: userAgentFamily(client.userAgent),
        // Routing runs inside the lead's transaction; the visitor's confirmation names where it went.
        // A quote or installer request goes to the nearest installer that handles its product, a
        // service request to the nearest service agent that services its model's product type.
        routing: form.receivers === 'staff' ? undefined : { productType: facts.productType ?? null },
        consent: leadFormConsent(form.copy, facts.email, context.policyVersion),
        afterInsert: intake ? (trx, row) => intake.afterInsert(trx, row, payload, valid.accepted) : undefined,
      },
      (reference, placement) =>
        leadNotifications(form, reference, stored, {
          notifyTo: services.settings.notifyTo,
          siteUrl: services.settings.siteUrl,
          confirmVisitor,
          productName: context.productName,
          placement,
          statusUrl,
          home,
        }),
    );
    return created.duplicate ? await answerForStoredKey(created.reference) : created;
  } catch (error) {
    if (intake?.isDuplicate(error)) {
      // Stored meanwhile by this post's twin (a double click): its reference, as for a repeat key.
      const own = await storedUnderKey();
      if (own) return answerForStoredKey(own.reference);
      // Registered meanwhile (another tab, another instance): the same answer as a repeat.
      if (await intake.existingReference(payload)) return repeatAnswer();
    }
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error('lead form: database unavailable', { error });
    const view = body.view(
      {},
      'We could not save your request just now. Please send it again in a minute; your details are still here.',
    );
    return { outcome: page(503, view, { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) }) };
  }
}

/** 7. Answer: the form's thank-you page, once the lead is stored (the outbox woken for its mail). */
export function answer(post: Post, created: StoredLead, submissionKey: string): LeadFormOutcome {
  const { services } = post.context;
  post.logger.info('lead stored', { lead: created.id, duplicate: created.duplicate });
  if (!created.duplicate) {
    services.metrics?.leadsStored.inc({ type: post.form.type });
    services.outbox.kick();
  }
  // The key binds the thank-you page to this browser (thank-you-binding.ts, through form-page.ts).
  return { kind: 'redirect', location: thankYouLocation(post.form, created.reference), submissionKey };
}
