/**
 * Structured logger: one JSON object per line on stdout, filtered by level (`LOG_LEVEL`).
 * Callers pass facts as fields; never pass secrets (tokens, passwords) — nothing here redacts them.
 */

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFields = Record<string, unknown>;

export type Logger = {
  readonly level: LogLevel;
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
};

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function parseLogLevel(value: string | undefined, fallback: LogLevel = 'info'): LogLevel {
  const lower = value?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(lower ?? '') ? (lower as LogLevel) : fallback;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (RANK[at] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }));
  };
  return {
    level,
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/** An Error as loggable fields; the stack goes to the log only, never into a response. */
export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, errorName: error.name, stack: error.stack };
  return { error: String(error) };
}
