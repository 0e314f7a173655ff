/**
 * The privacy request page's controller (/privacy/request), server-rendered, no island: plain forms
 * post back to it. The form makes an unconfirmed request and mails its link (the same answer for any
 * address: the link, not the page, proves it); the link (GET) shows one "Confirm my request" button,
 * and pressing it (POST) starts the 30-day clock. A GET never confirms: mail scanners open links.
 * Limits: My home's sign-in limits (per address, silently; per client, said with Retry-After).
 * Every answer is personal: `private, no-store`, never indexed. Also the export's download route.
 */
import { z } from 'zod';
import {
  type PrivacyRequestView,
  privacyRequestKinds,
  reviewableDecisions,
} from '../../lib/privacy/requests.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import { readFormBody } from '../leads/form-body.ts';
import type { Services } from '../services.ts';
import { privacyConfirmMail } from './mail.ts';
import { confirmRequest, confirmState, createRequest, exportFile } from './requests.ts';

export interface PrivacyPageRoute {
  status: number;
  view: PrivacyRequestView;
}

const requestSchema = z
  .object({
    kind: z.enum(privacyRequestKinds, { error: 'Choose what you would like' }),
    email: z
      .string({ error: 'Enter your email address' })
      .trim()
      .min(1, 'Enter your email address')
      .max(254, 'That email address is too long')
      .pipe(z.email('Enter an email address like name@example.com')),
    decision: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(
        z
          .enum(reviewableDecisions.map((item) => item.id) as [string, ...string[]], {
            error: 'Choose a decision from the list',
          })
          .optional(),
      ),
    details: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined)
      .pipe(z.string().max(2000, 'Please keep it under 2,000 characters').optional()),
  })
  .superRefine((value, context) => {
    if (value.kind === 'review' && !value.decision)
      context.addIssue({
        code: 'custom',
        path: ['decision'],
        message: 'Choose the decision a person should review',
      });
    if (value.kind === 'correction' && !value.details)
      context.addIssue({ code: 'custom', path: ['details'], message: 'Tell us what to correct and how' });
  });

const linkSchema = z.strictObject({
  ref: z.string().regex(/^PR-[0-9A-Z]{6}$/),
  token: z.string().max(40),
});

const personal = (astro: Pick<FormRoute, 'response'>) => {
  astro.response.headers.set('Cache-Control', 'private, no-store');
  astro.response.headers.set('X-Robots-Tag', 'noindex');
};

async function makeRequest(
  astro: FormRoute,
  services: Services,
  values: Record<string, string | undefined>,
): Promise<PrivacyPageRoute> {
  const parsed = requestSchema.safeParse(values);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
    );
    return { status: 400, view: { state: 'form', values, errors } };
  }
  const address = astro.locals.client?.address ?? astro.clientAddress ?? '';
  const client = await services.signInLimits.client.hit(clientRateKey(address));
  if (!client.allowed) {
    astro.response.headers.set('Retry-After', String(client.retryAfterSeconds));
    return {
      status: 429,
      view: { state: 'limited', retryMinutes: Math.ceil(client.retryAfterSeconds / 60) },
    };
  }
  const email = parsed.data.email.toLowerCase();
  // Past the address's limit nothing more is mailed, and the page says nothing different.
  const recipient = await services.signInLimits.recipient.hit(`privacy:${email}`);
  if (recipient.allowed) {
    const { kind } = parsed.data;
    await createRequest(
      services.privacy,
      { kind, email, details: parsed.data.details ?? null, decision: parsed.data.decision ?? null },
      (reference, token) => privacyConfirmMail(services.settings.siteUrl, email, kind, reference, token),
    );
    services.outbox.kick();
  }
  return { status: 200, view: { state: 'sent', email } };
}

const refusedStatus = { invalid: 403, expired: 410, confirmed: 409 } as const;

export async function privacyRequestRoute(astro: FormRoute): Promise<PrivacyPageRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('Privacy requests need the site server (npm start)');
  personal(astro);
  if (astro.request.method === 'POST') {
    const body = await readFormBody(astro.request, services.settings.formBodyLimitBytes);
    if (!body.ok)
      return { status: body.status, view: { state: 'form', values: {}, errors: { form: body.reason } } };
    const values = body.values;
    if (values.action === 'request') return makeRequest(astro, services, values);
    if (values.action === 'confirm') {
      const link = linkSchema.safeParse({ ref: values.reference, token: values.token });
      const state = link.success
        ? await confirmRequest(services.privacy, link.data.ref, link.data.token)
        : 'invalid';
      if (state !== 'valid' || !link.success)
        return {
          status: refusedStatus[state === 'valid' ? 'invalid' : state],
          view: { state: 'link-refused', reason: state === 'valid' ? 'invalid' : state },
        };
      const due = new Date(services.clock.now().getTime() + 30 * 86_400_000).toISOString();
      return { status: 200, view: { state: 'confirmed', reference: link.data.ref, dueAt: due } };
    }
    return { status: 400, view: { state: 'form', values, errors: { form: 'Choose what to do' } } };
  }
  const params = Object.fromEntries(astro.url.searchParams);
  if (params.ref !== undefined || params.token !== undefined) {
    const link = linkSchema.safeParse(params);
    const state = link.success
      ? await confirmState(services.privacy, link.data.ref, link.data.token)
      : 'invalid';
    return link.success && state === 'valid'
      ? { status: 200, view: { state: 'confirm', reference: link.data.ref, token: link.data.token } }
      : {
          status: refusedStatus[state === 'valid' ? 'invalid' : state],
          view: { state: 'link-refused', reason: state === 'valid' ? 'invalid' : state },
        };
  }
  return { status: 200, view: { state: 'form', values: {} } };
}

/** GET /privacy/export?ref=&token=&format=pdf|json: an access request's export, by its signed link. */
export async function privacyExportRoute(astro: Pick<FormRoute, 'locals' | 'url'>): Promise<Response> {
  const { services } = astro.locals;
  if (!services) throw new Error('Privacy exports need the site server (npm start)');
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  const link = linkSchema.safeParse({
    ref: astro.url.searchParams.get('ref'),
    token: astro.url.searchParams.get('token'),
  });
  const format = astro.url.searchParams.get('format') === 'json' ? 'json' : 'pdf';
  if (!link.success)
    return new Response('This link is not complete or has been changed.', { status: 403, headers });
  const file = await exportFile(services.privacy, link.data.ref, link.data.token, format);
  if (!file.ok)
    return new Response(
      file.status === 410
        ? 'This copy has expired and been deleted. You can make a new request at /privacy/request.'
        : 'This link is not complete or has been changed.',
      { status: file.status, headers },
    );
  const name = `cirrus-climate-${link.data.ref.toLowerCase()}.${format}`;
  return new Response(file.body as BodyInit, {
    headers: {
      ...headers,
      'Content-Type': format === 'json' ? 'application/json; charset=utf-8' : 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}
