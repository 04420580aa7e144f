// The office's list tables (patients, sessions, today's appointments): one column list drives the
// header and every row, so the tables share their look, their scrolling on a phone and their test ids.
import { Trans } from '@lingui/react/macro';
import { Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type RecordColumn<Row> = {
  /** Unique within the table (React's key). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
};

type Props<Row> = {
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  testId: string;
  rowTestId: string;
};

export function RecordTable<Row extends { id: string }>({
  columns,
  rows,
  minWidth,
  testId,
  rowTestId,
}: Props<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={rowTestId}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row created on this device that the server has not confirmed yet (version 0). */
export function NotSyncedBadge({ version, size = 'xs' }: { version: number; size?: 'xs' | 'sm' }) {
  if (version !== 0) return null;
  return (
    <Badge size={size} variant="light" color="yellow">
      <Trans>Not synced yet</Trans>
    </Badge>
  );
}

/** A phone number: always left to right, also inside Arabic text. */
export function PhoneText({ children }: { children: string }) {
  return (
    <Text size="sm" dir="ltr" span>
      {children}
    </Text>
  );
}
