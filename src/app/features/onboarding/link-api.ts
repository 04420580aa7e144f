// Calls behind the e-mailed links (create password, agreement, reset) and the reset request.
// A link's GET says whether it can still be used; its refusal comes back as a LinkProblem.
// The HTTP client (with the token store and Dexie behind it) loads with the first call: these are
// public pages, painted from their prerendered HTML, and the data layer is most of their script.

import { API_PATHS } from '#core/api';
import type { Message } from '#core/messages';
import type { NewPasswordInput } from '#core/onboarding/account-links';
import {
  type AgreementData,
  type CreatePasswordData,
  type LinkCheckData,
  ONBOARDING_API,
} from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { isApiError } from '#local/http-errors';

export type LinkKind = 'createPassword' | 'agreement' | 'resetPassword';

/** Why a link cannot be used: its status and the message to show (the server's, or ours). */
export type LinkProblem = { kind: 'used' | 'expired' | 'invalid' | 'other'; message: Message | string };

const NO_TOAST = { skipErrorReport: true } as const;

const loadApi = async () => (await import('#local/http')).api;

/** Starts loading the HTTP client before a form needs it (on its first focus); a failure is the call's to report. */
export function preloadLinkApi(): void {
  loadApi().catch(() => undefined);
}

function pathOf(kind: LinkKind, token: string): string {
  return ONBOARDING_API[kind](token);
}

export async function checkLink(kind: LinkKind, token: string): Promise<LinkCheckData> {
  return (await loadApi()).get<LinkCheckData>(pathOf(kind, token), undefined, NO_TOAST);
}

export async function createPassword(token: string, input: NewPasswordInput): Promise<CreatePasswordData> {
  return (await loadApi()).post<CreatePasswordData>(pathOf('createPassword', token), input, NO_TOAST);
}

export async function resetPassword(token: string, input: NewPasswordInput): Promise<unknown> {
  return (await loadApi()).post<unknown>(pathOf('resetPassword', token), input, NO_TOAST);
}

export async function acceptAgreement(token: string): Promise<AgreementData> {
  return (await loadApi()).post<AgreementData>(pathOf('agreement', token), {}, NO_TOAST);
}

export async function requestPasswordReset(email: string): Promise<unknown> {
  return (await loadApi()).post<unknown>(ONBOARDING_API.forgotPassword, { email }, { skipErrorReport: true });
}

/** 409 used, 410 expired, 404 unknown; anything else (offline, 5xx) is not the link's fault. */
export function linkProblemOf(error: unknown): LinkProblem {
  if (!isApiError(error)) return { kind: 'other', message: String(error) };
  switch (error.status) {
    case 409:
      return { kind: 'used', message: M.actionAlreadyTaken };
    case 410:
      return { kind: 'expired', message: M.linkExpired };
    case 404:
      return { kind: 'invalid', message: M.linkInvalid };
    default:
      return { kind: 'other', message: error.serverMessage ?? error.descriptor };
  }
}

/** The owner's unlock link after many failed sign-ins: clears every sign-in throttle of the account. */
export async function unlockSignIn(token: string): Promise<unknown> {
  return (await loadApi()).post<unknown>(API_PATHS.unlockSignIn, { token }, NO_TOAST);
}
