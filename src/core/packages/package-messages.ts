/**
 * The packages' field rules and why a package cannot carry a session, as descriptors the page and the
 * server both translate. Limits written in the wording (120, 100, 730) are those of package-schema.ts.
 */
import { defineMessages } from '../messages.ts';

export const PACKAGE_MESSAGES = defineMessages({
  nameRequired: /*i18n*/ { id: 'package.name.required', message: 'Please enter the package name' },
  nameTooLong: /*i18n*/ { id: 'package.name.tooLong', message: 'The name can be at most 120 characters' },
  sessionCountInvalid: /*i18n*/ {
    id: 'package.sessionCount.invalid',
    message: 'Please enter a number of sessions from 1 to 100',
  },
  modesRequired: /*i18n*/ {
    id: 'package.modes.required',
    message: 'Please select at least one session mode',
  },
  priceInvalid: /*i18n*/ { id: 'package.price.invalid', message: 'Please enter a valid price' },
  validityInvalid: /*i18n*/ {
    id: 'package.validity.invalid',
    message: 'Please enter a validity from 1 to 730 days',
  },
  offerRequired: /*i18n*/ { id: 'package.offer.required', message: 'Please select a package offer' },
  offerNotFound: /*i18n*/ { id: 'package.offer.notFound', message: 'Package offer not found' },
  patientRequired: /*i18n*/ { id: 'package.patient.required', message: 'Please select a patient or company' },
  purchaseDateRequired: /*i18n*/ {
    id: 'package.purchaseDate.required',
    message: 'Please enter the purchase date',
  },
  expiryBeforePurchase: /*i18n*/ {
    id: 'package.expiry.beforePurchase',
    message: 'The expiry must come after the purchase date',
  },
  notFound: /*i18n*/ { id: 'package.notFound', message: 'Package not found' },
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
