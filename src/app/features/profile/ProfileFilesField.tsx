// The Documents list (CV, diplomas, certificates) or the presentation video: the files the profile
// names, each with Show Document and Remove, and a drop zone that queues each new file at once (it
// uploads when online, with its progress in the header). Remove saves the list without the file.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProfileRow } from '#core/profile/profile-schema';
import { type ProfileDraft, updateProfile } from '#local/profile/profile-commands';
import { pickProfileFile } from '#local/profile/profile-files';
import { translate } from '../../i18n/translate.ts';
import { FileDropzone, type UploadView } from '../../ui/forms/FileDropzone.tsx';
import { openOwnFile } from '../../ui/open-own-file.ts';
import { useOwnFileInfos } from './useOwnFileInfos.ts';

type Props = {
  profile: ProfileRow;
  field: 'documentFileIds' | 'videoFileId';
  label: string;
  description?: string;
  testId: string;
};

export function ProfileFilesField({ profile, field, label, description, testId }: Props) {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<string>();
  const fileIds =
    field === 'documentFileIds'
      ? profile.documentFileIds
      : [profile.videoFileId].flatMap((id) => (id ? [id] : []));
  const infos = useOwnFileInfos(fileIds);
  const items: UploadView[] = fileIds.map((id, index) => {
    const info = infos.get(id);
    const number = index + 1;
    return {
      key: id,
      // Not named yet: offline, before the server could say what it is.
      name: info?.name ?? t`Document ${number}`,
      size: info?.size ?? 0,
      state: info?.isQueued ? 'queued' : 'uploaded',
      percent: info?.isQueued ? 0 : 100,
    };
  });
  const attached = items.map((item) => ({ size: item.size }));

  const onAccept = async (files: File[]) => {
    for (const file of files) {
      const result = await pickProfileFile(
        field,
        file,
        undefined,
        field === 'documentFileIds' ? attached : [],
      );
      if (!result.ok) return setRefusal(translate(result.message));
    }
    setRefusal(undefined);
  };
  const onRemove = async (fileId: string) => {
    const draft: ProfileDraft =
      field === 'documentFileIds'
        ? { documentFileIds: fileIds.filter((id) => id !== fileId) }
        : { videoFileId: null };
    const result = await updateProfile(draft);
    // The list cannot go below one document; the video may go only with a YouTube link beside it.
    setRefusal(result.ok ? undefined : Object.values(result.errors).map(translate)[0]);
  };
  return (
    <FileDropzone
      kind={field === 'documentFileIds' ? 'document' : 'video'}
      label={label}
      {...(description ? { description } : {})}
      items={items}
      onAccept={(files) => void onAccept(files)}
      onRemove={(key) => void onRemove(key)}
      onShow={(key) => void openOwnFile(key)}
      error={refusal}
      testId={testId}
    />
  );
}
