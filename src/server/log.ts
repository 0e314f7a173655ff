/**
 * Structured logging: one JSON object per line on stdout/stderr, with the request id when a line
 * belongs to a request. Small on purpose; any log shipper can read it.
 */
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

export function createLogger(base: LogFields = {}, quiet = false): Logger {
  const write = (level: Level, message: string, fields: LogFields = {}) => {
    if (quiet && level === 'debug') return;
    const entry: LogFields = { time: new Date().toISOString(), level, msg: message, ...base };
    for (const [key, value] of Object.entries(fields)) entry[key] = serialiseError(value);
    const line = `${JSON.stringify(entry)}\n`;
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
