import { Trans } from '@lingui/react/macro';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { SessionListRow } from '#local/sessions/session-queries';
import { AnchorLink } from '../../ui/links.tsx';
import { SessionStatusBadge } from './SessionStatusBadge.tsx';
import type { SessionFormat } from './session-format.ts';

type Props = { rows: SessionListRow[]; format: SessionFormat };

/** The sessions list: the reference opens the detail, where every action is. */
export function SessionsTable({ rows, format }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="sessions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>ID</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Patient</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Time</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Mode</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Charge</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="session-row">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <AnchorLink
                    to="/sessions-profile/$id"
                    params={{ id: row.id }}
                    fw={500}
                    dir="ltr"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {row.reference}
                  </AnchorLink>
                  {row.version === 0 ? (
                    <Badge size="xs" variant="light" color="yellow">
                      <Trans>Not synced yet</Trans>
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{row.patientName}</Table.Td>
              <Table.Td>{format.date(row.startsAt)}</Table.Td>
              <Table.Td>
                <Text span size="sm">
                  {format.timeRange(row.startsAt, row.durationMinutes)}
                </Text>
              </Table.Td>
              <Table.Td>{format.mode(row.mode)}</Table.Td>
              <Table.Td>{format.type(row.type)}</Table.Td>
              <Table.Td>{format.money(row.charge, row.currency)}</Table.Td>
              <Table.Td>
                <SessionStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
