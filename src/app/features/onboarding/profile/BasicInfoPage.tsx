import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { ProfileState } from '#core/onboarding/api';
import { BIOGRAPHY_MAX_CHARS, basicInfoStepSchema } from '#core/onboarding/profile-completion';
import { useUnsavedInput } from '../../../pwa/unsaved-input.ts';
import { FileDropzone } from '../../../ui/forms/FileDropzone.tsx';
import { fieldErrorsOf } from '../../../ui/forms/field-errors.ts';
import { focusFirstError } from '../../../ui/forms/focus-first-error.ts';
import { PracticeChoiceFields } from './PracticeChoiceFields.tsx';
import { ProfileStepLayout } from './ProfileStepLayout.tsx';
import { fileStep } from './profile-api.ts';
import { StepActions } from './StepActions.tsx';
import { useProfileState } from './useProfileState.ts';
import { useSingleUpload } from './useSingleUpload.ts';
import { useStepSubmit } from './useStepSubmit.ts';

/** `/basic-info/{id}`: biography, banner, patient categories, problems treated, mode of therapy. */
export function BasicInfoPage({ userId }: { userId: string }) {
  const { state, isFailed } = useProfileState();
  return (
    <ProfileStepLayout
      title={<Trans>Basic information</Trans>}
      state={state}
      isFailed={isFailed}
      current="basic-info"
    >
      {(profile) => <BasicInfoForm userId={userId} profile={profile} />}
    </ProfileStepLayout>
  );
}

type Values = {
  biography: string;
  patientCategories: string[];
  problems: string[];
  otherProblem: string;
  therapyModes: string[];
};

function BasicInfoForm({ userId, profile }: { userId: string; profile: ProfileState }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const filed = profile.basicInfo;
  const form = useForm<Values>({
    initialValues: {
      biography: filed?.biography ?? '',
      patientCategories: filed?.patientCategories ?? [],
      problems: filed?.problems ?? [],
      otherProblem: filed?.otherProblem ?? '',
      therapyModes: filed?.therapyModes ?? [],
    },
  });
  const banner = useSingleUpload('banner', filed?.banner);
  const submit = useStepSubmit('basic-info', userId);
  const [isIncomplete, setIncomplete] = useState(false);
  useUnsavedInput('basic-info', form.isDirty());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(basicInfoStepSchema, { ...form.values, bannerFileId: banner.fileId ?? '' });
    if (!parsed.success) {
      const { bannerFileId, ...errors } = fieldErrorsOf(parsed.issues);
      form.setErrors({ ...errors, ...(bannerFileId ? { banner: bannerFileId } : {}) });
      setIncomplete(true);
      focusFirstError(formRef.current);
      return;
    }
    setIncomplete(false);
    await submit.run(() => fileStep('basic-info', parsed.output));
  }

  const bannerError = form.errors.banner ?? submit.fieldErrors.bannerFileId;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t`Biography`}
          description={t`Who you are, how you work, whom you help`}
          required
          autosize
          minRows={4}
          maxLength={BIOGRAPHY_MAX_CHARS}
          {...form.getInputProps('biography')}
        />
        <FileDropzone
          kind="banner"
          label={t`Banner image`}
          required
          items={banner.views}
          onAccept={banner.accept}
          onRemove={banner.remove}
          onShow={banner.show}
          onRetry={banner.retry}
          error={bannerError === undefined ? undefined : String(bannerError)}
          testId="banner"
        />
        <PracticeChoiceFields form={form} />
        <StepActions
          userId={userId}
          failure={submit.failure}
          isSubmitting={submit.isSubmitting || banner.isUploading}
          isIncomplete={isIncomplete}
        />
      </Stack>
    </form>
  );
}
