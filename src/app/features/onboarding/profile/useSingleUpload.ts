// One image of a profile step (photo, banner): uploaded as soon as it is picked, with its progress;
// the step is filed with the resulting file id.
import { useState } from 'react';
import type { FileInfo } from '#core/onboarding/api';
import type { FileKind } from '#core/onboarding/files';
import type { UploadView } from '../../../ui/forms/FileDropzone.tsx';
import { uploadProfileFile } from './profile-api.ts';

type Picked = { file: File; percent: number; isFailed: boolean; uploaded?: FileInfo };

export function useSingleUpload(kind: FileKind, filed: FileInfo | null | undefined) {
  const [picked, setPicked] = useState<Picked>();
  const [isRemoved, setRemoved] = useState(false);

  async function upload(file: File) {
    setPicked({ file, percent: 0, isFailed: false });
    try {
      const uploaded = await uploadProfileFile(kind, file, (percent) =>
        setPicked((current) => (current?.file === file ? { ...current, percent } : current)),
      );
      setPicked((current) => (current?.file === file ? { ...current, percent: 100, uploaded } : current));
    } catch {
      setPicked((current) => (current?.file === file ? { ...current, isFailed: true } : current));
    }
  }

  const existing = isRemoved ? undefined : filed;
  const views: UploadView[] = picked
    ? [
        {
          key: 'picked',
          name: picked.file.name,
          size: picked.file.size,
          percent: picked.percent,
          state: picked.uploaded ? 'uploaded' : picked.isFailed ? 'failed' : 'uploading',
        },
      ]
    : existing
      ? [{ key: 'filed', name: existing.name, size: existing.size, percent: 100, state: 'uploaded' }]
      : [];

  return {
    views,
    fileId: picked ? picked.uploaded?.id : existing?.id,
    isUploading: picked !== undefined && !picked.uploaded && !picked.isFailed,
    accept: (files: File[]) => {
      const [file] = files;
      if (file) void upload(file);
    },
    retry: () => {
      if (picked) void upload(picked.file);
    },
    remove: () => {
      setPicked(undefined);
      setRemoved(true);
    },
    show: () => {
      const url = picked ? URL.createObjectURL(picked.file) : existing?.url;
      if (url) window.open(url, '_blank', 'noopener');
    },
  };
}
