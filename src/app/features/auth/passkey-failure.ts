// What a sign-in form shows when a passkey did not sign in: the ceremony's own message (cancelled,
// unsupported), or the server's refusal; undefined for failures the app already reports as toasts.
import { isApiError } from '#local/http-errors';
import { PasskeyCeremonyError } from '#local/passkey-ceremony';
import { translate } from '../../i18n/translate.ts';

export function passkeyFailureMessage(error: unknown): string | undefined {
  if (error instanceof PasskeyCeremonyError) return translate(error.descriptor);
  if (!isApiError(error) || error.status === undefined || error.status >= 500) return undefined;
  return error.serverMessage ?? translate(error.message);
}
