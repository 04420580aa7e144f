/**
 * Structured logger: one JSON object per line on stdout, filtered by level (`LOG_LEVEL`).
 * Callers pass facts as fields; never pass secrets (tokens, passwords) — nothing here redacts them.
 */

import { writeStdoutLine } from './stdout-lines.ts';

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

export function createLogger(level: LogLevel, write: (line: string) => void = writeStdoutLine): Logger {
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

/**
 * An Error as loggable fields; the stack goes to the log only, never into a response. A database
 * error is reduced to its class, SQLSTATE code and constraint: Drizzle's message carries the query's
 * bound parameters ("params: …", e.g. a biography) and PostgreSQL's message and detail quote values.
 */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: `non-Error thrown (${typeof error})` };
  const database = databaseFacts(error);
  if (database) return { errorName: errorClass(error), ...database, stack: framesOf(error.stack) };
  return { error: error.message, errorName: error.name, stack: error.stack };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function errorClass(error: Error): string {
  return error.constructor?.name || error.name;
}

/** The safe facts of a database error (or of one in its cause chain); undefined for other errors. */
function databaseFacts(error: Error): LogFields | undefined {
  const isDrizzleQuery = 'query' in error && 'params' in error;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const fields = current as Record<string, unknown>;
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) {
      const facts: LogFields = { dbErrorClass: errorClass(current as Error), code: fields.code };
      for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
        if (typeof fields[key] === 'string') facts[key] = fields[key];
      }
      return facts;
    }
    current = fields.cause;
  }
  return isDrizzleQuery ? { dbErrorClass: 'unknown' } : undefined;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const firstFrame = stack.indexOf('\n    at ');
  return firstFrame < 0 ? undefined : stack.slice(firstFrame + 1);
}
