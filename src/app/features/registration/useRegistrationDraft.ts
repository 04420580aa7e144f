// Keeps the sign-up form in the local draft: restored once on open, saved on every change,
// declared as unsaved input so an app update never reloads over it.
import { useEffect, useRef, useState } from 'react';
import { useUnsavedInput } from '../../pwa/unsaved-input.ts';
import { openHydrationGates } from '../../ui/hydration-gate.ts';
import { whenIdle } from '../../ui/when-idle.ts';
import { createDraftRestore, type DraftRestore } from './draft-restore.ts';
import { loadDraftStore, localDatabaseExists } from './lazy-local.ts';
import type { RegistrationForm } from './registration-form.ts';
import { parseStoredDraft } from './registration-values.ts';

/** Answers whether the stored draft has been restored, without re-rendering the page when it is. */
export function useRegistrationDraft(form: RegistrationForm): DraftRestore {
  const [restore] = useState(createDraftRestore);
  const [hasInput, setHasInput] = useState(false);
  const formRef = useRef(form);
  formRef.current = form;

  useEffect(() => {
    let isCurrent = true;
    const cancel = whenIdle(() => {
      // A first visit has no database yet: nothing to restore, and creating it waits for the first input.
      localDatabaseExists()
        .then(async (exists) => {
          if (!exists) return undefined;
          // The stored answers update every field: the parts still waiting hydrate first.
          openHydrationGates();
          return (await loadDraftStore()).loadRegistrationValues();
        })
        .then((stored) => {
          const values = parseStoredDraft(stored);
          if (isCurrent && values) {
            formRef.current.setValues(values);
            formRef.current.resetDirty(values);
            setHasInput(true);
          }
        })
        .finally(() => isCurrent && restore.markRestored());
    });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [restore]);

  const values = form.values;
  useEffect(() => {
    // Saving before the restore would overwrite the stored draft with the empty form; the fields are
    // disabled until then, so every change after it is the user's. No debounce: a reload right after a
    // keystroke must not lose it, and one small IndexedDB put is cheap.
    if (!restore.isRestored()) return;
    void loadDraftStore().then((store) => store.saveRegistrationValues(values));
  }, [values, restore]);

  useUnsavedInput('registration', hasInput || form.isDirty());
  return restore;
}
