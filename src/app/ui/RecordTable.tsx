// The office's list tables (patients, sessions, today's appointments, packages, articles): one column
// list drives the header and every row, so the tables share their look and their test ids. Below
// Mantine's `sm` breakpoint (a phone) each row is a card instead, with the same data and actions: the
// first column heads it, a column keyed `actions` ends it, the others are labelled lines, so nothing
// (a status, a charge) sits off-screen behind a sideways scroll.
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDisplayedPhone } from './displayed-phone.ts';
import { useIsPhone } from './useIsPhone.ts';

export type RecordColumn<Row> = {
  /** Unique within the table (React's key); `actions` marks the row's buttons. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
};

type Props<Row> = {
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  /** Below this width (a tablet) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  testId: string;
  rowTestId: string;
  /** The table's (or the cards' list's) accessible name, when the page has several. */
  label?: string;
};

export function RecordTable<Row extends { id: string }>(props: Props<Row>) {
  // Mantine's `sm` breakpoint: below it, cards.
  const isPhone = useIsPhone();
  return isPhone ? <RecordCards {...props} /> : <WideTable {...props} />;
}

function WideTable<Row extends { id: string }>({
  columns,
  rows,
  minWidth,
  testId,
  rowTestId,
  label,
}: Props<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={testId} aria-label={label}>
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

function RecordCards<Row extends { id: string }>({ columns, rows, testId, rowTestId, label }: Props<Row>) {
  const [heading, ...rest] = columns;
  const actions = rest.find((column) => column.key === 'actions');
  const lines = rest.filter((column) => column !== actions);
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid={testId}
      aria-label={label}
    >
      {rows.map((row) => (
        <Card component="li" key={row.id} withBorder radius="md" padding="sm" data-testid={rowTestId}>
          <Stack gap="xs">
            {heading ? <Box fw={600}>{heading.cell(row)}</Box> : null}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              {lines.map((column) => (
                <Stack key={column.key} gap={0} miw={0}>
                  <Text size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Box>
                </Stack>
              ))}
            </SimpleGrid>
            {actions ? <Group justify="flex-end">{actions.cell(row)}</Group> : null}
          </Stack>
        </Card>
      ))}
    </Stack>
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

/** A phone number: grouped as people write it (+33 6 12 34 56 78), always left to right. */
export function PhoneText({ children }: { children: string }) {
  return (
    <Text size="sm" dir="ltr" span>
      {useDisplayedPhone(children)}
    </Text>
  );
}
