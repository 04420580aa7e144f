// What a security form shows for a failed call: the field's own message (a wrong password or code),
// else the form's (the server's message, or the catalogue's for offline and server failures: these
// calls skip the toasts, so the form is where they are told).
import { isApiError } from '#local/http-errors';
import { translate } from '../../i18n/translate.ts';

export type Refusal = { fieldMessage?: string; message?: string };

export function refusalOf(error: unknown, field: string): Refusal {
  if (!isApiError(error)) throw error;
  const fieldMessage = error.fieldErrors?.[field];
  if (fieldMessage) return { fieldMessage };
  return { message: error.serverMessage ?? translate(error.message) };
}
