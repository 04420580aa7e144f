// Records that this page showed a patient's record (#local/access-log), once the browser is idle: the
// line is queued like any change, so a view made offline reaches the log with the next sync.
import { useEffect } from 'react';
import type { AccessTarget } from '#local/access-log/record-access';
import { whenIdle } from '../../ui/when-idle.ts';

export function useRecordView(target: AccessTarget | undefined): void {
  const subject = target?.subject;
  const subjectId = target?.subjectId;
  const patientId = target?.patientId;
  useEffect(() => {
    if (!subject || !subjectId || !patientId) return;
    return whenIdle(() => {
      void import('#local/access-log/record-access')
        .then(({ recordView }) => recordView({ subject, subjectId, patientId }))
        .catch(() => undefined);
    });
  }, [subject, subjectId, patientId]);
}
