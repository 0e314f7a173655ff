/**
 * `POST /api/csp-report`: Content-Security-Policy violation reports (the policy's `report-uri`), so
 * a blocked script in production shows up in the logs instead of failing silently in a visitor's
 * browser. Anyone can post here, so it must not become a free log sink: each client may send
 * `CSP_REPORTS_PER_CLIENT` reports a minute and the process logs at most `CSP_REPORTS_PER_PROCESS` a
 * minute in all (429 beyond either), and a logged line holds only the report's known fields, each
 * cut to `FIELD_CHARS` characters, with the document's query string left out (it can carry a lead's
 * reference). The body itself is capped at 16 KB by body-limit.ts before this runs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Logger } from '../log.ts';
import { cacheControl } from './cache-policy.ts';
import { clientRateKey, createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { clientInfo } from './request-guards.ts';
import type { RouteHandler } from './site-server.ts';

export const CSP_REPORT_PATH = '/api/csp-report';
/** Reports one client may send a minute: a page with a broken policy sends a few per load. */
export const CSP_REPORTS_PER_CLIENT = 10;
/** Reports the process logs a minute, whoever sends them (many addresses cannot flood the log). */
export const CSP_REPORTS_PER_PROCESS = 120;
/** Longest value of one field in the log line. */
export const FIELD_CHARS = 256;

/** The fields of a report worth keeping (report-uri's names; the Reporting API's are mapped to them). */
const reportSchema = z
  .object({
    'document-uri': z.unknown(),
    'blocked-uri': z.unknown(),
    'violated-directive': z.unknown(),
    'effective-directive': z.unknown(),
    disposition: z.unknown(),
    'source-file': z.unknown(),
    'line-number': z.unknown(),
    'column-number': z.unknown(),
    'status-code': z.unknown(),
  })
  .partial();

/** A value as one short, printable string: control characters out, cut to FIELD_CHARS. */
function bounded(value: unknown): string | number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removes them from a logged value
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, FIELD_CHARS);
}

/** A URL without its query and fragment (they can hold a reference, a search or an email). */
function withoutQuery(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/[?#].*$/s, '') : value;
}

/** The loggable fields of a report-uri body or a Reporting API batch's first CSP report. */
export function reportFields(body: unknown): Record<string, string | number> | undefined {
  const raw: unknown = Array.isArray(body)
    ? (body.find((item) => (item as { type?: unknown })?.type === 'csp-violation') as { body?: unknown })
        ?.body
    : ((body as { 'csp-report'?: unknown } | null)?.['csp-report'] ?? body);
  const parsed = reportSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const camel = raw as Record<string, unknown>;
  const report = {
    ...parsed.data,
    // The Reporting API's camelCase names.
    'document-uri': parsed.data['document-uri'] ?? camel.documentURL,
    'blocked-uri': parsed.data['blocked-uri'] ?? camel.blockedURL,
    'effective-directive': parsed.data['effective-directive'] ?? camel.effectiveDirective,
    'source-file': parsed.data['source-file'] ?? camel.sourceFile,
    'line-number': parsed.data['line-number'] ?? camel.lineNumber,
  };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(report)) {
    const kept = bounded(key.endsWith('-uri') || key === 'source-file' ? withoutQuery(value) : value);
    if (kept !== undefined && kept !== '') fields[key] = kept;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function answer(res: ServerResponse, status: number, text?: string, headers: Record<string, string> = {}) {
  res.statusCode = status;
  res.setHeader('Cache-Control', cacheControl.noStore);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (text) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
  return true;
}

export function cspReportRoute(options: {
  logger: Logger;
  trustProxy: boolean;
  trustProxyHops: number;
  /** Told of each refusal (metrics). */
  onRefused?: (name: string) => void;
}): RouteHandler {
  const perMinute = (limit: number, name: string): RateLimiter =>
    createRateLimiter({ limit, windowMs: 60_000, name, onRefused: options.onRefused });
  const perClient = perMinute(CSP_REPORTS_PER_CLIENT, 'csp-report');
  const perProcess = perMinute(CSP_REPORTS_PER_PROCESS, 'csp-report-all');
  return async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    if ((req.url ?? '').split('?')[0] !== CSP_REPORT_PATH) return false;
    if (req.method !== 'POST') return answer(res, 405, 'Use POST.', { Allow: 'POST' });
    const client = clientRateKey(clientInfo(req, options.trustProxy, options.trustProxyHops).address);
    for (const limit of [perClient, perProcess]) {
      const verdict = await limit.hit(limit === perClient ? client : 'all');
      if (!verdict.allowed)
        return answer(res, 429, 'Too many reports.', { 'Retry-After': String(verdict.retryAfterSeconds) });
    }
    // body-limit.ts has read the body (at most 16 KB) into req.body; a request without one has none.
    const body = (req as IncomingMessage & { body?: unknown }).body;
    let report: unknown;
    try {
      report = JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : '');
    } catch {
      return answer(res, 400, 'A report must be JSON.');
    }
    const fields = reportFields(report);
    if (!fields) return answer(res, 400, 'Not a CSP violation report.');
    options.logger.warn('csp violation', { requestId, report: fields });
    return answer(res, 204);
  };
}
