/**
 * Messages of the clinical record (issue 38) that the browser and the server both show: the rules a
 * note, a plan or an addendum breaks, as descriptors translated where they are shown.
 */
import { defineMessages } from '../messages.ts';

export const RECORD_MESSAGES = defineMessages({
  notFound: /*i18n*/ { id: 'record.notFound', message: 'This record entry does not exist.' },
  invalid: /*i18n*/ { id: 'record.invalid', message: 'This record entry is not valid.' },
  patientRequired: /*i18n*/ {
    id: 'record.patient.required',
    message: 'Choose the patient this entry is about',
  },
  patientNotIndividual: /*i18n*/ {
    id: 'record.patient.individual',
    message: 'A clinical record is kept for a person, not for a company',
  },
  sessionInvalid: /*i18n*/ {
    id: 'record.session.invalid',
    message: 'Choose one of this patient’s sessions, or none',
  },
  kindRequired: /*i18n*/ { id: 'record.kind.required', message: 'Choose the kind of entry' },
  templateInvalid: /*i18n*/ {
    id: 'record.template.invalid',
    message: 'This template does not fit this kind of entry',
  },
  dateRequired: /*i18n*/ { id: 'record.date.required', message: 'Enter the date of the entry' },
  sectionTooLong: /*i18n*/ {
    id: 'record.section.tooLong',
    message: 'A section must not exceed 20,000 characters',
  },
  signedLocked: /*i18n*/ {
    id: 'record.signed.locked',
    message: 'This note is signed and can no longer be changed: add an addendum instead.',
  },
  signedNotDeletable: /*i18n*/ {
    id: 'record.signed.notDeletable',
    message: 'A signed note is part of the record and cannot be deleted.',
  },
  planRequired: /*i18n*/ {
    id: 'record.plan.required',
    message: 'A treatment plan entry needs at least one problem or goal',
  },
  planOnlyInPlanEntry: /*i18n*/ {
    id: 'record.plan.onlyInPlan',
    message: 'Only a treatment plan entry holds problems and goals',
  },
  problemRequired: /*i18n*/ { id: 'record.problem.required', message: 'Describe the problem' },
  goalRequired: /*i18n*/ { id: 'record.goal.required', message: 'Describe the goal' },
  itemTooLong: /*i18n*/ { id: 'record.item.tooLong', message: 'Keep it to 500 characters' },
  tooManyItems: /*i18n*/ {
    id: 'record.items.tooMany',
    message: 'A plan holds at most 30 problems and 50 goals',
  },
  goalDateInvalid: /*i18n*/ { id: 'record.goal.dateInvalid', message: 'Enter a valid target date' },
  goalStatusInvalid: /*i18n*/ { id: 'record.goal.statusInvalid', message: 'Choose open, met or dropped' },
  addendumRequired: /*i18n*/ { id: 'record.addendum.required', message: 'Write the addendum' },
  addendumTooLong: /*i18n*/ {
    id: 'record.addendum.tooLong',
    message: 'An addendum must not exceed 5,000 characters',
  },
  addendumAuthorRequired: /*i18n*/ {
    id: 'record.addendum.authorRequired',
    message: 'An addendum names its author',
  },
  addendumOnlySigned: /*i18n*/ {
    id: 'record.addendum.onlySigned',
    message: 'Addenda are added to signed notes; edit the draft itself instead.',
  },
  addendumAppendOnly: /*i18n*/ {
    id: 'record.addendum.appendOnly',
    message: 'An addendum is never changed or removed: add another one.',
  },
  documentNotFound: /*i18n*/ { id: 'record.document.notFound', message: 'This document does not exist.' },
  documentTitleRequired: /*i18n*/ {
    id: 'record.document.titleRequired',
    message: 'Give the document a title',
  },
  documentTitleTooLong: /*i18n*/ {
    id: 'record.document.titleTooLong',
    message: 'A title must not exceed 200 characters',
  },
  documentCategoryInvalid: /*i18n*/ {
    id: 'record.document.categoryInvalid',
    message: 'Choose what kind of document this is',
  },
  documentEmpty: /*i18n*/ { id: 'record.document.empty', message: 'This file is empty.' },
  documentFileInvalid: /*i18n*/ {
    id: 'record.document.fileInvalid',
    message: 'This file is not one of the patient’s documents.',
  },
});
