// Days off: periods (holidays) when the calendar warns that a session falls on a day off.
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_DAYS_OFF } from '#core/profile/availability';
import { DateField } from '../../../ui/forms/DateField.tsx';

export type DayOffValues = { key: string; from: string; to: string };

export function DaysOffFields<TValues extends { daysOff: DayOffValues[] }>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t } = useLingui();
  const error = (path: string) => (form.errors[path] === undefined ? undefined : String(form.errors[path]));
  return (
    <Input.Wrapper
      label={t`Days off`}
      description={t`Holidays and other days you do not work`}
      error={error('daysOff')}
    >
      <Stack gap="xs" mt={6}>
        {form.values.daysOff.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No days off planned.</Trans>
          </Text>
        ) : null}
        {form.values.daysOff.map((range, index) => {
          const number = index + 1;
          return (
            <Group key={range.key} gap="xs" align="flex-start" data-testid={`day-off-${index}`}>
              <DateField
                label={t`First day off`}
                w={170}
                value={range.from}
                onChange={(value) => form.setFieldValue(`daysOff.${index}.from`, value as never)}
                error={error(`daysOff.${index}.from`)}
              />
              <DateField
                label={t`Last day off`}
                w={170}
                value={range.to}
                onChange={(value) => form.setFieldValue(`daysOff.${index}.to`, value as never)}
                error={error(`daysOff.${index}.to`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t`Remove days off ${number}`}
                onClick={() => form.removeListItem('daysOff', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {form.values.daysOff.length < MAX_DAYS_OFF ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              const range: DayOffValues = { key: crypto.randomUUID(), from: '', to: '' };
              // The generic form cannot see that its `daysOff` holds DayOffValues; TValues says so.
              form.insertListItem('daysOff', range as never);
            }}
          >
            <Trans>Add days off</Trans>
          </Button>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
