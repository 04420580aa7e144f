// The booking form's repeat fields (issue 39): does not repeat, every week, every two weeks or a rule
// typed in full; ending after a number of sessions or on a last day. Below them the sessions the
// series makes, each clash with a session already booked named beside its date: a clashing date is
// left out when the series is booked.
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Radio, ScrollArea, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SeriesRefusal } from '#local/sessions/session-series-commands';
import { translate } from '../../i18n/translate.ts';
import { DateField } from '../../ui/forms/DateField.tsx';
import type { FieldErrors } from '../../ui/forms/field-errors.ts';
import type { SeriesFormValues } from './series-form-values.ts';
import type { SessionFormat } from './session-format.ts';

type Props = {
  values: SeriesFormValues;
  onChange: (key: keyof SeriesFormValues, value: string) => void;
  errors: FieldErrors;
  /** The series' starts once the fields make one. */
  starts: readonly string[] | undefined;
  clashes: readonly SeriesRefusal[];
  format: SessionFormat;
};

export function SessionRepeatFields({ values, onChange, errors, starts, clashes, format }: Props) {
  const { t } = useLingui();
  const clashOf = new Map(clashes.map((clash) => [clash.startsAt, clash]));
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t`Repeat`}
        value={values.repeat}
        onChange={(event) => onChange('repeat', event.currentTarget.value)}
        data={[
          { value: 'none', label: t`Does not repeat` },
          { value: 'weekly', label: t`Every week` },
          { value: 'biweekly', label: t`Every two weeks` },
          { value: 'custom', label: t`Custom rule (RRULE)` },
        ]}
      />
      {values.repeat === 'custom' ? (
        <TextInput
          label={t`Repeat rule`}
          description={t`As calendars write it, with COUNT or UNTIL: FREQ=WEEKLY;BYDAY=MO,TH;COUNT=10`}
          dir="ltr"
          value={values.repeatRule}
          onChange={(event) => onChange('repeatRule', event.currentTarget.value)}
          error={errors.repeatRule}
        />
      ) : null}
      {values.repeat === 'weekly' || values.repeat === 'biweekly' ? (
        <Radio.Group
          label={t`Ends`}
          value={values.repeatEnd}
          onChange={(value) => onChange('repeatEnd', value)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6}>
            <Stack gap={6}>
              <Radio value="count" label={t`After a number of sessions`} />
              {values.repeatEnd === 'count' ? (
                <TextInput
                  aria-label={t`Number of sessions`}
                  inputMode="numeric"
                  dir="ltr"
                  value={values.repeatCount}
                  onChange={(event) => onChange('repeatCount', event.currentTarget.value)}
                  error={errors.repeatCount}
                />
              ) : null}
            </Stack>
            <Stack gap={6}>
              <Radio value="until" label={t`On a last day`} />
              {values.repeatEnd === 'until' ? (
                <DateField
                  aria-label={t`Last day`}
                  value={values.repeatUntil}
                  onChange={(value) => onChange('repeatUntil', value)}
                  error={errors.repeatUntil}
                />
              ) : null}
            </Stack>
          </SimpleGrid>
        </Radio.Group>
      ) : null}
      {starts ? (
        <Stack gap={4} data-testid="series-preview">
          <Text size="sm" fw={500}>
            {clashes.length === 0
              ? t`${starts.length} sessions`
              : t`${starts.length - clashes.length} of ${starts.length} sessions can be booked`}
          </Text>
          <ScrollArea.Autosize mah={160} type="auto" offsetScrollbars>
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {starts.map((startsAt) => {
                const clash = clashOf.get(startsAt);
                return (
                  <Group
                    key={startsAt}
                    component="li"
                    gap={6}
                    wrap="nowrap"
                    data-clash={clash ? 'true' : undefined}
                  >
                    {clash ? (
                      <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-red-7)" />
                    ) : null}
                    <Text size="sm" td={clash ? 'line-through' : undefined}>
                      {format.date(startsAt)} {format.time(startsAt)}
                    </Text>
                    {clash ? (
                      <Text size="sm" c="red.8">
                        {translate(clash.error.message)} <Trans>Not booked.</Trans>
                      </Text>
                    ) : null}
                  </Group>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      ) : null}
    </Stack>
  );
}
