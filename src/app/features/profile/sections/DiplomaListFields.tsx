// The diplomas in the Professional section (the shared list, ui/forms/DiplomaList.tsx). A picked
// document is queued at once (it uploads when online); the diploma names it when the section is saved.
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { pickProfileFile } from '#local/profile/profile-files';
import { translate } from '../../../i18n/translate.ts';
import { type DiplomaDocument, DiplomaList } from '../../../ui/forms/DiplomaList.tsx';
import { openOwnFile } from '../../../ui/open-own-file.ts';
import { useOwnFileInfos } from '../useOwnFileInfos.ts';

export type DiplomaEntryValues = {
  key: string;
  title: string;
  establishment: string;
  graduationDate: string;
  documentFileId: string;
};

export function newDiplomaEntry(): DiplomaEntryValues {
  return { key: crypto.randomUUID(), title: '', establishment: '', graduationDate: '', documentFileId: '' };
}

type Values = { diplomas: DiplomaEntryValues[] };

export function DiplomaListFields<TValues extends Values>({ form }: { form: UseFormReturnType<TValues> }) {
  const { t } = useLingui();
  const diplomas = form.values.diplomas;
  const infos = useOwnFileInfos(
    diplomas.flatMap((diploma) => (diploma.documentFileId ? [diploma.documentFileId] : [])),
  );
  const setDocument = (index: number, fileId: string) =>
    form.setFieldValue(`diplomas.${index}.documentFileId`, fileId as never);

  const attach = async (index: number, files: File[]) => {
    const [file] = files;
    if (!file) return;
    const result = await pickProfileFile('diplomas', file);
    if (result.ok) {
      setDocument(index, result.fileId);
      form.clearFieldError(`diplomas.${index}.documentFileId`);
    } else form.setFieldError(`diplomas.${index}.documentFileId`, translate(result.message));
  };

  const documentOf = (diploma: DiplomaEntryValues, index: number): DiplomaDocument => {
    const info = infos.get(diploma.documentFileId);
    const error = form.errors[`diplomas.${index}.documentFileId`];
    return {
      items: diploma.documentFileId
        ? [
            {
              key: diploma.documentFileId,
              name: info?.name ?? t`Diploma document`,
              size: info?.size ?? 0,
              state: info?.isQueued ? 'queued' : 'uploaded',
              percent: info?.isQueued ? 0 : 100,
            },
          ]
        : [],
      onAccept: (files) => void attach(index, files),
      onRemove: () => setDocument(index, ''),
      onShow: (key) => void openOwnFile(key),
      error: error === undefined ? undefined : String(error),
    };
  };

  return <DiplomaList form={form} newDiploma={newDiplomaEntry} documentOf={documentOf} />;
}
