import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { PatientFields } from '#core/patients/patient-schema';
import type { OutboxEntry } from '#core/sync/types';
import { getDb } from '#local/db';
import { resubmitRejected } from '#local/sync/unsynced-changes';
import { PatientFormModal } from '../patients/PatientFormModal.tsx';
import { toFormValues } from '../patients/patient-form-values.ts';
import { rejectedEntryForm, resubmitArgs, rowIdOf } from './rejected-entry.ts';

type Props = { entry: OutboxEntry | undefined; onClose: () => void };

/** Edit and retry: the patient form with what the user typed; saving queues it again under a new key. */
export function RetryRejectedModal({ entry, onClose }: Props) {
  const { t } = useLingui();
  const [fields, setFields] = useState<PatientFields | undefined>();

  useEffect(() => {
    let isCurrent = true;
    setFields(undefined);
    if (entry) {
      void rejectedEntryForm(entry, getDb()).then((loaded) => {
        if (isCurrent) setFields(loaded);
      });
    }
    return () => {
      isCurrent = false;
    };
  }, [entry]);
  // One object per loaded entry: the form resets its values whenever `initial` changes identity.
  const initial = useMemo(() => (fields ? toFormValues(fields) : undefined), [fields]);

  return (
    <PatientFormModal
      opened={entry !== undefined && fields !== undefined}
      title={t`Edit and retry`}
      initial={initial}
      editingId={entry?.name === 'patient.update' ? rowIdOf(entry) : undefined}
      draftKey={`retry:${entry?.id ?? ''}`}
      onClose={onClose}
      onSubmit={async (edited) => {
        if (!entry) return;
        await resubmitRejected(entry, await resubmitArgs(entry, edited, getDb()));
      }}
    />
  );
}
