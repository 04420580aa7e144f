import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Input, Radio, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { toLocale } from '#core/languages';
import { SESSION_OFFERS, WEEKDAYS } from '#core/onboarding/practice-lists';
import { MAX_AVAILABILITY_SLOTS } from '#core/onboarding/profile-completion';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';
import type { SlotValues } from './session-values.ts';
import { timeOptions } from './time-options.ts';

/**
 * Availability by weekday, each slot from a start to an end time (AM/PM in English, the language's
 * convention otherwise) taking single sessions, packages or both; at least one. Any form holding
 * `availability` (Step 2's session step, the office profile) uses it.
 */
export function AvailabilityFields<TValues extends { availability: SlotValues[] }>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const times = useMemo(() => timeOptions(locale), [locale]);
  const listError = form.errors.availability;
  return (
    <Input.Wrapper label={t`Availability`} required error={listError}>
      <Stack gap="xs" mt={6}>
        {form.values.availability.map((slot, index) => {
          const number = index + 1;
          return (
            <Group key={slot.key} gap="xs" align="flex-start" data-testid={`slot-${index}`}>
              <Select
                label={t`Day`}
                data={referenceOptions(WEEKDAYS)}
                w={150}
                {...form.getInputProps(`availability.${index}.day`)}
              />
              <Select
                label={t`From`}
                data={times}
                searchable
                w={130}
                {...form.getInputProps(`availability.${index}.start`)}
              />
              <Select
                label={t`To`}
                data={times}
                searchable
                w={130}
                {...form.getInputProps(`availability.${index}.end`)}
              />
              <Select
                label={t`Takes`}
                data={referenceOptions(SESSION_OFFERS)}
                allowDeselect={false}
                w={230}
                {...form.getInputProps(`availability.${index}.offer`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t`Remove availability ${number}`}
                onClick={() => form.removeListItem('availability', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {form.values.availability.length < MAX_AVAILABILITY_SLOTS ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              const slot: SlotValues = {
                key: crypto.randomUUID(),
                day: 'mon',
                start: '',
                end: '',
                offer: 'both',
              };
              // The generic form cannot see that its `availability` holds SlotValues; TValues says so.
              form.insertListItem('availability', slot as never);
            }}
          >
            <Trans>Add availability</Trans>
          </Button>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}

/** What the practice takes where a slot does not say: single sessions, packages or both. */
export function SessionOfferField<TValues extends { sessionOffer: string }>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t } = useLingui();
  return (
    <Radio.Group label={t`Sessions offered`} required {...form.getInputProps('sessionOffer')}>
      <Stack gap={6} mt={6}>
        {referenceOptions(SESSION_OFFERS).map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
