/**
 * The answers shared by every e-mailed-link endpoint: a check (GET) and the refusals —
 * 404 not a link, 409 "Action already taken", 410 "valid only 24 hours".
 */
import type { Context } from 'hono';
import type { LinkCheckData } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import type { LinkState } from './link-pages.ts';

export function refuseLink(c: Context<AppEnv>, status: 'unknown' | 'used' | 'expired'): Response {
  if (status === 'used') return fail(c, 409, M.actionAlreadyTaken);
  if (status === 'expired') return fail(c, 410, M.linkExpired);
  return fail(c, 404, M.linkInvalid);
}

export function answerLinkCheck(c: Context<AppEnv>, state: LinkState): Response {
  if (state.status !== 'valid') return refuseLink(c, state.status);
  return ok<LinkCheckData>(c, {
    email: state.user.email,
    firstName: state.user.firstName,
    expiresAt: state.expiresAt.toISOString(),
  });
}
