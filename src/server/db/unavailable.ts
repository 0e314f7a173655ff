/**
 * Tells a database that cannot be reached (or is too busy right now) from a bug: the first is
 * answered 503 with Retry-After, so the visitor sends again later; the second stays a 500.
 */

/** Socket errors and PostgreSQL's connection and shutdown classes (08…, 57P0…). */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
]);

const unavailableMessages =
  /connection terminated|timeout exceeded when trying to connect|connection (?:is )?(?:closed|ended)|cannot use a pool after calling end|database is locked|client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    // An AggregateError (every address of `localhost` refused) holds the socket errors.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
