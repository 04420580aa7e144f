// One section of `/edit-profile/{id}` as a form over the device's profile row: its values from the row,
// the changes a save queues (through the outbox: offline too), the whole profile's rules checked before
// (bad input changes nothing; the messages are registration's and Step 2's), and the row's newer
// version shown as soon as it lands unless the user is typing in this section. What is typed is kept on
// the device as it is typed (#local/typed-input), valid or not, until the profile holds it or Discard.
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ProfileRow } from '#core/profile/profile-schema';
import { type ProfileDraft, updateProfile } from '#local/profile/profile-commands';
import { discardTypedInput, forgetStoredInput, keepTypedInput, readTypedInput } from '#local/typed-input';
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
  /** Puts the section back to the stored profile, forgetting what was typed and not saved. */
  discard: () => void;
  status: 'idle' | 'saving' | 'saved';
};

export function useProfileSection<TValues extends Record<string, unknown>>(
  profile: ProfileRow,
  spec: SectionSpec<TValues>,
): ProfileSection<TValues> {
  const typedKey = `profile:${spec.id}`;
  // Values the section sets itself (the stored row, what was kept) are not typing.
  const isSetting = useRef(false);
  const form = useForm<TValues>({
    initialValues: spec.valuesOf(profile),
    onValuesChange: (values, previous) => {
      if (isSetting.current) return;
      const changed = Object.entries(values).filter(([field, value]) => value !== previous[field]);
      if (changed.length > 0) void keepTypedInput(typedKey, Object.fromEntries(changed));
    },
  });
  const setFromSection = (values: TValues, asStored: boolean) => {
    isSetting.current = true;
    form.setValues(values);
    if (asStored) form.resetDirty(values);
    isSetting.current = false;
  };
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<ProfileSection<TValues>['status']>('idle');
  const dirty = form.isDirty();
  useUnsavedInput(`profile-${spec.id}`, dirty);

  // What was typed here and not saved (a reload, a crash) comes back over the stored values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the section opens.
  useEffect(() => {
    let isCurrent = true;
    void readTypedInput(typedKey).then((typed) => {
      const kept = keptValues(form.getValues(), typed);
      if (isCurrent && kept) setFromSection({ ...form.getValues(), ...kept }, false);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the row is the trigger.
  useEffect(() => {
    if (dirty) return;
    setFromSection(spec.valuesOf(profile), true);
  }, [profile.version, profile.updatedAt]);

  const discard = () => {
    setFromSection(spec.valuesOf(profile), true);
    form.clearErrors();
    void discardTypedInput(typedKey);
  };

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
      // The profile holds these values now; anything typed since stays kept.
      void forgetStoredInput(typedKey, values);
    });
  };

  useEffect(() => {
    if (dirty && status === 'saved') setStatus('idle');
  }, [dirty, status]);

  return { form, formRef, onSubmit, discard, status };
}

/** The kept fields the form has, each of the kind the form holds there; undefined when none. */
function keptValues<TValues extends Record<string, unknown>>(
  current: TValues,
  typed: Record<string, unknown>,
): Partial<TValues> | undefined {
  const kept = Object.entries(typed).filter(([field, value]) => {
    if (!(field in current)) return false;
    const now = current[field];
    return Array.isArray(now) ? Array.isArray(value) : typeof value === typeof now || now === null;
  });
  return kept.length > 0 ? (Object.fromEntries(kept) as Partial<TValues>) : undefined;
}
