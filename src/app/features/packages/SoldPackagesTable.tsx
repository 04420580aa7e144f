import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCash, IconCashOff, IconEye, IconTrash } from '@tabler/icons-react';
import type { SoldPackage } from '#local/packages/package-lists';
import { ActionIconLink } from '../../ui/links.tsx';
import { NotSyncedBadge, type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
import { PatientLink } from '../patients/PatientLink.tsx';
import type { SessionFormat } from '../sessions/session-format.ts';
import { PackageStateBadge, PaidBadge } from './PackageStateBadge.tsx';

type Props = {
  rows: SoldPackage[];
  specialistId: string;
  format: SessionFormat;
  onPaid: (row: SoldPackage, isPaid: boolean) => void;
  onDelete: (row: SoldPackage) => void;
};

/** The packages sold: holder, dates, price and payment, units used and left, and their actions. */
export function SoldPackagesTable({ rows, specialistId, format, onPaid, onDelete }: Props) {
  const { t } = useLingui();
  const columns: RecordColumn<SoldPackage>[] = [
    {
      key: 'name',
      header: <Trans>Package</Trans>,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {row.name}
          </Text>
          <NotSyncedBadge version={row.version} />
        </Group>
      ),
    },
    {
      key: 'patient',
      header: <Trans>Patient or company</Trans>,
      cell: (row) => (
        <Stack gap={0}>
          <PatientLink id={row.patientId} type={row.patientType} name={row.patientName} />
          <Text size="xs" c="dimmed">
            {row.patientType === 'company' ? t`Company` : t`Individual`}
          </Text>
        </Stack>
      ),
    },
    { key: 'purchased', header: <Trans>Purchased</Trans>, cell: (row) => format.date(row.purchasedAt) },
    { key: 'expires', header: <Trans>Expires</Trans>, cell: (row) => format.date(row.expiresAt) },
    {
      key: 'price',
      header: <Trans>Price</Trans>,
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{format.money(row.price, row.currency)}</Text>
          <PaidBadge isPaid={row.paid} />
        </Stack>
      ),
    },
    {
      key: 'units',
      header: <Trans>Sessions used / left</Trans>,
      cell: (row) => (
        <Text size="sm" data-testid="package-units">
          {t`${row.unitsUsed} used · ${row.unitsLeft} left`}
        </Text>
      ),
    },
    { key: 'state', header: <Trans>Status</Trans>, cell: (row) => <PackageStateBadge state={row.state} /> },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t`View package ${row.name} of ${row.patientName}`}>
            <ActionIconLink
              variant="subtle"
              aria-label={t`View package ${row.name} of ${row.patientName}`}
              to="/session-packages/$id/package/$packageId"
              params={{ id: specialistId, packageId: row.id }}
            >
              <IconEye size={16} aria-hidden />
            </ActionIconLink>
          </Tooltip>
          {row.paid ? (
            <Tooltip label={t`Mark as unpaid`}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t`Mark as unpaid`}
                onClick={() => onPaid(row, false)}
              >
                <IconCashOff size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={t`Mark as paid`}>
              <ActionIcon
                variant="subtle"
                color="green"
                aria-label={t`Mark as paid`}
                onClick={() => onPaid(row, true)}
              >
                <IconCash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {row.unitsUsed === 0 ? (
            <Tooltip label={t`Delete package ${row.name}`}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`Delete package ${row.name}`}
                onClick={() => onDelete(row)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      minWidth={980}
      testId="sold-packages-table"
      rowTestId="sold-package-row"
    />
  );
}
