import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  type ActionIconProps,
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconPlus, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { forwardRef, useState } from 'react';
import { isJoinEnabled } from '#core/sessions/session-earnings';
import { queryHasPatients, queryTodayPage } from '#local/sessions/dashboard-queries';
import type { Clock, SessionListRow } from '#local/sessions/session-queries';
import { ButtonLink } from '../../ui/links.tsx';
import { PhoneText, type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
import { EmptyOnceSynced } from '../../ui/SyncingOffice.tsx';
import { TablePager } from '../../ui/TablePager.tsx';
import { SessionReferenceLink } from '../sessions/SessionReferenceLink.tsx';
import { SessionStatusBadge } from '../sessions/SessionStatusBadge.tsx';
import type { SessionFormat } from '../sessions/session-format.ts';
import { useJoinSession } from './useJoinSession.ts';

/** An icon button that is a typed router link (View), as ui/links.tsx makes the others. */
const ActionIconLink = createLink(
  forwardRef<HTMLAnchorElement, ActionIconProps & React.ComponentPropsWithoutRef<'a'>>((props, ref) => (
    <ActionIcon component="a" ref={ref} {...props} />
  )),
);

type Props = { clock: Clock; format: SessionFormat; onNewSession: () => void };

/** Today's appointments: the spec's columns, search, paging, view and (inside its window) join. */
export function TodayAppointments({ clock, format, onNewSession }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 150);
  const [pageSize, setPageSize] = useState(10);
  const [pageIndex, setPageIndex] = useState(0);
  const page = useLiveQuery(
    () => queryTodayPage({ search: debouncedSearch, pageIndex, pageSize }, clock),
    [debouncedSearch, pageIndex, pageSize, clock.now, clock.zone],
  );
  const total = page?.total ?? 0;
  // A delete or a move elsewhere can shrink the day under the current page: show its last page.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (page && pageIndex > lastPage) setPageIndex(lastPage);
  const isEmptyDay = page !== undefined && total === 0 && debouncedSearch.trim() === '';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="today-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="h4" id="today-title">
            <Trans>Today's appointments</Trans>
          </Title>
          {isEmptyDay ? null : (
            <TextInput
              aria-label={t`Search today's appointments`}
              placeholder={t`Search`}
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPageIndex(0);
              }}
            />
          )}
        </Group>
        {isEmptyDay ? (
          <EmptyOnceSynced>
            <EmptyDay onNewSession={onNewSession} />
          </EmptyOnceSynced>
        ) : page && total === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            <Trans>No appointment today matches your search.</Trans>
          </Text>
        ) : (
          <AppointmentsTable rows={page?.rows ?? []} clock={clock} format={format} />
        )}
        {isEmptyDay ? null : (
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
        )}
      </Stack>
    </Paper>
  );
}

/** What to do next on a free day: book a session, or first add the patient to book it for. */
function EmptyDay({ onNewSession }: { onNewSession: () => void }) {
  const hasPatients = useLiveQuery(() => queryHasPatients(), []);
  return (
    <Stack align="center" gap="sm" py="lg" ta="center" data-testid="dashboard-empty-day">
      {hasPatients === false ? (
        <>
          <Text c="dimmed" maw={420}>
            <Trans>
              No session is booked for today. Add your first patient, then book their sessions here.
            </Trans>
          </Text>
          <ButtonLink to="/patients" leftSection={<IconUserPlus size={16} aria-hidden />}>
            <Trans>Add a patient</Trans>
          </ButtonLink>
        </>
      ) : (
        <>
          <Text c="dimmed" maw={420}>
            <Trans>No session is booked for today. Book one now, or plan the days ahead.</Trans>
          </Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNewSession}>
            <Trans>New session</Trans>
          </Button>
        </>
      )}
    </Stack>
  );
}

function AppointmentsTable({
  rows,
  clock,
  format,
}: {
  rows: SessionListRow[];
  clock: Clock;
  format: SessionFormat;
}) {
  const { t } = useLingui();
  const { join, error, joiningId } = useJoinSession(format.locale);
  const columns: RecordColumn<SessionListRow>[] = [
    {
      key: 'reference',
      header: <Trans>ID</Trans>,
      cell: (row) => <SessionReferenceLink id={row.id} reference={row.reference} />,
    },
    { key: 'patient', header: <Trans>Patient name</Trans>, cell: (row) => row.patientName },
    {
      key: 'contact',
      header: <Trans>Contact number</Trans>,
      cell: (row) => <PhoneText>{row.patientContact}</PhoneText>,
    },
    {
      key: 'date',
      header: <Trans>Session date</Trans>,
      cell: (row) => `${format.date(row.startsAt)}, ${format.timeRange(row.startsAt, row.durationMinutes)}`,
    },
    {
      key: 'status',
      header: <Trans>Status</Trans>,
      cell: (row) => <SessionStatusBadge status={row.status} />,
    },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t`View session ${row.reference}`}>
            <ActionIconLink
              to="/sessions-profile/$id"
              params={{ id: row.id }}
              variant="subtle"
              aria-label={t`View session ${row.reference}`}
            >
              <IconEye size={16} aria-hidden />
            </ActionIconLink>
          </Tooltip>
          {isJoinEnabled(row, clock.now) ? (
            <Button size="xs" loading={joiningId === row.id} onClick={() => void join(row)}>
              {/* Named by its own words plus the reference, so the name holds what it shows. */}
              <Trans>Join</Trans>
              <VisuallyHidden> {row.reference}</VisuallyHidden>
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <RecordTable columns={columns} rows={rows} minWidth={720} testId="today-table" rowTestId="today-row" />
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
