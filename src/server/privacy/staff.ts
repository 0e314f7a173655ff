/**
 * Staff's privacy request queue (action `privacy:handle`, staff only): `GET /api/portal/privacy`
 * lists the requests with their 30-day clocks on the server's clock (open first, soonest due first)
 * and their audit logs; `POST /api/portal/privacy/{reference}` answers one:
 * - `export` (access): everything held for the address (./export.ts) as JSON and a PDF drawn in the
 *   worker pool, kept for 14 days behind a signed download link mailed to the requester;
 * - `correct` (correction): the name or phone given is written on every lead of the address;
 * - `erase` (deletion): every lead of the address erased as retention erases (leads/store/retention.ts);
 * - `answer` (review): a person's review of an automated decision, its outcome;
 * - `refuse` (any kind): the reason, which the requester is mailed.
 * Each needs a note (what was done and why); the staff member, the time and the note go in the
 * request's audit log and on each of the address's leads, and the requester is mailed the answer.
 */
import { z } from 'zod';
import { PRIVACY_EXPORT_DAYS } from '../../config/retention.ts';
import { type PrivacyAction, type PrivacyRequestKind, privacyActions } from '../../lib/privacy/requests.ts';
import { json, problem } from '../http/problem.ts';
import { PdfBusyError } from '../pdf/pdf-busy.ts';
import { actorOf, badRequest, denied, type PortalRequest, parseBody } from '../portal/handlers.ts';
import type { Services } from '../services.ts';
import { gatherExport } from './export.ts';
import { privacyAnswerMail } from './mail.ts';
import { closeRequest, openRequest, queuedRequests } from './requests.ts';

const DAY_MS = 86_400_000;

/** Which action answers which kind (refusing answers any). */
const actionFor: Readonly<Record<PrivacyRequestKind, PrivacyAction>> = {
  access: 'export',
  correction: 'correct',
  deletion: 'erase',
  review: 'answer',
};

const actionSchema = z.strictObject({
  action: z.enum(privacyActions),
  /** What was done and why, or the reason for refusing. */
  note: z.string().trim().min(5, 'Say what was done and why (a sentence)').max(2000),
  /** A correction's new name and phone, written on every lead of the address. */
  name: z.string().trim().min(1).max(120).optional(),
  phone: z.string().trim().min(6).max(20).optional(),
});

const personal = { 'Cache-Control': 'private, no-store' };

export async function privacyQueue(input: PortalRequest, services: Services): Promise<Response> {
  const refused = denied(input.principal, 'privacy:handle');
  if (refused) return refused;
  const requests = await queuedRequests(services.privacy);
  return json({ requests, now: services.clock.now().toISOString() }, 200, personal);
}

/** The step's effect before the request closes: the export's files, a correction, an erasure. */
async function carryOut(
  services: Services,
  request: { reference: string; email: string },
  body: z.output<typeof actionSchema>,
  client: string,
): Promise<{ outcome: string; exported?: { json: string; pdf: Uint8Array; until: string } }> {
  const now = services.clock.now();
  const { db } = services.db;
  if (body.action === 'export') {
    const data = await gatherExport(
      db,
      request.email,
      request.reference,
      now,
      (id) => services.routing.dealer(id)?.name,
    );
    const pdf = await services.pdf.render(
      'privacy-export',
      { data, siteUrl: services.settings.siteUrl },
      client,
    );
    const until = new Date(now.getTime() + PRIVACY_EXPORT_DAYS * DAY_MS).toISOString();
    return { outcome: body.note, exported: { json: JSON.stringify(data, null, 2), pdf, until } };
  }
  if (body.action === 'correct' && (body.name || body.phone)) {
    await db
      .updateTable('leads')
      .set({
        ...(body.name ? { name: body.name } : {}),
        ...(body.phone ? { phone: body.phone } : {}),
        updated_at: now.toISOString(),
      })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', request.email))
      .where('erased_at', 'is', null)
      .execute();
  }
  if (body.action === 'erase') {
    const erased = await services.leads.eraseByEmail(request.email);
    return { outcome: `${body.note} (${erased} ${erased === 1 ? 'record' : 'records'} erased)` };
  }
  return { outcome: body.note };
}

export async function privacyStep(
  input: PortalRequest,
  services: Services,
  reference: string,
): Promise<Response> {
  const refused = denied(input.principal, 'privacy:handle');
  if (refused) return refused;
  const body = await parseBody(input.request, actionSchema, 'The answer');
  if (!body.ok) return body.response;
  const request = await openRequest(services.privacy, reference.toUpperCase());
  if (!request || request.status === 'unconfirmed')
    return problem(404, 'Not found', 'No confirmed privacy request has that reference.');
  if (request.status !== 'open') return problem(409, 'Conflict', 'This request has already been answered.');
  const action = body.value.action;
  if (action !== 'refuse' && action !== actionFor[request.kind])
    return badRequest(`A ${request.kind} request is answered with "${actionFor[request.kind]}" or refused.`);
  const actor = actorOf(input.principal);
  let done: Awaited<ReturnType<typeof carryOut>>;
  try {
    done =
      action === 'refuse'
        ? { outcome: body.value.note }
        : await carryOut(services, request, body.value, actor);
  } catch (error) {
    if (error instanceof PdfBusyError) return problem(error.status, 'Busy', error.message);
    throw error;
  }
  const status = action === 'refuse' ? 'refused' : 'done';
  const exported = done.exported;
  const token = exported
    ? (await services.privacy.exportLinks()).issue(request.reference, 0, new Date(exported.until))
    : undefined;
  const answer = privacyAnswerMail(
    services.settings.siteUrl,
    request.email,
    request,
    { status, outcome: done.outcome },
    exported && token ? { token, until: exported.until } : undefined,
  );
  const closed = await closeRequest(
    services.privacy,
    request.reference,
    { status, outcome: done.outcome, actor, action },
    answer,
    exported,
  );
  if (!closed) return problem(409, 'Conflict', 'This request has already been answered.');
  services.outbox.kick();
  const [view] = await queuedRequests(services.privacy, request.reference);
  return json(view, 200, personal);
}
