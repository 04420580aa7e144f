// The clinical record's words in the interface language: the kinds of entry, the templates, each
// section's heading (the content stays in whatever language it was typed) and a goal's states.
import { useLingui } from '@lingui/react/macro';
import type { GoalStatus, RecordKind, RecordSectionKey, RecordTemplate } from '#core/record/record-lists';

export type RecordLabels = {
  kinds: Record<RecordKind, string>;
  templates: Record<RecordTemplate, string>;
  sections: Record<RecordSectionKey, string>;
  goalStatuses: Record<GoalStatus, string>;
};

export function useRecordLabels(): RecordLabels {
  const { t } = useLingui();
  return {
    kinds: {
      intake: t`Intake and assessment`,
      progress: t`Progress note`,
      plan: t`Treatment plan`,
      discharge: t`Discharge summary`,
    },
    templates: {
      soap: t`SOAP`,
      dap: t`DAP`,
      birp: t`BIRP`,
      free: t`Free text`,
      intake: t`Intake`,
      discharge: t`Discharge`,
      plan: t`Plan`,
    },
    sections: {
      subjective: t`Subjective`,
      objective: t`Objective`,
      assessment: t`Assessment`,
      plan: t({ message: 'Plan', context: 'note section' }),
      data: t`Data`,
      behaviour: t`Behaviour`,
      intervention: t`Intervention`,
      response: t`Response`,
      text: t({ message: 'Note', context: 'note section' }),
      presentingProblem: t`Presenting problem`,
      history: t`History`,
      mentalStatus: t`Mental status`,
      reason: t`Reason for discharge`,
      courseOfTreatment: t`Course of treatment`,
      statusAtDischarge: t`Status at discharge`,
      recommendations: t`Recommendations`,
    },
    goalStatuses: {
      open: t({ message: 'Open', context: 'goal status' }),
      met: t({ message: 'Met', context: 'goal status' }),
      dropped: t({ message: 'Dropped', context: 'goal status' }),
    },
  };
}
