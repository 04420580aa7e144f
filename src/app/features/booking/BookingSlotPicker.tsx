// The open hours of a booking page, in the visitor's own time zone: the days that have one, then the
// chosen day's times, each a toggle button (a radio group by name and keyboard).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';

type Props = { slots: readonly string[]; value: string | undefined; onChange: (startsAt: string) => void };

export function BookingSlotPicker({ slots, value, onChange }: Props) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const days = useMemo(() => slotsByDay(slots, locale), [slots, locale]);
  const [day, setDay] = useState<string | undefined>(undefined);
  const shownDay = day && days.has(day) ? day : days.keys().next().value;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  if (days.size === 0)
    return (
      <Text role="status">
        <Trans>No time is open in the coming weeks. Try another length, or come back later.</Trans>
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>
          Times in your time zone (<bdi>{zone.replaceAll('_', ' ')}</bdi>).
        </Trans>
      </Text>
      <Group gap="xs" role="radiogroup" aria-label={t`Day`}>
        {[...days.entries()].map(([key, { label }]) => (
          <Button
            key={key}
            role="radio"
            aria-checked={key === shownDay}
            variant={key === shownDay ? 'filled' : 'default'}
            size="xs"
            onClick={() => setDay(key)}
          >
            {label}
          </Button>
        ))}
      </Group>
      <Group gap="xs" role="radiogroup" aria-label={t`Time`} data-testid="booking-times">
        {(shownDay ? (days.get(shownDay)?.starts ?? []) : []).map((startsAt) => (
          <Button
            key={startsAt}
            role="radio"
            aria-checked={startsAt === value}
            variant={startsAt === value ? 'filled' : 'default'}
            size="xs"
            onClick={() => onChange(startsAt)}
          >
            {time.format(Date.parse(startsAt))}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** The slots under their local day ("Mon 7 Dec"), in order. */
function slotsByDay(slots: readonly string[], locale: string) {
  const key = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  const label = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const days = new Map<string, { label: string; starts: string[] }>();
  for (const startsAt of slots) {
    const instant = Date.parse(startsAt);
    const day = key.format(instant);
    const entry = days.get(day) ?? { label: label.format(instant), starts: [] };
    entry.starts.push(startsAt);
    days.set(day, entry);
  }
  return days;
}
