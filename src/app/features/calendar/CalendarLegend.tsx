import { useLingui } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import { SESSION_MODE_CODES } from '#core/sessions/session-lists';
import type { SessionFormat } from '../sessions/session-format.ts';
import marks from './calendar-marks.module.css';
import { CANCELLED_COLOR, MODE_COLORS } from './calendar-model.ts';

/** A swatch is a theme colour, or one of the grid's own marks (a class: `bg` would reset its hatch). */
type Item = { key: string; label: string } & (
  | { color: string; struck?: boolean }
  | { className: string | undefined }
);

/**
 * What the event colours, the shaded hours and the hatched days off mean; the grid also says the
 * latter two in each slot's name, and the colours travel in each event's name.
 */
export function CalendarLegend({ format }: { format: SessionFormat }) {
  const { t } = useLingui();
  const items: Item[] = [
    ...SESSION_MODE_CODES.map((mode) => ({ key: mode, label: format.mode(mode), color: MODE_COLORS[mode] })),
    { key: 'cancelled', label: format.status('cancelled'), color: CANCELLED_COLOR, struck: true },
    { key: 'available', label: t`Your availability`, className: marks.available },
    { key: 'day-off', label: t`Day off`, className: marks.dayOff },
  ];
  return (
    <Group
      component="ul"
      gap="md"
      wrap="wrap"
      aria-label={t`Legend`}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <Group component="li" key={item.key} gap={6} wrap="nowrap" data-legend={item.key}>
          {'color' in item ? (
            <Box w={14} h={14} bg={item.color} style={{ borderRadius: 3 }} aria-hidden />
          ) : (
            <Box
              w={14}
              h={14}
              className={item.className}
              bd="1px solid var(--mantine-color-gray-6)"
              style={{ borderRadius: 3 }}
              aria-hidden
            />
          )}
          <Text size="sm" td={'struck' in item && item.struck ? 'line-through' : undefined}>
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
