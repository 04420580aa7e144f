// The words of a patient's readable export, in the language of the `i18n` given (the patient's, which
// may differ from the interface's: usePatientExport.ts loads it).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { recordLabels } from '../../record/record-labels.ts';
import type { ExportLabels } from './patient-export-html.ts';

export function exportLabels(i18n: I18n, name: string, exportedOn: string): ExportLabels {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    title: t(msg`Patient record: ${name}`),
    exportedOn: t(msg`Exported from MindOffice on ${exportedOn}.`),
    profile: t(msg`Profile`),
    employees: t(msg`Employees`),
    sessions: t(msg`Sessions`),
    packages: t(msg`Session packages`),
    messages: t(msg`Messages`),
    record: t(msg`Clinical record`),
    signedOn: (day) => t(msg`Signed on ${day}`),
    draft: t(msg`Draft`),
    addendumBy: (author, day) => t(msg`Addendum by ${author}, ${day}`),
    recordWords: recordLabels(i18n),
    documents: t(msg`Documents`),
    none: t(msg`None.`),
    fromPatient: t(msg`Patient`),
    fromSpecialist: t(msg`You`),
    missingFile: t(msg`Not in this archive: it was not on this device and the server could not be reached.`),
    fields: {
      name: t(msg`Name`),
      email: t(msg`E-mail`),
      contactNumber: t(msg`Contact number`),
      country: t(msg`Country`),
      gender: t(msg`Gender`),
      dateOfBirth: t(msg`Date of birth`),
      careConsentOn: t(msg`Consent to care, given on`),
      careConsentVersion: t(msg`Consent to care, form version`),
      dataConsentOn: t(msg`Consent to data processing, given on`),
      dataConsentVersion: t(msg`Consent to data processing, form version`),
    },
    columns: {
      date: t(msg`Date`),
      time: t(msg`Time`),
      mode: t(msg`Mode`),
      status: t(msg`Status`),
      charge: t(msg`Charge`),
      name: t(msg`Name`),
      sessions: t(msg`Sessions`),
      price: t(msg`Price`),
      purchased: t(msg`Purchased`),
      expires: t(msg`Expires`),
      paid: t(msg`Paid`),
      from: t(msg`From`),
      message: t(msg`Message`),
      file: t(msg`Document`),
      inArchive: t(msg`In this archive`),
    },
    yes: t(msg`Yes`),
    no: t(msg`No`),
  };
}
