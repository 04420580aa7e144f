import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { SessionListRow } from '#local/sessions/session-queries';
import { NotSyncedBadge, type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
import { SessionReferenceLink } from './SessionReferenceLink.tsx';
import { SessionStatusBadge } from './SessionStatusBadge.tsx';
import type { SessionFormat } from './session-format.ts';

type Props = { rows: SessionListRow[]; format: SessionFormat };

/** The sessions list: the reference opens the detail, where every action is. */
export function SessionsTable({ rows, format }: Props) {
  const columns: RecordColumn<SessionListRow>[] = [
    {
      key: 'reference',
      header: <Trans>ID</Trans>,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <SessionReferenceLink id={row.id} reference={row.reference} />
          <NotSyncedBadge version={row.version} />
        </Group>
      ),
    },
    { key: 'patient', header: <Trans>Patient</Trans>, cell: (row) => row.patientName },
    { key: 'date', header: <Trans>Date</Trans>, cell: (row) => format.date(row.startsAt) },
    {
      key: 'time',
      header: <Trans>Time</Trans>,
      cell: (row) => (
        <Text span size="sm">
          {format.timeRange(row.startsAt, row.durationMinutes)}
        </Text>
      ),
    },
    { key: 'mode', header: <Trans>Mode</Trans>, cell: (row) => format.mode(row.mode) },
    { key: 'type', header: <Trans>Type</Trans>, cell: (row) => format.type(row.type) },
    { key: 'charge', header: <Trans>Charge</Trans>, cell: (row) => format.money(row.charge, row.currency) },
    {
      key: 'status',
      header: <Trans>Status</Trans>,
      cell: (row) => <SessionStatusBadge status={row.status} />,
    },
  ];
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      minWidth={760}
      testId="sessions-table"
      rowTestId="session-row"
    />
  );
}
