import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { setPackagePaid } from '#local/packages/package-commands';
import { packageDetail } from '#local/packages/package-lists';
import type { SessionListRow } from '#local/sessions/session-queries';
import { AnchorLink } from '../../ui/links.tsx';
import { MirroredIcon } from '../../ui/MirroredIcon.tsx';
import { Fact } from '../../ui/RecordPage.tsx';
import { RecordTable } from '../../ui/RecordTable.tsx';
import { PatientLink } from '../patients/PatientLink.tsx';
import { sessionColumns } from '../sessions/session-columns.tsx';
import { type SessionFormat, useSessionFormat } from '../sessions/session-format.ts';
import { useSessionClock } from '../sessions/useSessionClock.ts';
import { PackageStateBadge, PaidBadge } from './PackageStateBadge.tsx';
import { employeeUse, listOf } from './package-view.ts';

type Props = { specialistId: string; packageId: string };

/** One package: its terms, units used and left, expiry, its sessions and, for a company, who used them. */
export function PackageViewPage({ specialistId, packageId }: Props) {
  const { t } = useLingui();
  const clock = useSessionClock();
  const format = useSessionFormat(clock.zone);
  const detail = useLiveQuery(
    async () => (await packageDetail(packageId, clock.now)) ?? null,
    [packageId, clock.now],
  );
  const back = (
    <AnchorLink to="/session-packages/$id" params={{ id: specialistId }} size="sm">
      <Group gap={4}>
        <MirroredIcon icon={IconArrowLeft} size={14} />
        <Trans>Session packages</Trans>
      </Group>
    </AnchorLink>
  );
  if (detail === undefined) return null;
  if (detail === null) {
    return (
      <Stack>
        <Title order={1} fz="h2">
          <Trans>Package not found</Trans>
        </Title>
        {back}
      </Stack>
    );
  }
  const { sold, sessions } = detail;
  const isCompany = sold.patientType === 'company';
  const used = employeeUse(sessions);
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1} fz="h2">
            {sold.name}
          </Title>
          <PackageStateBadge state={sold.state} />
          <PaidBadge isPaid={sold.paid} />
        </Group>
        <Button variant="default" onClick={() => void setPackagePaid(sold.id, !sold.paid)}>
          {sold.paid ? <Trans>Mark as unpaid</Trans> : <Trans>Mark as paid</Trans>}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Fact label={isCompany ? t`Company` : t`Patient`}>
            <PatientLink id={sold.patientId} type={sold.patientType} name={sold.patientName} />
          </Fact>
          <Fact label={t`Units left`} testId="package-units-left">
            {t`${sold.unitsLeft} of ${sold.sessionCount}`}
          </Fact>
          <Fact label={t`Units used`} testId="package-units-used">
            {String(sold.unitsUsed)}
          </Fact>
          <Fact label={t`Expires`} testId="package-expiry">
            {format.date(sold.expiresAt)}
          </Fact>
          <Fact label={t`Purchased`}>{format.date(sold.purchasedAt)}</Fact>
          <Fact label={t`Price`}>{format.money(sold.price, sold.currency)}</Fact>
          <Fact label={t`Duration of each session`}>{format.duration(sold.durationMinutes)}</Fact>
          <Fact label={t`Modes`}>{listOf(format.locale, sold.modes.map(format.mode))}</Fact>
        </SimpleGrid>
      </Paper>
      {isCompany ? (
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="h4" mb="sm">
            <Trans>Employees who used it</Trans>
          </Title>
          {used.length === 0 ? (
            <Text c="dimmed" size="sm">
              <Trans>No employee has used this package yet.</Trans>
            </Text>
          ) : (
            <Stack gap={4} data-testid="package-employees">
              {used.map((employee) => (
                <Group key={employee.patientId} gap="xs">
                  <PatientLink id={employee.patientId} type="individual" name={employee.name} />
                  <Text size="sm" c="dimmed">
                    <Plural value={employee.units} one="# session" other="# sessions" />
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="sm">
          <Trans>Sessions on this package</Trans>
        </Title>
        <PackageSessions rows={sessions} format={format} />
      </Paper>
    </Stack>
  );
}

function PackageSessions({ rows, format }: { rows: SessionListRow[]; format: SessionFormat }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>No session booked on this package yet.</Trans>
      </Text>
    );
  }
  const c = sessionColumns(format);
  return (
    <RecordTable
      columns={[c.reference, c.patient, c.date, c.time, c.mode, c.status]}
      rows={rows}
      minWidth={560}
      testId="package-sessions"
      rowTestId="package-session-row"
    />
  );
}
