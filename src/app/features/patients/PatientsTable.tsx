import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { PatientRow } from '#core/patients/patient-schema';
import { NotSyncedBadge, PhoneText, type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
import { PatientLink } from './PatientLink.tsx';
import { useCountryName } from './useCountryName.ts';

type Props = {
  rows: PatientRow[];
  onEdit: (row: PatientRow) => void;
  onDelete: (row: PatientRow) => void;
};

export function PatientsTable({ rows, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  const nameOf = useCountryName();
  const columns: RecordColumn<PatientRow>[] = [
    {
      key: 'name',
      header: <Trans>Name</Trans>,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <PatientLink id={row.id} type={row.type} name={row.name} bold />
          <NotSyncedBadge version={row.version} />
        </Group>
      ),
    },
    {
      key: 'type',
      header: <Trans>Type</Trans>,
      cell: (row) => (row.type === 'company' ? t`Company` : t`Individual`),
    },
    {
      key: 'contact',
      header: <Trans>Contact number</Trans>,
      cell: (row) => <PhoneText>{row.contactNumber}</PhoneText>,
    },
    { key: 'country', header: <Trans>Country</Trans>, cell: (row) => nameOf(row.country) },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t`Edit ${row.name}`}>
            <ActionIcon variant="subtle" aria-label={t`Edit ${row.name}`} onClick={() => onEdit(row)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Delete ${row.name}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Delete ${row.name}`}
              onClick={() => onDelete(row)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      minWidth={640}
      testId="patients-table"
      rowTestId="patient-row"
    />
  );
}
