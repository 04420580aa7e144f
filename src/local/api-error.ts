/**
 * The typed rejection of every failed API call and the plain info published to the error sink.
 * Invariant: `info.message` is ERROR_MESSAGES[condition] and `action` is ERROR_ACTIONS[condition], always.
 */
import { ERROR_ACTIONS, ERROR_MESSAGES, type ErrorAction, type ErrorCondition } from '#core/error-catalogue';
import type { Message } from '#core/messages';

export type ApiErrorInfo = {
  condition: ErrorCondition;
  /** The catalogue's message descriptor; translate with `i18n._(message)`. */
  message: Message;
  action: ErrorAction;
  status?: number;
  /** The server's own message (already in the user's language), when it sent one. */
  serverMessage?: string;
  /** Field → message, from a 400 answer, for forms that show errors inline. */
  fieldErrors?: Record<string, string>;
};

export type ApiErrorDetails = Partial<Pick<ApiErrorInfo, 'status' | 'serverMessage' | 'fieldErrors'>>;

export function describeCondition(condition: ErrorCondition, details: ApiErrorDetails = {}): ApiErrorInfo {
  const info: ApiErrorInfo = {
    condition,
    message: ERROR_MESSAGES[condition],
    action: ERROR_ACTIONS[condition],
  };
  if (details.status !== undefined) info.status = details.status;
  if (details.serverMessage !== undefined) info.serverMessage = details.serverMessage;
  if (details.fieldErrors !== undefined) info.fieldErrors = details.fieldErrors;
  return info;
}

/**
 * Rejection value of every failed call. Like the core's validation issues, its `message` is the
 * catalogue descriptor's id, so `translate(error.message)` works; `descriptor` is the full descriptor.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly info: ApiErrorInfo;
  readonly condition: ErrorCondition;
  readonly descriptor: Message;
  readonly action: ErrorAction;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(info: ApiErrorInfo, options?: { cause?: unknown }) {
    super(info.message.id, options);
    this.info = info;
    this.condition = info.condition;
    this.descriptor = info.message;
    this.action = info.action;
    this.status = info.status;
    this.serverMessage = info.serverMessage;
    this.fieldErrors = info.fieldErrors;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
