import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DashboardEarnings } from '#local/sessions/dashboard-queries';
import { useIsOfficeSynced } from '../../ui/SyncingOffice.tsx';
import type { SessionFormat } from '../sessions/session-format.ts';

type Props = { earnings: DashboardEarnings | undefined; currency: string; format: SessionFormat };

/**
 * The specialist's earnings (the amount of completed sessions) for today, this month and this year;
 * "…" until the office is on this device.
 */
export function EarningsTotals({ earnings, currency, format }: Props) {
  // Before the first pull ends the sessions (and the profile's currency) are still on their way: a
  // total then would be a false "$0.00".
  const isSynced = useIsOfficeSynced();
  const money = (minor: number) => (isSynced ? format.money(minor, currency) : undefined);
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="earnings-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="earnings-title">
          <Trans>Earnings</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Total
            label={<Trans>Today</Trans>}
            value={earnings && money(earnings.totals.day)}
            testId="earnings-day"
          />
          <Total
            label={<Trans>This month</Trans>}
            value={earnings && money(earnings.totals.month)}
            testId="earnings-month"
          />
          <Total
            label={<Trans>This year</Trans>}
            value={earnings && money(earnings.totals.year)}
            testId="earnings-year"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Total({ label, value, testId }: { label: ReactNode; value: string | undefined; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value ?? '…'}
      </Text>
    </Paper>
  );
}
