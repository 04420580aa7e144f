// Saves a draft note as it is typed (issue 38): each change waits ~500 ms for the next keystroke, then
// the fields changed meanwhile are checked and queued in one write (the outbox merges them with any
// update still waiting). Every keystroke is also kept on the device as typed (#local/typed-input),
// valid or not, until the note holds it: a section over its limit, a blank goal or a crash before the
// pause loses nothing after a reload.
import { useCallback, useRef, useState } from 'react';
import type { RecordDraft } from '#local/record/record-commands';
import { forgetStoredInput, keepTypedInput } from '#local/typed-input';
import { usePausedSave } from '../../ui/forms/usePausedSave.ts';

/** The typed-input key of a record entry's editor. */
export const typedRecordKey = (entryId: string) => `record:${entryId}`;

const SAVE_DELAY_MS = 500;

export type RecordAutosave = {
  /** Message ids by field of what the last save refused. */
  errors: Record<string, string>;
  /** Input typed and not saved yet (waiting for the pause, or refused by a rule). */
  isDirty: boolean;
  change: (field: keyof RecordDraft, value: unknown) => void;
  /** Saves what waits now; resolves to the refused fields' messages. */
  flush: () => Promise<Record<string, string>>;
};

export function useRecordAutosave(entryId: string): RecordAutosave {
  const pending = useRef<Record<string, unknown>>({});
  const [hasPending, setHasPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorsRef = useRef<Record<string, string>>({});

  const saveNow = useCallback(async () => {
    const draft = pending.current;
    pending.current = {};
    setHasPending(false);
    if (Object.keys(draft).length === 0) return errorsRef.current;
    const { saveRecordDraft } = await import('#local/record/record-commands');
    const { recordEntry } = await import('#local/record/record-queries');
    const result = await saveRecordDraft(entryId, draft as RecordDraft);
    const row = await recordEntry(entryId);
    if (row) {
      const held = Object.fromEntries(
        Object.keys(draft).map((field) => [field, row[field as keyof typeof row]]),
      );
      await forgetStoredInput(typedRecordKey(entryId), held);
    }
    const next = { ...errorsRef.current };
    for (const field of Object.keys(draft)) delete next[field];
    errorsRef.current = { ...next, ...result.errors };
    setErrors(errorsRef.current);
    return errorsRef.current;
  }, [entryId]);

  const { schedule, flush } = usePausedSave(saveNow, {} as Record<string, string>, SAVE_DELAY_MS);

  const change = useCallback(
    (field: keyof RecordDraft, value: unknown) => {
      void keepTypedInput(typedRecordKey(entryId), { [field]: value });
      pending.current = { ...pending.current, [field]: value };
      setHasPending(true);
      schedule();
    },
    [schedule, entryId],
  );

  return { errors, isDirty: hasPending || Object.keys(errors).length > 0, change, flush };
}
