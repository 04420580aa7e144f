// One section of `/edit-profile/{id}` as a form over the device's profile row: its values from the row,
// the changes a save queues (through the outbox: offline too), the whole profile's rules checked before
// (bad input changes nothing; the messages are registration's and Step 2's), and the row's newer
// version shown as soon as it lands unless the user is typing in this section.
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ProfileRow } from '#core/profile/profile-schema';
import { type ProfileDraft, updateProfile } from '#local/profile/profile-commands';
import { translate } from '../../i18n/translate.ts';
import { useUnsavedInput } from '../../pwa/unsaved-input.ts';
import { focusFirstError } from '../../ui/forms/focus-first-error.ts';

export type SectionSpec<TValues extends Record<string, unknown>> = {
  /** Names the section's unsaved input (the page will not reload over it). */
  id: string;
  valuesOf: (profile: ProfileRow) => TValues;
  /** The profile fields the values set; the form keys are the fields' names, so errors land on them. */
  changesOf: (values: TValues) => ProfileDraft;
};

export type ProfileSection<TValues extends Record<string, unknown>> = {
  form: UseFormReturnType<TValues>;
  formRef: React.RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  status: 'idle' | 'saving' | 'saved';
};

export function useProfileSection<TValues extends Record<string, unknown>>(
  profile: ProfileRow,
  spec: SectionSpec<TValues>,
): ProfileSection<TValues> {
  const form = useForm<TValues>({ initialValues: spec.valuesOf(profile) });
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<ProfileSection<TValues>['status']>('idle');
  const dirty = form.isDirty();
  useUnsavedInput(`profile-${spec.id}`, dirty);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the row is the trigger.
  useEffect(() => {
    if (dirty) return;
    const values = spec.valuesOf(profile);
    form.setValues(values);
    form.resetDirty(values);
  }, [profile.version, profile.updatedAt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    setStatus('saving');
    void updateProfile(spec.changesOf(values)).then((result) => {
      if (!result.ok) {
        form.setErrors(
          Object.fromEntries(Object.entries(result.errors).map(([key, id]) => [key, translate(id)])),
        );
        setStatus('idle');
        focusFirstError(formRef.current);
        return;
      }
      form.clearErrors();
      form.resetDirty(values);
      setStatus('saved');
    });
  };

  useEffect(() => {
    if (dirty && status === 'saved') setStatus('idle');
  }, [dirty, status]);

  return { form, formRef, onSubmit, status };
}
