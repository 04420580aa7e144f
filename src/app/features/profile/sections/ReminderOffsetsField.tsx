// When patients are reminded of their sessions by e-mail (issue 39): a day, two hours or an hour
// before, any of them or none. A patient may still be left out on their own profile.
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REMINDER_OFFSET_CHOICES, type ReminderOffset } from '#core/sessions/patient-mail-kinds';

export function ReminderOffsetsField<TValues extends { reminderOffsets: string[] }>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t } = useLingui();
  const labels: Record<ReminderOffset, string> = {
    1440: t`A day before`,
    120: t`Two hours before`,
    60: t`An hour before`,
  };
  return (
    <Checkbox.Group
      label={t`E-mail reminders to patients`}
      description={t`Sent before each session in the patient's language and time zone; none: no reminders.`}
      {...form.getInputProps('reminderOffsets')}
    >
      <Stack gap={6} mt={6}>
        {REMINDER_OFFSET_CHOICES.map((offset) => (
          <Checkbox key={offset} value={String(offset)} label={labels[offset]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
