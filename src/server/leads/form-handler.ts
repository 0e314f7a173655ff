/**
 * What happens when a lead form page is requested: GET renders an empty form with a fresh
 * idempotency key; POST runs the form (its module in src/server/forms/: schema, copy, intake, thank-you)
 * through the same named steps (form-steps.ts), then either redirects (303) to its thank-you page or renders
 * the form again with the errors, the values and the right status.
 *
 * The steps of a post, in order:
 * 1. admit: a form that takes a file is admitted before a byte of its body is read (the client's
 *    uploads in flight, the rate limit, the upload allowances: src/server/uploads/admission.ts;
 *    429, 503);
 * 2. read the body: type and size (415, 413), pace (408), the file streamed to a temporary file
 *    once it has a file slot (503);
 * 3. check limits: the rate limit (429), or the file's bytes against the upload allowances;
 * 4. check the fields: unknown or repeated (400), honeypot (pretend success, store nothing), the
 *    idempotency key's format (400);
 * 5. validate: the schema and the file (400);
 * 6. store: one transaction with the lead, its routing to a dealer (quotes and installer requests,
 *    src/server/routing), the intake's rows and the emails. A key already stored (idempotency.ts)
 *    returns the first reference only when the content is the same, other content under the same
 *    key is refused (409); a repeat of an earlier record is the intake's answer; a database that
 *    cannot be reached answers 503;
 * 7. answer: the form's thank-you page.
 */
import type { LeadFormView } from '../../lib/lead-forms/form-view.ts';
import type { LeadFormContext } from './form-context.ts';
import type { LeadLookups } from './form-kit.ts';
import { leadLookups } from './form-lookups.ts';
import { formSchema, type LeadForm } from './form-module.ts';
import { type LeadFormOutcome, newKey, page } from './form-outcome.ts';
import {
  admit,
  checkFields,
  checkLimits,
  type Post,
  type ReadBody,
  readPost,
  releasePost,
  validate,
} from './form-steps.ts';
import { answer, store } from './form-store.ts';

export type { LeadFormContext } from './form-context.ts';
export type { FormStatus, LeadFormOutcome } from './form-outcome.ts';

/**
 * The empty form, with what the link's query may fill in (the form's `prefill` fields: a product
 * page's `?product=`, the sizing tool's result, the promotion claimed). Each value must pass its
 * field's own schema, or it is left out: a crafted link can suggest an answer, never smuggle one in.
 */
export function initialView(form: LeadForm, url: URL, lookups: LeadLookups): LeadFormView {
  const values: Record<string, string> = {};
  const shape: Record<string, { safeParse(value: unknown): { success: boolean } } | undefined> = formSchema(
    form,
    lookups,
  ).shape;
  const params: Readonly<Record<string, string | undefined>> = form.prefillParams ?? {};
  for (const field of form.prefill) {
    const value = url.searchParams.get(params[field] ?? field);
    if (value !== null && shape[field]?.safeParse(value).success) values[field] = value;
  }
  return { values, errors: {}, idempotencyKey: newKey() };
}

export async function handleLeadForm(
  form: LeadForm,
  request: Request,
  url: URL,
  context: LeadFormContext,
): Promise<LeadFormOutcome> {
  const { services } = context;
  const lookups = leadLookups(
    services.postcodes,
    context.productSlugs,
    context.registrableModels,
    context.promotions,
  );
  if (request.method !== 'POST') return page(200, initialView(form, url, lookups));

  const post: Post = {
    form,
    context,
    lookups,
    logger: services.logger.child({ requestId: context.requestId, form: form.type }),
  };
  const admitted = await admit(post, () => initialView(form, url, lookups));
  if (admitted.outcome) return admitted.outcome;
  let body: ReadBody | undefined;
  try {
    body = await readPost(post, request, admitted);
    if ('outcome' in body) return body.outcome;
    const limited = (await checkLimits(post, body, admitted)) ?? checkFields(post, body);
    if (limited) return limited;
    const valid = await validate(post, body);
    if ('outcome' in valid) return valid.outcome;
    const stored = await store(post, body, valid);
    if ('outcome' in stored) return stored.outcome;
    return answer(post, stored, valid.submissionKey);
  } finally {
    await releasePost(admitted, body);
  }
}
