import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { PackageFilter } from '#core/packages/package-status';
import { deletePackage, setPackagePaid } from '#local/packages/package-commands';
import { querySoldPackages, type SoldPackage } from '#local/packages/package-lists';
import { EmptyOnceSynced } from '../../ui/SyncingOffice.tsx';
import { TablePager } from '../../ui/TablePager.tsx';
import type { SessionFormat } from '../sessions/session-format.ts';
import { SoldPackagesTable } from './SoldPackagesTable.tsx';

type Props = {
  specialistId: string;
  now: string;
  format: SessionFormat;
  canSell: boolean;
  onSell: () => void;
};

/** The packages sold: filters (active, expired, used up, unpaid), paging, mark paid, delete an unused one. */
export function SoldPackagesPanel({ specialistId, now, format, canSell, onSell }: Props) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<PackageFilter>('all');
  const [pageSize, setPageSize] = useState(10);
  const [pageIndex, setPageIndex] = useState(0);
  const [deleting, setDeleting] = useState<SoldPackage | undefined>(undefined);
  const [isRefused, setRefused] = useState(false);
  const page = useLiveQuery(
    () => querySoldPackages({ filter, pageIndex, pageSize }, now),
    [filter, pageIndex, pageSize, now],
  );
  const total = page?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (page && pageIndex > lastPage) setPageIndex(lastPage);

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await deletePackage(deleting.id)) setDeleting(undefined);
    else setRefused(true);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t`Package status`}
          value={filter}
          onChange={(value) => {
            setFilter(value as PackageFilter);
            setPageIndex(0);
          }}
          data={[
            { value: 'all', label: t`All` },
            { value: 'active', label: t`Active` },
            { value: 'expired', label: t`Expired` },
            { value: 'usedUp', label: t`Used up` },
            { value: 'unpaid', label: t`Unpaid` },
          ]}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onSell} disabled={!canSell}>
          <Trans>Sell a package</Trans>
        </Button>
      </Group>
      {page && page.total === 0 ? (
        <EmptyOnceSynced>
          <Text c="dimmed" ta="center" py="xl" data-testid="sold-packages-empty">
            {filter === 'all' ? (
              canSell ? (
                <Trans>No package sold yet.</Trans>
              ) : (
                <Trans>No package sold yet. Add an offer first, then sell it.</Trans>
              )
            ) : (
              <Trans>No package matches this filter.</Trans>
            )}
          </Text>
        </EmptyOnceSynced>
      ) : (
        <SoldPackagesTable
          rows={page?.rows ?? []}
          specialistId={specialistId}
          format={format}
          onPaid={(row, isPaid) => void setPackagePaid(row.id, isPaid)}
          onDelete={(row) => {
            setRefused(false);
            setDeleting(row);
          }}
        />
      )}
      <TablePager
        pageIndex={pageIndex}
        pageSize={pageSize}
        total={total}
        onPage={setPageIndex}
        onPageSize={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
      />
      <Modal
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t`Delete package`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack>
          <Text>
            {isRefused
              ? t`This package carried sessions: it stays, so their history keeps it.`
              : t`Delete the package ${deleting?.name ?? ''} sold to ${deleting?.patientName ?? ''}?`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(undefined)} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            {isRefused ? null : (
              <Button color="red" onClick={() => void confirmDelete()}>
                <Trans>Delete</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
