/**
 * The Hono environment of the API: what middlewares put in `c.var` and what every route can read.
 */
import type { I18n } from '@lingui/core';
import type { UserType } from '#core/auth';
import type { LanguageCode } from '#core/languages';

/**
 * `sessionId`: the refresh-token family the access token was issued for. `rights`: the user's right
 * codes as of this request, read in the same query as the session, so a guard needs no second one.
 */
export type AuthenticatedUser = {
  id: string;
  userType: UserType;
  sessionId: string;
  rights: readonly string[];
};

export type AppVariables = {
  requestId: string;
  language: LanguageCode;
  i18n: I18n;
  /** Parsed JSON body, read once (bounded by the body limit); undefined when there is none. */
  jsonBody: unknown;
  /** Set by requireAuth only. */
  user: AuthenticatedUser;
};

export type AppEnv = { Variables: AppVariables };
