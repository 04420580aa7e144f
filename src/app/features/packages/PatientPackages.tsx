import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { patientPackages, type SoldPackage } from '#local/packages/package-lists';
import { ButtonLink } from '../../ui/links.tsx';
import { type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useSessionClock } from '../sessions/useSessionClock.ts';
import { PackageStateBadge } from './PackageStateBadge.tsx';

const office = getRouteApi('/_office');

/**
 * A patient profile's package details: a company's packages, or an individual's own and their
 * company's; each with units left, expiry and the view-package action.
 */
export function PatientPackages({ patientId }: { patientId: string }) {
  const { t } = useLingui();
  const { session } = office.useRouteContext();
  const clock = useSessionClock();
  const format = useSessionFormat(clock.zone);
  const rows = useLiveQuery(() => patientPackages(patientId, clock.now), [patientId, clock.now]) ?? [];
  // Cards on a phone (RecordTable), the view action last.
  const columns: RecordColumn<SoldPackage>[] = [
    {
      key: 'package',
      header: <Trans>Package</Trans>,
      cell: (row) => (
        <>
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
          {row.patientId === patientId ? null : (
            <Text size="xs" c="dimmed">
              {t`Shared by ${row.patientName}`}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'units',
      header: <Trans>Units left</Trans>,
      cell: (row) => (
        <span data-testid="patient-package-units">{t`${row.unitsLeft} of ${row.sessionCount}`}</span>
      ),
    },
    { key: 'expires', header: <Trans>Expires</Trans>, cell: (row) => format.date(row.expiresAt) },
    { key: 'status', header: <Trans>Status</Trans>, cell: (row) => <PackageStateBadge state={row.state} /> },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (row) => (
        <ButtonLink
          size="xs"
          variant="light"
          to="/session-packages/$id/package/$packageId"
          params={{ id: session.userId, packageId: row.id }}
          aria-label={t`View package ${row.name}`}
        >
          <Trans>View package</Trans>
        </ButtonLink>
      ),
    },
  ];
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="xs" mb="xs">
        <IconPackage size={18} aria-hidden />
        <Title order={2} fz="h4">
          <Trans>Packages</Trans>
        </Title>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">
          <Trans>No packages yet.</Trans>
        </Text>
      ) : (
        <RecordTable
          columns={columns}
          rows={rows}
          minWidth={560}
          testId="patient-packages"
          rowTestId="patient-package-row"
        />
      )}
    </Paper>
  );
}
