/**
 * Maps what ky throws (HTTPError, TimeoutError, NetworkError, AbortError, other) to catalogue facts.
 * Invariant: every failure maps to exactly one condition of the spec's error catalogue.
 */

import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { classifyFailure, type FailureFacts } from '#core/error-catalogue';
import { type ApiErrorDetails, type ApiErrorInfo, describeCondition } from './api-error.ts';

/** `navigator.onLine`; contexts without it (Node in tests) count as online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function failureFacts(error: unknown, wasOnlineAtStart: boolean): FailureFacts {
  if (isHTTPError(error)) return { kind: 'http', status: error.response.status };
  if (isTimeoutError(error) || hasErrorName(error, 'TimeoutError')) return { kind: 'timeout' };
  if (hasErrorName(error, 'AbortError')) return { kind: 'aborted' };
  if (isNetworkError(error)) {
    // The browser's own wording ("Failed to fetch", certificate hints) lives on the wrapped cause.
    const cause = error.cause instanceof Error ? error.cause.message : '';
    return {
      kind: 'network',
      errorMessage: `${cause} ${error.message}`.trim(),
      wasOnlineAtStart,
      isOnlineNow: isOnline(),
    };
  }
  return { kind: 'unknown' };
}

export function describeFailure(error: unknown, wasOnlineAtStart: boolean): ApiErrorInfo {
  const facts = failureFacts(error, wasOnlineAtStart);
  const details: ApiErrorDetails = isHTTPError(error)
    ? { status: error.response.status, ...readEnvelopeError(error.data) }
    : {};
  return describeCondition(classifyFailure(facts), details);
}

/** The server's `{ message, errors }` from an error answer's envelope, when present and well-formed. */
export function readEnvelopeError(data: unknown): Pick<ApiErrorDetails, 'serverMessage' | 'fieldErrors'> {
  if (typeof data !== 'object' || data === null) return {};
  const details: Pick<ApiErrorDetails, 'serverMessage' | 'fieldErrors'> = {};
  if ('message' in data && typeof data.message === 'string') details.serverMessage = data.message;
  if ('errors' in data && isStringRecord(data.errors)) details.fieldErrors = data.errors;
  return details;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function hasErrorName(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

// The public face of error handling for the UI: the typed rejection and the sink.
export { ApiError, type ApiErrorInfo, isApiError } from './api-error.ts';
export { onApiError } from './error-sink.ts';
