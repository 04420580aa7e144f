// The diplomas in the Professional section: title, establishment, graduation date and the diploma's
// document, several (at least one). A picked document is queued at once (it uploads when online);
// the diploma names it when the section is saved.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DIPLOMA_TITLES } from '#core/onboarding/professions';
import { MAX_DIPLOMAS } from '#core/onboarding/registration-limits';
import { pickProfileFile } from '#local/profile/profile-files';
import { translate } from '../../../i18n/translate.ts';
import { DateField } from '../../../ui/forms/DateField.tsx';
import { FileDropzone, type UploadView } from '../../../ui/forms/FileDropzone.tsx';
import { LAZY_DROPDOWN } from '../../../ui/forms/lazy-dropdown.ts';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';
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
  const error = (path: string) => (form.errors[path] === undefined ? undefined : String(form.errors[path]));
  const setValue = (path: string, value: string) => form.setFieldValue(path, value as never);

  const attach = async (index: number, files: File[]) => {
    const [file] = files;
    if (!file) return;
    const result = await pickProfileFile('diplomas', file);
    if (result.ok) {
      setValue(`diplomas.${index}.documentFileId`, result.fileId);
      form.clearFieldError(`diplomas.${index}.documentFileId`);
    } else form.setFieldError(`diplomas.${index}.documentFileId`, translate(result.message));
  };

  return (
    <Stack gap="md">
      {diplomas.map((diploma, index) => {
        const number = index + 1;
        const info = infos.get(diploma.documentFileId);
        const document: UploadView[] = diploma.documentFileId
          ? [
              {
                key: diploma.documentFileId,
                name: info?.name ?? t`Diploma document`,
                size: info?.size ?? 0,
                state: info?.isQueued ? 'queued' : 'uploaded',
                percent: info?.isQueued ? 0 : 100,
              },
            ]
          : [];
        return (
          <Fieldset key={diploma.key} legend={t`Diploma ${number}`} data-testid={`diploma-${index}`}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t`Diploma title`}
                  required
                  data={referenceOptions(DIPLOMA_TITLES)}
                  comboboxProps={LAZY_DROPDOWN}
                  {...form.getInputProps(`diplomas.${index}.title`)}
                />
                <TextInput
                  label={t`Name of establishment`}
                  required
                  {...form.getInputProps(`diplomas.${index}.establishment`)}
                />
              </SimpleGrid>
              <DateField
                label={t`Graduation date`}
                required
                value={diploma.graduationDate}
                onChange={(value) => setValue(`diplomas.${index}.graduationDate`, value)}
                error={error(`diplomas.${index}.graduationDate`)}
                maxDate={new Date()}
              />
              <FileDropzone
                kind="diploma"
                label={t`Diploma document`}
                required
                items={document}
                onAccept={(files) => void attach(index, files)}
                onRemove={() => setValue(`diplomas.${index}.documentFileId`, '')}
                onShow={(key) => void openOwnFile(key)}
                error={error(`diplomas.${index}.documentFileId`)}
                testId={`diploma-${index}-document`}
              />
              {diplomas.length > 1 ? (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => form.removeListItem('diplomas', index)}
                  >
                    <Trans>Remove diploma</Trans>
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Fieldset>
        );
      })}
      {diplomas.length < MAX_DIPLOMAS ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          // The generic form cannot see that its `diplomas` holds DiplomaEntryValues; TValues says so.
          onClick={() => form.insertListItem('diplomas', newDiplomaEntry() as never)}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add a diploma</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
