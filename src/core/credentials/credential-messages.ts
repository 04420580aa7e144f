/** Messages of the credential review: the note's rule and the answers to the admin's decisions. */
import { defineMessages } from '../messages.ts';

export const CREDENTIAL_MESSAGES = defineMessages({
  noteRequired: /*i18n*/ {
    id: 'credentials.note.required',
    message: 'Please say what the specialist should correct',
  },
  notFound: /*i18n*/ { id: 'credentials.notFound', message: 'Credential review not found' },
  accepted: /*i18n*/ {
    id: 'credentials.accepted',
    message: 'The credential changes are accepted.',
  },
  correctionRequested: /*i18n*/ {
    id: 'credentials.correctionRequested',
    message: 'A correction is requested and the specialist has been e-mailed.',
  },
});
