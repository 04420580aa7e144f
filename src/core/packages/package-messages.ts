/**
 * Why a package cannot carry a session, as descriptors the page and the server both translate. The
 * booking form shows them on its package field; the Unsynced changes panel shows the server's.
 */
import { defineMessages } from '../messages.ts';

export const PACKAGE_MESSAGES = defineMessages({
  usedUp: /*i18n*/ {
    id: 'package.usedUp',
    message: 'This package has no sessions left',
  },
  expired: /*i18n*/ {
    id: 'package.expired',
    message: 'This package expired on {date}',
  },
  notForPatient: /*i18n*/ {
    id: 'package.notForPatient',
    message: 'This package belongs to another patient or company',
  },
  durationMismatch: /*i18n*/ {
    id: 'package.durationMismatch',
    message: 'This package is for sessions of {duration}',
  },
  modeNotIncluded: /*i18n*/ {
    id: 'package.modeNotIncluded',
    message: 'This package does not include this session mode',
  },
});
