/**
 * The JSON error format of every API answer that is not a success:
 * `{ "error": { "status", "title", "detail", "issues"? } }`, never cached.
 */
export interface ProblemIssue {
  /** Dotted path of the input field, e.g. `status`. */
  path: string;
  message: string;
}

export function problem(
  status: number,
  title: string,
  detail: string,
  options: { headers?: Record<string, string>; issues?: ProblemIssue[] } = {},
): Response {
  const body = { error: { status, title, detail, ...(options.issues ? { issues: options.issues } : {}) } };
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...options.headers,
    },
  });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}
