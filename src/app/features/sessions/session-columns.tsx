// The columns a table of sessions draws (the /sessions list, a patient's sessions, a package's), by
// key: one definition of how each field reads, on a wide table and on a phone's cards (RecordTable).
import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { SessionRow } from '#core/sessions/session-schema';
import type { SessionListRow } from '#local/sessions/session-queries';
import { NotSyncedBadge, type RecordColumn } from '../../ui/RecordTable.tsx';
import { SeriesMark } from './SeriesMark.tsx';
import { SessionReferenceLink } from './SessionReferenceLink.tsx';
import { SessionStatusBadge } from './SessionStatusBadge.tsx';
import type { SessionFormat } from './session-format.ts';

export function sessionColumns(format: SessionFormat) {
  const column = (key: string, header: React.ReactNode, cell: RecordColumn<SessionRow>['cell']) => ({
    key,
    header,
    cell,
  });
  return {
    reference: column('reference', <Trans>ID</Trans>, (row) => (
      <Group gap="xs" wrap="nowrap">
        <SessionReferenceLink id={row.id} reference={row.reference} />
        <SeriesMark rule={row.seriesRule} format={format} />
        <NotSyncedBadge version={row.version} />
      </Group>
    )),
    patient: {
      key: 'patient',
      header: <Trans>Patient</Trans>,
      cell: (row: SessionListRow) => row.patientName,
    } satisfies RecordColumn<SessionListRow>,
    date: column('date', <Trans>Date</Trans>, (row) => format.date(row.startsAt)),
    time: column('time', <Trans>Time</Trans>, (row) => (
      <Text span size="sm">
        {format.timeRange(row.startsAt, row.durationMinutes)}
      </Text>
    )),
    mode: column('mode', <Trans>Mode</Trans>, (row) => format.mode(row.mode)),
    type: column('type', <Trans>Type</Trans>, (row) => format.type(row.type)),
    charge: column('charge', <Trans>Charge</Trans>, (row) => format.money(row.charge, row.currency)),
    status: column('status', <Trans>Status</Trans>, (row) => <SessionStatusBadge status={row.status} />),
  };
}
