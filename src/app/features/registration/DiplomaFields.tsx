import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DIPLOMA_TITLES } from '#core/onboarding/professions';
import { MAX_DIPLOMAS } from '#core/onboarding/registration-limits';
import { DateField } from '../../ui/forms/DateField.tsx';
import { FileDropzone } from '../../ui/forms/FileDropzone.tsx';
import { LAZY_DROPDOWN } from '../../ui/forms/lazy-dropdown.ts';
import { referenceOptions } from '../../ui/forms/reference-options.ts';
import { errorText } from './error-text.ts';
import type { RegistrationForm } from './registration-form.ts';
import { newDiploma } from './registration-values.ts';
import type { DraftFiles } from './useDraftFiles.ts';

type Props = { form: RegistrationForm; files: DraftFiles };

/** Diplomas, several: title, establishment, graduation date and the diploma's document. */
export function DiplomaFields({ form, files }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      {form.values.diplomas.map((diploma, index) => {
        const field = `diplomas.${diploma.key}`;
        const number = index + 1;
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
                onChange={(value) => form.setFieldValue(`diplomas.${index}.graduationDate`, value)}
                error={errorText(form.errors[`diplomas.${index}.graduationDate`])}
                maxDate={new Date()}
              />
              <FileDropzone
                kind="diploma"
                label={t`Diploma document`}
                required
                items={files.viewsOf(field)}
                onAccept={(picked) => void replaceFile(files, field, picked)}
                onRemove={(key) => void files.remove(key)}
                onShow={files.show}
                onRetry={files.retry}
                error={errorText(form.errors[`diplomas.${index}.document`])}
                testId={`diploma-${index}-document`}
              />
              {form.values.diplomas.length > 1 ? (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => {
                      for (const view of files.viewsOf(field)) void files.remove(view.key);
                      form.removeListItem('diplomas', index);
                    }}
                  >
                    <Trans>Remove diploma</Trans>
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Fieldset>
        );
      })}
      {form.values.diplomas.length < MAX_DIPLOMAS ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('diplomas', newDiploma())}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add a diploma</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}

/** A single-file input keeps only its newest file. */
export async function replaceFile(files: DraftFiles, field: string, picked: readonly File[]): Promise<void> {
  for (const view of files.viewsOf(field)) await files.remove(view.key);
  await files.add(field, picked.slice(0, 1));
}
