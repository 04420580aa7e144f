/**
 * The specification's error catalogue (§8): every failure of a call maps to one condition, and each
 * condition to its exact message and behaviour. `classifyFailure` is pure so it can be unit-tested.
 */
import { defineMessages } from './messages.ts';

export const ERROR_MESSAGES = defineMessages({
  tooLarge: /*i18n*/ {
    id: 'error.tooLarge',
    message: 'Request too large. Please reduce the number or size of documents and try again.',
  },
  unauthorized: /*i18n*/ { id: 'error.unauthorized', message: 'Unauthorized' },
  authFailed: /*i18n*/ {
    id: 'error.authFailed',
    message: 'Authentication failed. Please refresh the page and try again.',
  },
  server: /*i18n*/ {
    id: 'error.server',
    message: 'Server error occurred. Please try again later or contact support.',
  },
  badRequest: /*i18n*/ {
    id: 'error.badRequest',
    message: 'Invalid request. Please check your information and try again.',
  },
  forbidden: /*i18n*/ {
    id: 'error.forbidden',
    message: 'Access denied. Please check your permissions and try again.',
  },
  notFound: /*i18n*/ { id: 'error.notFound', message: 'Service not found. Please try again later.' },
  timeout: /*i18n*/ {
    id: 'error.timeout',
    message: 'Request timed out. Please check your internet connection and try again.',
  },
  networkFailed: /*i18n*/ {
    id: 'error.networkFailed',
    message: 'Network connection failed. Please check your internet connection and try again.',
  },
  connectionLost: /*i18n*/ {
    id: 'error.connectionLost',
    message: 'Internet connection lost. Please check your connection and try again.',
  },
  unreachable: /*i18n*/ {
    id: 'error.unreachable',
    message: 'Unable to connect to server. Please try again later.',
  },
  certificate: /*i18n*/ {
    id: 'error.certificate',
    message: 'Security connection error. Please try again or contact support.',
  },
  offline: /*i18n*/ {
    id: 'error.offline',
    message: 'You are currently offline. Please check your internet connection and try again.',
  },
  cancelled: /*i18n*/ { id: 'error.cancelled', message: 'Request was cancelled. Please try again.' },
  tooManyRequests: /*i18n*/ {
    id: 'error.tooManyRequests',
    message: 'Too many attempts. Please wait a moment and try again.',
  },
  unexpected: /*i18n*/ {
    id: 'error.unexpected',
    message: 'An unexpected error occurred. Please try again or go back to the home page.',
  },
});

export type ErrorCondition = keyof typeof ERROR_MESSAGES;

/** What the caller does after showing the message. */
export type ErrorAction = 'toast' | 'toast-and-network-error-page' | 'logout';

export const ERROR_ACTIONS: Record<ErrorCondition, ErrorAction> = {
  tooLarge: 'toast-and-network-error-page',
  unauthorized: 'toast',
  authFailed: 'logout',
  server: 'toast',
  badRequest: 'toast',
  forbidden: 'toast',
  notFound: 'toast',
  timeout: 'toast',
  networkFailed: 'toast',
  connectionLost: 'toast',
  unreachable: 'toast',
  certificate: 'toast',
  offline: 'toast',
  cancelled: 'toast',
  tooManyRequests: 'toast',
  unexpected: 'toast-and-network-error-page',
};

/** The facts about a failed call that a browser can observe. */
export type FailureFacts =
  | { kind: 'http'; status: number }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'network'; errorMessage: string; wasOnlineAtStart: boolean; isOnlineNow: boolean }
  | { kind: 'unknown' };

export function classifyFailure(facts: FailureFacts): ErrorCondition {
  switch (facts.kind) {
    case 'timeout':
      return 'timeout';
    case 'aborted':
      return 'cancelled';
    case 'unknown':
      return 'unexpected';
    case 'network':
      return classifyNetworkFailure(facts);
    case 'http':
      return classifyStatus(facts.status);
  }
}

function classifyNetworkFailure(facts: Extract<FailureFacts, { kind: 'network' }>): ErrorCondition {
  if (!facts.wasOnlineAtStart) return 'offline';
  // The connection went away while the call was in flight.
  if (!facts.isOnlineNow) return 'connectionLost';
  if (/certificate|ssl|tls|cert_/i.test(facts.errorMessage)) return 'certificate';
  // Browsers report a refused or reset connection as a bare "Failed to fetch" / "NetworkError".
  if (/failed to fetch|networkerror|load failed|econnrefused|connection refused/i.test(facts.errorMessage)) {
    return 'unreachable';
  }
  return 'networkFailed';
}

function classifyStatus(status: number): ErrorCondition {
  if (status === 413) return 'tooLarge';
  if (status === 401) return 'authFailed';
  if (status === 400 || status === 422 || status === 409) return 'badRequest';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500 && status <= 599) return 'server';
  return 'unexpected';
}
