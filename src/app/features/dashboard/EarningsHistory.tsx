import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Skeleton, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import type { EarningsPoint } from '#core/sessions/session-earnings';
import type { DashboardEarnings } from '#local/sessions/dashboard-queries';
import type { SessionFormat } from '../sessions/session-format.ts';
import type { ChartPoint } from './EarningsCharts.tsx';

const EarningsChart = lazy(() =>
  import('./EarningsCharts.tsx').then((module) => ({ default: module.EarningsChart })),
);

const CHART_HEIGHT_PX = 220;

type Props = {
  earnings: DashboardEarnings | undefined;
  currency: string;
  format: SessionFormat;
  isRtl: boolean;
};

/** The earnings over time: the last 30 days by day and the last 12 months by month. */
export function EarningsHistory({ earnings, currency, format, isRtl }: Props) {
  const { t } = useLingui();
  const money = (minor: number) => format.money(minor, currency);
  const dayLabel = new Intl.DateTimeFormat(format.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const monthLabel = new Intl.DateTimeFormat(format.locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const daily = labelled(earnings?.daily, (date) => dayLabel.format(Date.parse(`${date}T00:00:00Z`)));
  const monthly = labelled(earnings?.monthly, (date) =>
    monthLabel.format(Date.parse(`${date}-01T00:00:00Z`)),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="earnings-history-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="earnings-history-title">
          <Trans>Earnings history</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Chart
            title={<Trans>Last 30 days</Trans>}
            caption={t`Earnings by day, last 30 days`}
            dateHeader={t`Day`}
            points={daily}
            money={money}
            isRtl={isRtl}
          />
          <Chart
            title={<Trans>Last 12 months</Trans>}
            caption={t`Earnings by month, last 12 months`}
            dateHeader={t`Month`}
            points={monthly}
            money={money}
            isRtl={isRtl}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function labelled(
  points: EarningsPoint[] | undefined,
  label: (date: string) => string,
): ChartPoint[] | undefined {
  return points?.map((point) => ({ label: label(point.date), amount: point.amount }));
}

type ChartProps = {
  title: ReactNode;
  caption: string;
  dateHeader: string;
  points: ChartPoint[] | undefined;
  money: (minor: number) => string;
  isRtl: boolean;
};

function Chart({ title, caption, dateHeader, points, money, isRtl }: ChartProps) {
  const { t } = useLingui();
  const fallback = <Skeleton h={CHART_HEIGHT_PX} />;
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm">
        {title}
      </Title>
      {/* The figures for screen readers; the drawing below is only its picture. */}
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{dateHeader}</Table.Th>
              <Table.Th scope="col">{t`Earnings`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(points ?? []).map((point) => (
              <Table.Tr key={point.label}>
                <Table.Td>{point.label}</Table.Td>
                <Table.Td>{money(point.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
      <div aria-hidden="true" style={{ minHeight: CHART_HEIGHT_PX }}>
        {points ? (
          <Suspense fallback={fallback}>
            <EarningsChart points={points} seriesLabel={t`Earnings`} formatValue={money} isRtl={isRtl} />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
    </Stack>
  );
}
