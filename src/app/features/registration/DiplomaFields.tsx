// The registration's diplomas (the shared list, ../../ui/forms/DiplomaList.tsx): each document is a
// file of the registration draft, uploaded with it.
import { DiplomaList } from '../../ui/forms/DiplomaList.tsx';
import { errorText } from './error-text.ts';
import type { RegistrationForm } from './registration-form.ts';
import { newDiploma } from './registration-values.ts';
import type { DraftFiles } from './useDraftFiles.ts';

type Props = { form: RegistrationForm; files: DraftFiles };

/** Diplomas, several: title, establishment, graduation date and the diploma's document. */
export function DiplomaFields({ form, files }: Props) {
  return (
    <DiplomaList
      form={form}
      newDiploma={newDiploma}
      documentOf={(diploma, index) => {
        const field = `diplomas.${diploma.key}`;
        return {
          items: files.viewsOf(field),
          onAccept: (picked) => void replaceFile(files, field, picked),
          onRemove: (key) => void files.remove(key),
          onShow: files.show,
          onRetry: files.retry,
          error: errorText(form.errors[`diplomas.${index}.document`]),
        };
      }}
      onRemoveDiploma={(diploma) => {
        for (const view of files.viewsOf(`diplomas.${diploma.key}`)) void files.remove(view.key);
      }}
    />
  );
}

/** A single-file input keeps only its newest file. */
export async function replaceFile(files: DraftFiles, field: string, picked: readonly File[]): Promise<void> {
  for (const view of files.viewsOf(field)) await files.remove(view.key);
  await files.add(field, picked.slice(0, 1));
}
