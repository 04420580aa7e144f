import { defineMessages } from '../messages.ts';

export const ACCESS_LOG_MESSAGES = defineMessages({
  invalid: /*i18n*/ { id: 'accessLog.invalid', message: 'This access record is not valid.' },
  appendOnly: /*i18n*/ {
    id: 'accessLog.appendOnly',
    message: 'The access log only grows: a record is never changed or removed.',
  },
  notFound: /*i18n*/ { id: 'accessLog.notFound', message: 'This access record does not exist.' },
});
