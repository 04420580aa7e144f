// The diplomas a specialist declares, at registration and in the profile's Professional section:
// several (at least one, at most MAX_DIPLOMAS), each a title, an establishment, a graduation date and
// its document. Where the document goes differs (a registration draft's file, or a profile file
// queued in the outbox): the form says it through `documentOf`.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DIPLOMA_TITLES } from '#core/onboarding/professions';
import { MAX_DIPLOMAS } from '#core/onboarding/registration-limits';
import { DateField } from './DateField.tsx';
import { FileDropzone, type UploadView } from './FileDropzone.tsx';
import { LAZY_DROPDOWN } from './lazy-dropdown.ts';
import { referenceOptions } from './reference-options.ts';

export type DiplomaItem = { key: string; title: string; establishment: string; graduationDate: string };

/** One diploma's document input: what it shows and what a pick, a removal, a retry do. */
export type DiplomaDocument = {
  items: UploadView[];
  onAccept: (files: File[]) => void;
  onRemove: (key: string) => void;
  onShow: (key: string) => void;
  onRetry?: (key: string) => void;
  error: string | undefined;
};

type Props<TItem extends DiplomaItem, TValues extends { diplomas: TItem[] }> = {
  form: UseFormReturnType<TValues>;
  documentOf: (diploma: TItem, index: number) => DiplomaDocument;
  newDiploma: () => TItem;
  /** Besides leaving the list: what else goes with a removed diploma (its draft file). */
  onRemoveDiploma?: (diploma: TItem) => void;
};

export function DiplomaList<TItem extends DiplomaItem, TValues extends { diplomas: TItem[] }>({
  form,
  documentOf,
  newDiploma,
  onRemoveDiploma,
}: Props<TItem, TValues>) {
  const { t } = useLingui();
  const diplomas = form.values.diplomas;
  const error = (path: string) => (form.errors[path] === undefined ? undefined : String(form.errors[path]));
  return (
    <Stack gap="md">
      {diplomas.map((diploma, index) => {
        const number = index + 1;
        const document = documentOf(diploma, index);
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
                // The generic form cannot see that this path holds a string; TValues says so.
                onChange={(value) => form.setFieldValue(`diplomas.${index}.graduationDate`, value as never)}
                error={error(`diplomas.${index}.graduationDate`)}
                maxDate={new Date()}
              />
              <FileDropzone
                kind="diploma"
                label={t`Diploma document`}
                required
                {...document}
                testId={`diploma-${index}-document`}
              />
              {diplomas.length > 1 ? (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => {
                      onRemoveDiploma?.(diploma);
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
      {diplomas.length < MAX_DIPLOMAS ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          // As above: the list holds TItem, which the generic form cannot see.
          onClick={() => form.insertListItem('diplomas', newDiploma() as never)}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add a diploma</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
