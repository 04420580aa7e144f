import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { FileDropzone } from '../../ui/forms/FileDropzone.tsx';
import { replaceFile } from './DiplomaFields.tsx';
import { errorText } from './error-text.ts';
import type { RegistrationForm } from './registration-form.ts';
import type { DraftFiles } from './useDraftFiles.ts';

type Props = { form: RegistrationForm; files: DraftFiles };

export function PhotoField({ form, files }: Props) {
  const { t } = useLingui();
  return (
    <FileDropzone
      kind="photo"
      label={t`Photo`}
      description={t`A professional photo with a neutral background`}
      required
      items={files.viewsOf('photo')}
      onAccept={(picked) => void replaceFile(files, 'photo', picked)}
      onRemove={(key) => void files.remove(key)}
      onShow={files.show}
      onRetry={files.retry}
      error={errorText(form.errors.photo)}
      testId="photo"
    />
  );
}

export function DocumentsField({ form, files }: Props) {
  const { t } = useLingui();
  return (
    <FileDropzone
      kind="document"
      label={t`Documents`}
      description={t`Your CV, diplomas and certificates`}
      required
      items={files.viewsOf('documents')}
      onAccept={(picked) => void files.add('documents', picked)}
      onRemove={(key) => void files.remove(key)}
      onShow={files.show}
      onRetry={files.retry}
      error={errorText(form.errors.documents)}
      testId="documents"
    />
  );
}

/** The presentation video: a YouTube link or an mp4 file, one of the two. */
export function VideoFields({ form, files }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <TextInput
        label={t`YouTube link`}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        dir="ltr"
        {...form.getInputProps('youtubeUrl')}
      />
      <Text size="sm" c="dimmed" ta="center">
        {t`or`}
      </Text>
      <FileDropzone
        kind="video"
        label={t`Presentation video (mp4)`}
        items={files.viewsOf('video')}
        onAccept={(picked) => void replaceFile(files, 'video', picked)}
        onRemove={(key) => void files.remove(key)}
        onShow={files.show}
        onRetry={files.retry}
        error={errorText(form.errors.video)}
        testId="video"
      />
    </Stack>
  );
}

export function DeclarationField({ form }: { form: RegistrationForm }) {
  const { t } = useLingui();
  return (
    <Checkbox
      label={t`I declare on my honor that the information I have given is accurate`}
      {...form.getInputProps('declaration', { type: 'checkbox' })}
    />
  );
}
