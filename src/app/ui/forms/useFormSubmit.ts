// The submit of every dialog form that writes a synced row: the form's own check first, then the save.
// What either refuses shows on its fields, translated, with the first one focused (keyboard and
// screen-reader users land on what to fix), and nothing is saved; a refusal of the engine's check of
// the args (MutationRejectedError, the same schema the server runs) is shown the same way.
import { type FormEvent, useRef, useState } from 'react';
import { MutationRejectedError } from '#local/sync/mutate';
import { translate } from '../../i18n/translate.ts';
import type { FieldErrors } from './field-errors.ts';
import { focusFirstError } from './focus-first-error.ts';

/** What a form's check answers: its errors, or what the save takes. */
export type Checked<TOk> = { ok: false; errors: FieldErrors } | (TOk & { ok: true });

export function useFormSubmit() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(formRef.current);
  };

  /**
   * The form's submit handler: `check`, then `save` with what it answered. `save` answers the fields
   * its rules refused (nothing: it went through, and it closes the dialog itself).
   */
  const submitting =
    <TOk>(check: () => Checked<TOk>, save: (checked: TOk) => Promise<FieldErrors | undefined>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      const checked = check();
      if (!checked.ok) {
        showErrors(checked.errors);
        return;
      }
      setSaving(true);
      try {
        const refused = await save(checked).catch(rejectedFields);
        if (refused) showErrors(refused);
      } finally {
        setSaving(false);
      }
    };

  return { errors, setErrors, isSaving, formRef, submitting };
}

/** The translated field errors of the engine's refusal of the args; anything else is thrown on. */
function rejectedFields(error: unknown): FieldErrors {
  if (!(error instanceof MutationRejectedError)) throw error;
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([key, id]) => [key, translate(id)]));
}
