import type { APIRoute } from 'astro';

export const prerender = false;

const MAX_REPORT_BYTES = 16 * 1024;

/**
 * Receives Content-Security-Policy violation reports (the policy's `report-uri`), so a blocked
 * script in production shows up in the logs instead of failing silently in a visitor's browser.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_REPORT_BYTES) return new Response('Report too large', { status: 413 });
  const body = await request.text();
  if (body.length > MAX_REPORT_BYTES) return new Response('Report too large', { status: 413 });
  let report: unknown;
  try {
    report = JSON.parse(body);
  } catch {
    return new Response('Report must be JSON', { status: 400 });
  }
  const entry = (report as { 'csp-report'?: Record<string, unknown> })['csp-report'] ?? report;
  console.warn(JSON.stringify({ msg: 'csp violation', requestId: locals.requestId, report: entry }));
  return new Response(null, { status: 204 });
};
