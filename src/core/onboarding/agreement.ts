/**
 * The working agreement's text, shown on `/agreement-terms-conditions/{id}` and e-mailed in full,
 * plus the page's What's Next list (spec §2). One source so the page and the e-mail never disagree.
 */
import { defineMessages } from '../messages.ts';

export const AGREEMENT_VERSION = '2026-11';

export const AGREEMENT_MESSAGES = defineMessages({
  title: /*i18n*/ { id: 'agreement.title', message: 'Working agreement' },
  intro: /*i18n*/ {
    id: 'agreement.intro',
    message: 'This agreement sets out how you work with patients through MindOffice.',
  },
  clauseConfidentiality: /*i18n*/ {
    id: 'agreement.clause.confidentiality',
    message:
      'You keep everything your patients share with you confidential and use the platform only for your professional practice.',
  },
  clauseQualifications: /*i18n*/ {
    id: 'agreement.clause.qualifications',
    message:
      'You confirm that your diplomas, trainings and documents are genuine and that you will tell us when they change.',
  },
  clauseConduct: /*i18n*/ {
    id: 'agreement.clause.conduct',
    message:
      'You follow the code of ethics of your profession and refer patients to emergency services when their safety is at risk.',
  },
  clauseAvailability: /*i18n*/ {
    id: 'agreement.clause.availability',
    message: 'You keep your availability and prices up to date and honour the sessions you accept.',
  },
  clausePayments: /*i18n*/ {
    id: 'agreement.clause.payments',
    message:
      'Session payments are collected through the platform and paid to the bank account you provide, less the platform commission.',
  },
  fullTextEmailed: /*i18n*/ {
    id: 'agreement.fullTextEmailed',
    message: 'The full agreement has also been sent to you by e-mail.',
  },
  whatsNextTitle: /*i18n*/ { id: 'agreement.whatsNext.title', message: "What's Next" },
  whatsNextEmail: /*i18n*/ {
    id: 'agreement.whatsNext.email',
    message: 'You will receive an e-mail with instructions.',
  },
  whatsNextProfile: /*i18n*/ {
    id: 'agreement.whatsNext.profile',
    message: 'Sign in and complete your profile: it becomes active as soon as it is complete.',
  },
  iAgree: /*i18n*/ { id: 'agreement.iAgree', message: 'I Agree' },
});

/** The clauses in reading order. */
export const AGREEMENT_CLAUSES = [
  AGREEMENT_MESSAGES.clauseConfidentiality,
  AGREEMENT_MESSAGES.clauseQualifications,
  AGREEMENT_MESSAGES.clauseConduct,
  AGREEMENT_MESSAGES.clauseAvailability,
  AGREEMENT_MESSAGES.clausePayments,
] as const;
