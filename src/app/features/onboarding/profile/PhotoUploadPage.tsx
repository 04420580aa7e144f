import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { ProfileState } from '#core/onboarding/api';
import { photoStepSchema } from '#core/onboarding/profile-completion';
import { FileDropzone } from '../../../ui/forms/FileDropzone.tsx';
import { fieldErrorsOf } from '../../../ui/forms/field-errors.ts';
import { focusFirstError } from '../../../ui/forms/focus-first-error.ts';
import { ProfileStepLayout } from './ProfileStepLayout.tsx';
import { fileStep } from './profile-api.ts';
import { StepActions } from './StepActions.tsx';
import { useProfileState } from './useProfileState.ts';
import { useSingleUpload } from './useSingleUpload.ts';
import { useStepSubmit } from './useStepSubmit.ts';

/** `/photo-upload/{id}`: the professional image, on a neutral background (JPEG/PNG/GIF, ≤ 200 KB). */
export function PhotoUploadPage({ userId }: { userId: string }) {
  const { state, isFailed } = useProfileState();
  return (
    <ProfileStepLayout
      title={<Trans>Photo upload</Trans>}
      description={<Trans>Use a professional image with a neutral background: patients see it first.</Trans>}
      state={state}
      isFailed={isFailed}
      current="photo"
    >
      {(profile) => <PhotoForm userId={userId} profile={profile} />}
    </ProfileStepLayout>
  );
}

function PhotoForm({ userId, profile }: { userId: string; profile: ProfileState }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const photo = useSingleUpload('photo', profile.photo?.file);
  const submit = useStepSubmit('photo-upload', userId);
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(photoStepSchema, { photoFileId: photo.fileId ?? '' });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.issues).photoFileId);
      focusFirstError(formRef.current);
      return;
    }
    setError(undefined);
    await submit.run(() => fileStep('photo', parsed.output));
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FileDropzone
          kind="photo"
          label={t`Professional photo`}
          required
          items={photo.views}
          onAccept={photo.accept}
          onRemove={photo.remove}
          onShow={photo.show}
          onRetry={photo.retry}
          error={error ?? submit.fieldErrors.photoFileId}
          testId="profile-photo"
        />
        <StepActions
          userId={userId}
          failure={submit.failure}
          isSubmitting={submit.isSubmitting || photo.isUploading}
          isIncomplete={error !== undefined}
        />
      </Stack>
    </form>
  );
}
