// The clinical record's words in a language: the kinds of entry, the templates, each section's heading
// (the content stays in whatever language it was typed), a goal's states and the kinds of document.
// `recordLabels(i18n)` for a given catalog (a patient's export is in the patient's language),
// `useRecordLabels` for the page.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type {
  GoalStatus,
  PatientDocumentCategory,
  RecordKind,
  RecordSectionKey,
  RecordTemplate,
} from '#core/record/record-lists';

export type RecordLabels = {
  kinds: Record<RecordKind, string>;
  templates: Record<RecordTemplate, string>;
  sections: Record<RecordSectionKey, string>;
  goalStatuses: Record<GoalStatus, string>;
  documentCategories: Record<PatientDocumentCategory, string>;
};

export function recordLabels(i18n: I18n): RecordLabels {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    kinds: {
      intake: t(msg`Intake and assessment`),
      progress: t(msg`Progress note`),
      plan: t(msg`Treatment plan`),
      discharge: t(msg`Discharge summary`),
    },
    templates: {
      soap: t(msg`SOAP`),
      dap: t(msg`DAP`),
      birp: t(msg`BIRP`),
      free: t(msg`Free text`),
      intake: t(msg`Intake`),
      discharge: t(msg`Discharge`),
      plan: t(msg`Plan`),
    },
    sections: {
      subjective: t(msg`Subjective`),
      objective: t(msg`Objective`),
      assessment: t(msg`Assessment`),
      plan: t(msg({ message: 'Plan', context: 'note section' })),
      data: t(msg`Data`),
      behaviour: t(msg`Behaviour`),
      intervention: t(msg`Intervention`),
      response: t(msg`Response`),
      text: t(msg({ message: 'Note', context: 'note section' })),
      presentingProblem: t(msg`Presenting problem`),
      history: t(msg`History`),
      mentalStatus: t(msg`Mental status`),
      reason: t(msg`Reason for discharge`),
      courseOfTreatment: t(msg`Course of treatment`),
      statusAtDischarge: t(msg`Status at discharge`),
      recommendations: t(msg`Recommendations`),
    },
    goalStatuses: {
      open: t(msg({ message: 'Open', context: 'goal status' })),
      met: t(msg({ message: 'Met', context: 'goal status' })),
      dropped: t(msg({ message: 'Dropped', context: 'goal status' })),
    },
    documentCategories: {
      consent: t(msg`Consent form`),
      referral: t(msg`Referral letter`),
      assessment: t(msg`Test or assessment`),
      report: t(msg`Report`),
      correspondence: t(msg`Correspondence`),
      other: t(msg({ message: 'Other', context: 'document kind' })),
    },
  };
}

export function useRecordLabels(): RecordLabels {
  const { i18n } = useLingui();
  return recordLabels(i18n);
}
