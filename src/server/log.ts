/**
 * Structured logging: one JSON object per line on stdout/stderr, with the request id when a line
 * belongs to a request. Small on purpose; any log shipper can read it. No line ever holds a lead
 * reference or a certificate token: logs are kept beyond the retention of what those name.
 */
import { clock } from './clock.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

function serialiseError(value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

/** A lead reference (`CC-` and six of its letters), in any case, anywhere in a text. */
const LEAD_REFERENCE = /CC-[2-9A-HJKMNP-Z]{6}/gi;
/** A certificate's address with its token. */
const CERTIFICATE_TOKEN = /(\/warranty\/certificate\/)[A-Za-z0-9_-]{20,}/g;

/**
 * Any lead reference or certificate token in a text replaced by a placeholder: the last guard of
 * every log line, whatever a field holds (an error message, a path no route matched).
 */
export function redactSecrets(text: string): string {
  return text.replace(LEAD_REFERENCE, 'CC-[reference]').replace(CERTIFICATE_TOKEN, '$1[token]');
}

export function createLogger(base: LogFields = {}, quiet = false): Logger {
  const write = (level: Level, message: string, fields: LogFields = {}) => {
    if (quiet && level === 'debug') return;
    const entry: LogFields = { time: clock.now().toISOString(), level, msg: message, ...base };
    for (const [key, value] of Object.entries(fields)) entry[key] = serialiseError(value);
    const line = `${redactSecrets(JSON.stringify(entry))}\n`;
    if (level === 'error' || level === 'warn') process.stderr.write(line);
    else process.stdout.write(line);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...base, ...fields }, quiet),
  };
}
