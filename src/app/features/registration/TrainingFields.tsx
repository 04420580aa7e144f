import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TRAINING_TITLES } from '#core/onboarding/professions';
import { MAX_TRAININGS } from '#core/onboarding/registration-limits';
import { DateField } from '../../ui/forms/DateField.tsx';
import { LAZY_DROPDOWN } from '../../ui/forms/lazy-dropdown.ts';
import { referenceOptions } from '../../ui/forms/reference-options.ts';
import { errorText } from './error-text.ts';
import { newTraining, type TrainingValues } from './registration-values.ts';

/**
 * Trainings, several and optional: title, name, establishment, certification date and duration. Any
 * form holding `trainings` uses it (registration, the office profile).
 */
export function TrainingFields<TValues extends { trainings: TrainingValues[] }>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      {form.values.trainings.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Add the trainings and certifications you have completed.</Trans>
        </Text>
      ) : null}
      {form.values.trainings.map((training, index) => {
        const number = index + 1;
        return (
          <Fieldset key={training.key} legend={t`Training ${number}`} data-testid={`training-${index}`}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t`Title of training`}
                  required
                  data={referenceOptions(TRAINING_TITLES)}
                  comboboxProps={LAZY_DROPDOWN}
                  {...form.getInputProps(`trainings.${index}.title`)}
                />
                <TextInput
                  label={t`Training name`}
                  required
                  {...form.getInputProps(`trainings.${index}.name`)}
                />
              </SimpleGrid>
              <TextInput
                label={t`Name of establishment`}
                required
                {...form.getInputProps(`trainings.${index}.establishment`)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DateField
                  label={t`Date of obtaining certification`}
                  required
                  value={training.certificationDate}
                  onChange={(value) =>
                    form.setFieldValue(`trainings.${index}.certificationDate`, value as never)
                  }
                  error={errorText(form.errors[`trainings.${index}.certificationDate`])}
                  maxDate={new Date()}
                />
                <TextInput
                  label={t`Duration`}
                  placeholder={t`e.g. 120 hours`}
                  required
                  {...form.getInputProps(`trainings.${index}.duration`)}
                />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => form.removeListItem('trainings', index)}
                >
                  <Trans>Remove training</Trans>
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {form.values.trainings.length < MAX_TRAININGS ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          // The generic form cannot see that its `trainings` holds TrainingValues; TValues says so.
          onClick={() => form.insertListItem('trainings', newTraining() as never)}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add a training</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
