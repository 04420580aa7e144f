import { useLingui } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import { SESSION_MODE_CODES } from '#core/sessions/session-lists';
import type { SessionFormat } from '../sessions/session-format.ts';
import { CANCELLED_COLOR, MODE_COLORS } from './calendar-model.ts';

/** What the event colours and the shaded hours mean; the colours also travel in each event's name. */
export function CalendarLegend({ format }: { format: SessionFormat }) {
  const { t } = useLingui();
  type Item = { key: string; label: string; color: string; struck?: boolean; bordered?: boolean };
  const items: Item[] = [
    ...SESSION_MODE_CODES.map((mode) => ({ key: mode, label: format.mode(mode), color: MODE_COLORS[mode] })),
    { key: 'cancelled', label: format.status('cancelled'), color: CANCELLED_COLOR, struck: true },
    { key: 'available', label: t`Your availability`, color: 'teal.0', bordered: true },
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
        <Group component="li" key={item.key} gap={6} wrap="nowrap">
          <Box
            w={14}
            h={14}
            bg={item.color}
            bd={item.bordered ? '1px solid var(--mantine-color-gray-4)' : undefined}
            style={{ borderRadius: 3 }}
            aria-hidden
          />
          <Text size="sm" td={item.struck ? 'line-through' : undefined}>
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
